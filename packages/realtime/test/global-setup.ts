// Starts Google's Firebase emulators, then the real API, once for the run and gives their
// addresses to the tests; stops them at the end. Access tokens live 8 s, so the tests also meet
// expired tokens and the refresh path of the real server. Two demo tenants keep their realtime
// collections in the emulated Firestore (one Firebase project serving both, as a deployment may):
// the API mints their custom tokens with a key pair made here and, at start, publishes the demo's
// welcome notifications there (hence the emulators first). The two others use SSE.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApi } from './api-process';
import { emulatorPorts, startEmulators } from './emulators';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    firebase: {
      projectId: string;
      apiKey: string;
      emulators: { firestore: string; auth: string };
      tenants: string[];
    };
  }
}

/** Lifetime of the access tokens the test server issues (s). */
export const accessTokenSeconds = 8;

/** The Firebase project of the tests (`demo-` projects never reach Google). */
const projectId = 'demo-emplacamento';
const firestoreTenants = ['abrac', 'default'];

/** The Firebase folder of the API: the tenants' files with a fresh service-account key. */
function firebaseFolder(emulators: { firestore: string; auth: string }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'emplacamento-firebase-'));
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  for (const tenant of firestoreTenants) {
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ports = await emulatorPorts();
  const emulators = {
    firestore: `127.0.0.1:${String(ports.firestore)}`,
    auth: `http://127.0.0.1:${String(ports.auth)}`,
  };
  const dir = firebaseFolder(emulators);
  const running: { stop: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const service of running.reverse()) await service.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    running.push(await startEmulators(projectId, ports));
    const api = await startApi(accessTokenSeconds, dir);
    running.push(api);
    project.provide('apiUrl', api.url);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('firebase', {
    projectId,
    apiKey: 'demo-api-key',
    emulators,
    tenants: firestoreTenants,
  });
  return stop;
}
