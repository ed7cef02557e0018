// Starts the real API once for the run (test/api-process.ts) and gives its URL to the tests;
// stops it at the end. Access tokens live 8 s, so the tests also meet expired tokens and the
// refresh path of the real server.
import type { TestProject } from 'vitest/node';
import { startApi } from './api-process';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/** Lifetime of the access tokens the test server issues (s). */
export const accessTokenSeconds = 8;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const api = await startApi(accessTokenSeconds);
  project.provide('apiUrl', api.url);
  return api.stop;
}
