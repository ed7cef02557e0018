// The database never holds the server's thread (docs/decisions/0215): while a query runs, a
// request that needs no database (the tenant's logo) is answered. The query is held open by a
// gate the test opens only after that answer came, so the order of events proves it, with no
// clock: were the query on the server's thread (PGlite before 0215), the logo could never be
// answered and the test would time out. PGlite's gate is a file in its data folder, which the
// query polls; PostgreSQL's is an advisory lock this test's own connection holds.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../src/db/client.js';
import { isUniqueViolation } from '../src/db/unique-violation.js';
import { createTestServer, type TestServer } from './helpers.js';

/** Arbitrary constant: the advisory lock of the PostgreSQL gate. */
const gateLock = 215_2026;

/** Waits for `condition`, a turn of the event loop between two looks. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
}

/** A query that runs until its gate opens, and the way to open it. */
interface Gate {
  /** Resolves once the query is running (and waiting at the gate). */
  running: () => Promise<void>;
  query: ReturnType<typeof sql>;
  open: () => Promise<void>;
}

function pgliteGate(server: TestServer): Gate {
  const folder = path.join(server.config.dataDir, 'pglite');
  return {
    // The query writes `gate-waiting` into its data folder, then polls for `gate-open` (10 ms
    // apart, to spare the CPU). It gives up after 4,000 polls (40 s at least) only so that a
    // query on the server's thread makes this test fail instead of hanging it: that thread
    // would answer the logo after the query, out of order. Passing never waits for that bound.
    query: sql.raw(`do $$ begin
      execute format('copy (select 1) to %L', current_setting('data_directory') || '/gate-waiting');
      for i in 1..4000 loop
        exit when (pg_stat_file('gate-open', true)).size is not null;
        perform pg_sleep(0.01);
      end loop;
    end $$`),
    running: () => until(() => fs.existsSync(path.join(folder, 'gate-waiting'))),
    open: () => fs.promises.writeFile(path.join(folder, 'gate-open'), ''),
  };
}

async function postgresGate(server: TestServer): Promise<Gate> {
  // Advisory locks are per database: the holder connects to the server's own.
  const url = String((server.database.raw as { pool: pg.Pool }).pool.options.connectionString);
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [gateLock]);
  return {
    query: sql`select pg_advisory_lock(${gateLock}), pg_advisory_unlock(${gateLock})`,
    // Running: the server's query waits on the lock this connection holds.
    running: () =>
      until(async () => {
        const { rows } = await holder.query<{ n: string }>(
          `select count(*) n from pg_locks where locktype = 'advisory' and not granted
             and objid = $1 and database = (select oid from pg_database where datname = current_database())`,
          [gateLock],
        );
        return Number(rows[0]?.n) > 0;
      }),
    open: async () => {
      await holder.query('select pg_advisory_unlock($1)', [gateLock]);
      await holder.end();
    },
  };
}

describe('the database off the server thread', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await createTestServer({}, { pgliteOnDisk: true });
    base = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => server.close());

  it('answers a request that needs no database while a long query runs', async () => {
    const gate =
      server.database.driver === 'postgres' ? await postgresGate(server) : pgliteGate(server);
    const events: string[] = [];
    // Platform work: reading a server file (PGlite) takes the owner's rights.
    const long = asPlatform(server.database.db, () => server.database.db.execute(gate.query)).then(
      () => events.push('query done'),
    );
    await gate.running();
    events.push('query running');
    const logo = await fetch(`${base}/branding/abracaf/logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('<svg');
    events.push('logo answered');
    // Said before it is done: the query may end before `open()` resolves.
    events.push('gate opening');
    await gate.open();
    await long;
    expect(events).toEqual(['query running', 'logo answered', 'gate opening', 'query done']);
  });

  it('hands PostgreSQL error fields to the caller (the 409 of a duplicate reads its code)', async () => {
    // PGlite's errors cross from its thread as data: structured cloning alone keeps the message
    // and drops `code`.
    const { db } = server.database;
    const error: unknown = await asPlatform(db, async () => {
      await db.execute(sql`create temp table duplicated (x int primary key) on commit drop`);
      await db.execute(sql`insert into duplicated values (1), (1)`);
    }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
