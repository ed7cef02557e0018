// Starts the real API (apps/api, embedded PGlite in a fresh folder, demo data) as a child process
// on a free port, for the tests and the bench of this package.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/testing/emulators';

const apiDir = fileURLToPath(new URL('../../../apps/api', import.meta.url));

/** A running API and how to stop it. */
export interface ApiProcess {
  url: string;
  stop: () => Promise<void>;
}

async function waitHealthy(url: string, api: ChildProcess): Promise<void> {
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${String(api.exitCode)}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not become healthy in 200 s');
}

/**
 * Starts the API; `accessTokenSeconds` sets the lifetime of its access tokens, `firebaseDir` the
 * folder of its Firestore tenants.
 */
export async function startApi(
  accessTokenSeconds: number,
  firebaseDir?: string,
): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'emplacamento-realtime-'));
  const api = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Always the embedded PGlite (the API's own suite covers PostgreSQL).
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The demo's users and tenants without its hundred thousand registrations: no test here
      // reads a registration, and seeding them was most of the run's start.
      DEMO_REGISTRATIONS: '0',
      ACCESS_TOKEN_SECONDS: String(accessTokenSeconds),
      LOGIN_LIMIT_ACCOUNT: '1000',
      LOGIN_LIMIT_IP: '10000',
      ...(firebaseDir ? { FIREBASE_DIR: firebaseDir } : {}),
    },
    // stderr through a pipe, not inherited: an API left behind by a test process that was killed
    // must not hold the test runner's stderr open (turbo then waited for it until CI's time-out).
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  api.stderr.pipe(process.stderr);
  // The API runs in its own process group (so stop() ends pnpm, tsx and node together); when this
  // process exits without stop() having run, the group is ended here.
  const killGroup = () => {
    if (api.exitCode === null && api.pid !== undefined) {
      try {
        process.kill(-api.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killGroup);
  const url = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    process.off('exit', killGroup);
    if (api.exitCode === null && api.pid !== undefined) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      process.kill(-api.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(url, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
