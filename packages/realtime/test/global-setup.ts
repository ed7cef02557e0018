// Starts the real API and Google's Firebase emulators once for the run and gives their addresses
// to the tests; stops them at the end. Access tokens live 8 s, so the tests also meet expired
// tokens and the refresh path of the real server. Two tenants keep their realtime collections in
// the emulated Firestore (one Firebase project serving both, as a deployment may): the API mints
// their custom tokens with a key pair made here.
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
const firestoreTenants = ['abracaf', 'assobrav'];

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
  const started = await Promise.allSettled([
    startApi(accessTokenSeconds, dir),
    startEmulators(projectId, ports),
  ]);
  const stop = async () => {
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  const [api, firebase] = started;
  if (api.status === 'rejected' || firebase.status === 'rejected') {
    await stop();
    throw api.status === 'rejected' ? api.reason : (firebase as PromiseRejectedResult).reason;
  }
  project.provide('apiUrl', api.value.url);
  project.provide('firebase', {
    projectId,
    apiKey: 'demo-api-key',
    emulators,
    tenants: firestoreTenants,
  });
  return stop;
}
