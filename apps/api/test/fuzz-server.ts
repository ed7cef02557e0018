// The fuzz suite's server: the reference data of one tenant, its administrator (who passes every
// permission check, so the values reach validation and handlers) and the operations to call.
import { afterAll, beforeAll } from 'vitest';
import type { Operation } from '../src/http/contract.js';
import { seedReference } from '../src/seed/reference.js';
import { auth, createTestServer, login, testContract, type TestServer } from './helpers.js';

/** Registers the describe block's server; the object is filled when `beforeAll` has run. */
export function useFuzzServer() {
  const ctx = {} as {
    server: TestServer;
    headers: Record<string, string>;
    operations: Operation[];
  };
  beforeAll(async () => {
    ctx.server = await createTestServer();
    await seedReference(ctx.server.database.db, ['abracaf']);
    ctx.headers = {
      ...auth((await login(ctx.server.app, 'administrador')).token),
      'accept-language': 'en',
    };
    // Event streams answer a valid request by streaming until the client leaves: their hostile
    // values are covered by the same pipeline and checked in realtime.test.ts.
    ctx.operations = [...(await testContract(ctx.server.config.openapiDir)).values()].filter(
      (op) => !op.responseTypes.includes('text/event-stream'),
    );
  }, 180_000);
  afterAll(() => ctx.server.close());
  return ctx;
}
