// One typed database handle over either PGlite (embedded, the default) or node-postgres
// (DATABASE_URL). The same Drizzle queries and the same SQL migrations run on both
// (docs/decisions/0050).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPglite, listenPostgres, type Listen } from './listen.js';
import * as identitySchema from './schema.js';
import * as referenceSchema from './schema-reference.js';

const schema = { ...identitySchema, ...referenceSchema };

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** LISTEN for NOTIFYs (the realtime streams, docs/decisions/0074). */
  listen: Listen;
  /** PGlite only: the whole data directory as a tarball, to open copies of it (test templates). */
  dump?: () => Promise<Blob>;
  /** The driver's own client, for what Drizzle does not do: bulk loads (COPY). */
  raw: RawClient;
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** The client under Drizzle: a node-postgres pool or the PGlite instance. */
export type RawClient =
  { driver: 'postgres'; pool: pg.Pool } | { driver: 'pglite'; client: PGlite };

/** Arbitrary constant: serialises migrations when several API instances start at once. */
const migrationLockId = 7_311_2026;

/** Where to open the database: a PostgreSQL URL, a PGlite folder, or PGlite in memory. */
export type DatabaseTarget = { url: string } | { dir: string } | { memory: true; from?: Blob };

/** Opens the database and brings its schema up to date with the versioned migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client whose server connection dies (restart, failover) is dropped by the pool;
    // without a listener the 'error' event would end the process.
    pool.on('error', (error) => {
      console.error(
        JSON.stringify({ level: 40, msg: 'postgres: idle client error', err: error.message }),
      );
    });
    const db = drizzlePg(pool, { schema });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [migrationLockId]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [migrationLockId]);
      lock.release();
    }
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      listen: listenPostgres(target.url),
      raw: { driver: 'postgres', pool },
      close: () => pool.end(),
    };
  }
  // pg_trgm serves the search columns' indexes (docs/decisions/0072); PGlite ships it as a
  // contrib bundle that must be loaded before a migration runs `create extension`.
  const options: PGliteOptions = { extensions: { pg_trgm } };
  let client: PGlite;
  if ('dir' in target) {
    fs.mkdirSync(target.dir, { recursive: true });
    client = new PGlite(target.dir, options);
  } else {
    // A copy of a dumped data directory starts already migrated and seeded (test templates).
    client = new PGlite({
      ...options,
      ...('from' in target && target.from ? { loadDataDir: target.from } : {}),
    });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    listen: listenPglite(client),
    dump: async () => {
      const dumped = await client.dumpDataDir('none');
      return dumped;
    },
    raw: { driver: 'pglite', client },
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
