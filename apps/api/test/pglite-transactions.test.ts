// A transaction on PGlite's worker (docs/decisions/0215, 0222): its statements are sent without
// waiting for each answer and run in the worker in the order sent, once PGlite's lock is held, so
// no round trip to the server's thread sits between them while the lock is held. The PGlite
// worker is what is under test, whichever database the rest of the suite runs on.
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform, openDatabase, type Database } from '../src/db/client.js';
import { startPgliteWorker, type PgliteClient } from '../src/db/pglite-worker.js';

/**
 * Holds this thread, taking no turn of its event loop (so no answer of the worker is read), until
 * `condition` holds. It gives up after 4,000 looks 10 ms apart (40 s at least) only so that a
 * failure ends instead of hanging: passing never waits for that bound.
 */
function holdThreadUntil(condition: () => boolean): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let look = 0; look < 4000; look++) {
    if (condition()) return;
    Atomics.wait(pause, 0, 0, 10);
  }
  throw new Error('the worker did not get there without this thread');
}

/** Lets every pending promise job run, without a turn of the event loop. */
async function promiseJobs(): Promise<void> {
  for (let job = 0; job < 200; job++) await Promise.resolve();
}

describe('transactions on the PGlite worker', () => {
  let dir: string;
  let database: Database;
  let client: PgliteClient;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'emplacamento-pglite-tx-'));
    database = await openDatabase({ dir });
    if (database.raw.driver !== 'pglite') throw new Error('a folder opens PGlite');
    client = database.raw.client;
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('runs the begin, the scope’s settings and its first statement with no answer read between', async () => {
    const { db } = database;
    // The statement writes a file into PGlite's folder (a server file: platform work).
    const done = path.join(dir, 'scoped-done');
    const scoped = asPlatform(db, () =>
      db.execute(
        sql.raw(`do $$ begin
          execute format('copy (select 1) to %L', current_setting('data_directory') || '/scoped-done');
        end $$`),
      ),
    );
    await promiseJobs();
    // The file appears only if all three reached the worker before this thread read any answer.
    holdThreadUntil(() => fs.existsSync(done));
    await scoped;
  });

  it('queues a transaction’s statements behind the lock and runs them in the order sent', async () => {
    await client.exec('create temp table queued (n int)');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first transaction holds PGlite's lock until released; the second's statements are
    // all sent meanwhile, and must wait for it, then run one after another.
    const first = client.transaction(async (tx) => {
      await tx.query('insert into queued values (1)');
      await released;
    });
    const second = client.transaction((tx) =>
      Promise.all([
        tx.query('insert into queued values (2)'),
        tx.query('insert into queued values (3)'),
        tx.query<{ ns: number[] }>('select array_agg(n order by n) as ns from queued'),
      ]),
    );
    release();
    await first;
    const [, , read] = await second;
    expect(read.rows[0]?.ns).toEqual([1, 2, 3]);
  });

  it('fails every statement of a transaction that could not begin, with the cause', async () => {
    const closed = await startPgliteWorker({});
    await closed.close();
    const error: unknown = await closed
      .transaction((tx) => tx.query('select 1'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/closed/);
  });
});
