// The API as a child process (node running src/main.ts through tsx, so the child's pid is the
// API's own and a test can kill -9 exactly it), on a PGlite folder or a PostgreSQL URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A running API child. */
export interface ApiChild {
  url: string;
  pid: number;
  process: ChildProcess;
  /** SIGKILL: no shutdown, no cleanup, as a crash. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Starts the API on `dataDir` (PGlite there unless `databaseUrl`) and waits until it answers. */
export async function startApiChild(dataDir: string, databaseUrl = ''): Promise<ApiChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      DEMO_REGISTRATIONS: '0',
      // A short lease, so a killed worker's job is claimed again within seconds.
      JOB_LEASE_SECONDS: '2',
      JOB_POLL_SECONDS: '1',
      LOGIN_LIMIT_ACCOUNT: '1000',
      LOGIN_LIMIT_IP: '10000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.pipe(process.stderr);
  const ended = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', ended);
  const url = `http://127.0.0.1:${String(port)}`;
  const exited = once(child, 'exit');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${String(child.exitCode)}`);
    const healthy = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    process: child,
    kill: async () => {
      process.off('exit', ended);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    stop: async () => {
      process.off('exit', ended);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
