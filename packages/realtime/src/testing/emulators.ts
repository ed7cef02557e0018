// Google's own Firebase emulators as child processes, for the tests of the Firestore adapter and
// the end-to-end journeys of a Firestore tenant (docs/decisions/0110): the Cloud Firestore emulator (a Java program of the Google Cloud CLI,
// installed on this project's machines) with firestore.rules loaded, and the Firebase Auth
// emulator of firebase-tools (Node), which turns the API's custom tokens into ID tokens.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

/** Where the Google Cloud CLI's Debian package puts the Firestore emulator. */
export const firestoreEmulatorJar =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const rulesFile = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const authScript = fileURLToPath(new URL('./auth-emulator.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** The running emulators. */
export interface Emulators {
  /** `host:port` of Firestore. */
  firestore: string;
  /** URL of Auth. */
  auth: string;
  stop: () => Promise<void>;
}

/** Starts `command` in its own process group; resolves once it prints `ready`. */
function startProcess(
  name: string,
  command: string,
  args: string[],
  ready: RegExp,
): Promise<ChildProcess> {
  const child = spawn(command, args, {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killGroup = () => {
    if (child.exitCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killGroup);
  child.once('exit', () => process.off('exit', killGroup));
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (ready.test(output)) {
        child.stdout.off('data', read);
        child.stderr.off('data', read);
        child.stdout.resume();
        child.stderr.resume();
        resolve(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      reject(new Error(`the ${name} exited with ${String(code)} before it was ready:\n${output}`));
    });
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** A port free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
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

/** Where the emulators will listen. */
export interface EmulatorPorts {
  firestore: number;
  auth: number;
}

/** Two free ports for {@link startEmulators}. */
export async function emulatorPorts(): Promise<EmulatorPorts> {
  const [firestore, auth] = await Promise.all([freePort(), freePort()]);
  return { firestore, auth };
}

/** A running emulator. */
export interface Emulator {
  stop: () => Promise<void>;
}

const stoppable = (child: ChildProcess): Emulator => ({ stop: () => stopProcess(child) });

/** Starts the Cloud Firestore emulator for `projectId` on `port`, with firestore.rules. */
export async function startFirestoreEmulator(projectId: string, port: number): Promise<Emulator> {
  if (!existsSync(firestoreEmulatorJar))
    throw new Error(
      `The Cloud Firestore emulator is not installed (${firestoreEmulatorJar}): install the ` +
        'google-cloud-cli-firestore-emulator package and Java 17 or later.',
    );
  const child = await startProcess(
    'Firestore emulator',
    'java',
    [
      '-Duser.language=en',
      '-cp',
      firestoreEmulatorJar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${String(port)}`,
      `--rules=${rulesFile}`,
      `--project_id=${projectId}`,
    ],
    /Dev App Server is now running/,
  );
  return stoppable(child);
}

/**
 * Starts the Auth emulator for `projectId` on `port` (about 3 CPU-seconds: auth-emulator.ts has
 * its API description's validators compiled when first used). Nothing but the browser or the SDK
 * needs it, so it may start while the API does.
 */
export async function startAuthEmulator(projectId: string, port: number): Promise<Emulator> {
  const child = await startProcess(
    'Auth emulator',
    'pnpm',
    ['exec', 'tsx', authScript, String(port), projectId],
    /Auth emulator listening/,
  );
  return stoppable(child);
}

/** Starts both emulators for `projectId` on `ports`. */
export async function startEmulators(projectId: string, ports: EmulatorPorts): Promise<Emulators> {
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator(projectId, ports.firestore),
    startAuthEmulator(projectId, ports.auth),
  ]);
  return {
    firestore: `127.0.0.1:${String(ports.firestore)}`,
    auth: `http://127.0.0.1:${String(ports.auth)}`,
    stop: async () => {
      await Promise.all([firestore.stop(), auth.stop()]);
    },
  };
}

/**
 * A Firebase folder for the API (its FIREBASE_DIR): one file per tenant of `tenants`, all on the
 * project `projectId` with one fresh service-account key and the emulators' addresses.
 */
export function firebaseFolder(
  projectId: string,
  tenants: readonly string[],
  emulators: { firestore: string; auth: string },
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'emplacamento-firebase-'));
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  for (const tenant of tenants) {
    const file = {
      web: { projectId, apiKey: 'demo-api-key' },
      serviceAccount: {
        type: 'service_account',
        project_id: projectId,
        client_email: `portal@${projectId}.iam.gserviceaccount.com`,
        private_key: privateKey,
      },
      emulators,
    };
    writeFileSync(path.join(dir, `${tenant}.json`), JSON.stringify(file));
  }
  return dir;
}
