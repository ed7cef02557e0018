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

  /** A promise and the function that settles it. */
  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  };

  it('lets others have the lock while a transaction that has only read waits for its end', async () => {
    const { open, opened } = gate();
    const reader = client.transaction(async (tx) => {
      await tx.query(`select set_config('app.parked', 'reader', true)`);
      await tx.query('select 1');
      // Held here until the others below have run: without giving the lock up, they never would.
      await opened;
      const after = await tx.query<{ v: string }>(
        `select current_setting('app.parked', true) as v`,
      );
      return after.rows[0]?.v;
    });
    const other = await client.transaction((tx) =>
      tx.query<{ v: string | null }>(`select current_setting('app.parked', true) as v`),
    );
    // Its setting was its own, and it is in force again when it runs once more.
    expect(other.rows[0]?.v ?? '').toBe('');
    expect((await client.query<{ n: number }>('select 2 as n')).rows).toEqual([{ n: 2 }]);
    open();
    expect(await reader).toBe('reader');
  });

  it('keeps the lock for a transaction that wrote, or took a lock until its end', async () => {
    await client.exec(`create temp table held (n int);
      create function pg_temp.writes() returns int language sql
        as 'insert into held values (1) returning 1'`);
    for (const first of [
      'insert into held values (1)',
      // A read that writes through a function: PostgreSQL gave it a transaction id.
      'select pg_temp.writes()',
      'select pg_advisory_xact_lock(20)',
      'select 1 from held for update',
    ]) {
      await client.exec('truncate held');
      const { open, opened } = gate();
      const holder = client.transaction(async (tx) => {
        await tx.query(first);
        await opened;
        return (await tx.query<{ n: number }>('select count(*)::int as n from held')).rows[0]?.n;
      });
      // Sent now: it reaches the worker before the holder's next statement, and must wait.
      const other = client.transaction((tx) => tx.query('insert into held values (2), (3)'));
      await promiseJobs();
      open();
      expect(await holder).toBe(/insert|writes/.test(first) ? 1 : 0);
      await other;
    }
  });

  it('ends a transaction that gave the lock up as asked, commit or rollback', async () => {
    const { open, opened } = gate();
    const reader = client.transaction(async (tx) => {
      await tx.query('select 1');
      await opened;
      await tx.query('select 2');
      throw new Error('rolled back by its caller');
    });
    await client.query('select 3');
    open();
    await expect(reader).rejects.toThrow('rolled back by its caller');
    expect((await client.transaction((tx) => tx.query('select 4 as n'))).rows).toEqual([{ n: 4 }]);
  });

  it('commits a transaction a failed statement aborted as PostgreSQL does: rolled back, no error', async () => {
    await client.exec('create temp table once (n int primary key); insert into once values (1)');
    // The API answers a problem (a 409 of a unique violation) by committing what came before.
    await client.transaction(async (tx) => {
      await tx.query('insert into once values (2)');
      await expect(tx.query('insert into once values (1)')).rejects.toMatchObject({
        code: '23505',
      });
    });
    const { rows } = await client.query<{ ns: number[] }>(
      'select array_agg(n order by n) as ns from once',
    );
    expect(rows).toEqual([{ ns: [1] }]);
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
