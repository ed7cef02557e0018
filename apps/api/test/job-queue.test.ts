// The job queue's wake-ups: a worker that polls only once an hour still runs a queued import at
// once, because the enqueue's NOTIFY wakes it; on PostgreSQL, when its LISTEN connection dies, it
// listens again and the jobs queued while nobody listened run too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testDatabaseUrl } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { seedReference } from '../src/seed/reference.js';
import { acrossTenants, auth, createTestServer, login, type TestServer } from './helpers.js';
import { csvBytes, importFile, validRow } from './registrations-helpers.js';

let server: TestServer;
let admin: Record<string, string>;

beforeAll(async () => {
  const { imports } = loadConfig({ NODE_ENV: 'test' });
  // An hour between polls: a job that runs within the test ran because something woke the worker.
  server = await createTestServer({ imports: { ...imports, pollSeconds: 3600 } });
  await seedReference(server.database.db, ['abracaf']);
  admin = auth((await login(server.app, 'administrador')).token);
}, 180_000);
afterAll(() => server.close());

describe('the job queue', () => {
  it('runs a job as soon as it is queued, woken by its notification', async () => {
    const result = await importFile(server, admin, 'woken.csv', csvBytes([validRow(9001)]));
    expect(result).toMatchObject({ Status: 'Concluida', LinhasImportadas: 1 });
  });
});

const onPostgres = testDatabaseUrl() !== undefined;
(onPostgres ? describe : () => undefined)("the job queue's LISTEN connection on PostgreSQL", () => {
  it('is opened again when it dies, and a job queued meanwhile runs', async () => {
    // Other roles' sessions show their query only to the owner: through the platform escape.
    // Only the queue's channel: the realtime hub listens on a connection of its own.
    const listeners = () =>
      acrossTenants(server, () =>
        queryRows<{ pid: number }>(
          server.database.db,
          sql`select pid from pg_stat_activity
            where datname = current_database() and query = 'listen "tarefa"'`,
        ),
      );
    const [before] = await listeners();
    if (!before) throw new Error('no LISTEN connection of the job queue');
    await acrossTenants(server, () =>
      queryRows(server.database.db, sql`select pg_terminate_backend(${before.pid})`),
    );
    // Queued at once, most likely before the queue listens again: its NOTIFY reaches nobody, and
    // the worker polls once an hour; it runs because the queue, listening again, looks for jobs.
    const result = await importFile(server, admin, 'meanwhile.csv', csvBytes([validRow(9002)]));
    expect(result).toMatchObject({ Status: 'Concluida', LinhasImportadas: 1 });
    // The job may have run before the connection is back (this process's own queue is nudged
    // when it queues): wait for the queue to listen again on a new connection.
    await expect
      .poll(async () => (await listeners()).map((row) => row.pid === before.pid), {
        timeout: 60_000,
      })
      .toEqual([false]);
  });
});
