// One typed database handle over either PGlite (embedded, the default) or node-postgres
// (DATABASE_URL). The same Drizzle queries and the same SQL migrations run on both
// (docs/decisions/0050). Queries run as a role bound by row-level security: tenant work inside
// `withTenant`, platform work inside `asPlatform` (docs/decisions/0080).
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPglite, listenPostgres, type Listen } from './listen.js';
import { startPgliteWorker, type PgliteClient } from './pglite-worker.js';
import { SerialClient } from './serial-client.js';
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

/** The client under Drizzle: a node-postgres pool or PGlite (in its worker thread). */
export type RawClient =
  { driver: 'postgres'; pool: pg.Pool } | { driver: 'pglite'; client: PgliteClient };

/** Arbitrary constant: serialises migrations when several API instances start at once. */
const migrationLockId = 7_311_2026;

/**
 * Where to open the database: a PostgreSQL URL, a PGlite folder, or PGlite in memory. `from`: a
 * dumped data directory to start from (a new folder only).
 */
export type DatabaseTarget =
  { url: string } | { dir: string; from?: Blob } | { memory: true; from?: Blob };

/** Opens the database and brings its schema up to date with the versioned migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    // Migrations run as the connecting role (the tables' owner) on a connection of their own; the
    // lock and the migration must share it.
    const migrator = new pg.Client({ connectionString: target.url });
    await migrator.connect();
    try {
      await migrator.query('select pg_advisory_lock($1)', [migrationLockId]);
      await migratePg(drizzlePg(migrator), { migrationsFolder });
    } finally {
      await migrator.query('select pg_advisory_unlock($1)', [migrationLockId]);
      await migrator.end();
    }
    // Every pooled connection starts as the restricted role, so a query outside any scope is
    // bound by the policies too (and raises on a tenant table) instead of running as the owner.
    const pool = new pg.Pool({
      // Queries started together inside one transaction are sent one after another.
      Client: SerialClient,
      connectionString: target.url,
      max: 10,
      options: `-c role=${appRole}`,
    });
    // An idle client whose server connection dies (restart, failover) is dropped by the pool;
    // without a listener the 'error' event would end the process.
    pool.on('error', (error) => {
      console.error(
        JSON.stringify({ level: 40, msg: 'postgres: idle client error', err: error.message }),
      );
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: scopedHandle(db),
      driver: 'postgres',
      listen: listenPostgres(target.url),
      raw: { driver: 'postgres', pool },
      close: () => pool.end(),
    };
  }
  // PGlite runs in a worker thread of its own (docs/decisions/0215): its WebAssembly and its
  // parsing of the answers would otherwise take the event loop's thread for every query.
  if ('dir' in target) fs.mkdirSync(target.dir, { recursive: true });
  // A copy of a dumped data directory starts already migrated and seeded (test templates).
  const client = await startPgliteWorker({
    ...('dir' in target ? { dataDir: target.dir } : {}),
    ...(target.from ? { loadDataDir: target.from } : {}),
  });
  // Drizzle's pglite driver calls what PGlite and the worker's client have in common (query,
  // exec, transaction); its type asks for the whole PGlite class.
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  pipelined.add(db);
  await migratePglite(db, { migrationsFolder });
  // PGlite's one connection is a superuser, which row-level security never binds: from here on
  // it acts as the restricted role, and only `asPlatform` switches back for a transaction.
  await client.exec(`set role ${appRole}`);
  return {
    db: scopedHandle(db),
    driver: 'pglite',
    listen: listenPglite(client),
    dump: () => client.dumpDataDir(),
    raw: { driver: 'pglite', client },
    close: () => client.close(),
  };
}

/** Whatever runs one raw statement: the database, a transaction, a test's platform escape. */
export interface SqlExecutor {
  execute: (query: SQL) => PromiseLike<unknown>;
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: SqlExecutor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The role the API's queries run as: owns nothing, no BYPASSRLS (migration 0010). */
export const appRole = 'emplacamento_app';

/** The transaction of the scope the current async call chain runs in. */
interface Scope {
  raw: Db;
  tx: Db;
  /** null for platform work. */
  tenantId: string | null;
  open: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const rawOf = new WeakMap<Db, Db>();
/**
 * The PGlite databases, whose transactions' statements go to the worker without waiting for each
 * answer (ADR 0222). PostgreSQL's serial client sends a streaming query (COPY) at once, ahead of
 * statements still queued, so there a scope's settings are answered before its work starts.
 */
const pipelined = new WeakSet<Db>();

/**
 * The handle services keep calling `db`: inside a scope every property is the scope's
 * transaction's, so the same code runs scoped or not without passing a transaction around.
 */
function scopedHandle(raw: Db): Db {
  const handle = new Proxy(raw, {
    get(target, property) {
      const scope = scopes.getStore();
      let base = target;
      if (scope?.raw === target) {
        // A promise started inside a scope and still running after it ended: a bug, not a
        // query to run elsewhere.
        if (!scope.open) throw new Error('database scope used after its transaction ended');
        base = scope.tx;
      }
      const value: unknown = Reflect.get(base, property, base);
      return typeof value === 'function' ? (value as () => unknown).bind(base) : value;
    },
  });
  rawOf.set(handle, raw);
  return handle;
}

const describe = (tenantId: string | null) =>
  tenantId === null ? 'platform work' : `tenant ${tenantId}`;

async function inScope<T>(db: Db, tenantId: string | null, fn: () => Promise<T>): Promise<T> {
  const raw = rawOf.get(db);
  const current = scopes.getStore();
  if (!raw) {
    // A transaction opened inside the scope (`db.transaction(tx => ...)`, a savepoint) is already
    // bound: code handed `tx` joins the scope like code handed `db`.
    if (current?.open && current.tenantId === tenantId) return fn();
    throw new Error('not a database handle of openDatabase, nor a transaction inside this scope');
  }
  if (current?.raw === raw && current.open) {
    if (current.tenantId === tenantId) return fn();
    // Switching inside a transaction would leave the other scope's setting behind for the rest
    // of it; on PGlite a second transaction would wait for this one forever.
    throw new Error(`${describe(current.tenantId)} cannot run ${describe(tenantId)} inside it`);
  }
  return raw.transaction(async (tx) => {
    // Literals, not parameters: a statement without parameters goes out with the `begin` before
    // it in one round trip (serial-client.ts). The tenant id is a slug of the tenant directory;
    // quoting doubles any quote all the same (standard_conforming_strings, on by default).
    // On PGlite, sent now and awaited after `fn`: a transaction's statements run in the order
    // sent and reach the worker together, with no round trip to this thread between them while
    // PGlite's lock is held (ADR 0222). `.then` sends it at once (Drizzle sends a statement when
    // it is awaited), so it goes before anything `fn` sends.
    const settings = tx
      .execute(
        tenantId === null
          ? sql.raw('set local role none')
          : sql.raw(
              `select set_config('role', '${appRole}', true), ` +
                `set_config('app.tenant_id', '${tenantId.replaceAll("'", "''")}', true)`,
            ),
      )
      .then(() => undefined);
    // Handled now, awaited below: a failure is the cause of whatever `fn` then met.
    settings.catch(() => undefined);
    if (!pipelined.has(raw)) await settings;
    const scope: Scope = { raw, tx, tenantId, open: true };
    try {
      const result = await scopes.run(scope, fn).catch(async (error: unknown) => {
        await settings;
        throw error;
      });
      await settings;
      return result;
    } finally {
      scope.open = false;
    }
  });
}

/**
 * Runs `fn` in one transaction bound to `tenantId`: every query through `db` inside it (however
 * deep, however written) sees and writes only that tenant's rows. Nested calls for the same
 * tenant join the open transaction.
 */
export function withTenant<T>(db: Db, tenantId: string, fn: () => Promise<T>): Promise<T> {
  return inScope(db, tenantId, fn);
}

/**
 * THE escape from the tenant scope: runs `fn` in a transaction as the connecting role (the
 * tables' owner), which the policies do not bind. Only for work that is about the platform, not
 * one tenant: every call says why next to it.
 */
export function asPlatform<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  return inScope(db, null, fn);
}
