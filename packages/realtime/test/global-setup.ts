// Starts Google's Firebase emulators, then the real API, once for the run and gives their
// addresses to the tests; stops them at the end. Access tokens live 8 s, so the tests also meet
// expired tokens and the refresh path of the real server. Two demo tenants keep their realtime
// collections in the emulated Firestore (one Firebase project serving both, as a deployment may):
// the API mints their custom tokens with a key pair made here and, at start, publishes the demo's
// welcome notifications there (hence Firestore's emulator first; Auth's starts beside the API).
// The two others use SSE.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startApi } from './api-process';
import {
  emulatorPorts,
  firebaseFolder,
  startAuthEmulator,
  startFirestoreEmulator,
} from '../src/testing/emulators';

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const ports = await emulatorPorts();
  const emulators = {
    firestore: `127.0.0.1:${String(ports.firestore)}`,
    auth: `http://127.0.0.1:${String(ports.auth)}`,
  };
  const dir = firebaseFolder(projectId, firestoreTenants, emulators);
  const running: { stop: () => Promise<void> }[] = [];
  const stop = async () => {
    for (const service of running.reverse()) await service.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    running.push(await startFirestoreEmulator(projectId, ports.firestore));
    const [auth, api] = await Promise.allSettled([
      startAuthEmulator(projectId, ports.auth),
      startApi(accessTokenSeconds, dir),
    ]);
    for (const started of [auth, api])
      if (started.status === 'fulfilled') running.push(started.value);
    if (auth.status === 'rejected') throw auth.reason;
    if (api.status === 'rejected') throw api.reason;
    project.provide('apiUrl', api.value.url);
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
