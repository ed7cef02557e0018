// The tenant scope is enforced by the database (docs/decisions/0080): these tests talk to it
// directly, with no `where` on the tenant, so only the policies stand between the tenants.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../src/config.js';
import { appRole, asPlatform, queryRows, withTenant } from '../src/db/client.js';
import { SerialClient } from '../src/db/serial-client.js';
import { parametro, usuario } from '../src/db/schema.js';
import { createTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 180_000);
afterAll(() => server.close());

const db = () => server.database.db;
const logins = (rows: { login: string }[]) => rows.map((r) => r.login);

interface TenantTable {
  table: string;
  enabled: boolean;
  forced: boolean;
  using: string | null;
  check: string | null;
}

/** Every table with a tenant_id column, read from the catalog, with its RLS state and policy. */
const tenantTables = () =>
  queryRows<TenantTable>(
    db(),
    sql`select c.relname as table, c.relrowsecurity as enabled,
          c.relforcerowsecurity as forced, p.qual as using, p.with_check as check
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
        left join pg_policies p
          on p.schemaname = 'public' and p.tablename = c.relname and p.policyname = 'tenant_scope'
        where c.relkind in ('r', 'p')
        order by c.relname`,
  );

const policy = /^\(tenant_id = \(\s*SELECT app_tenant\(\) AS app_tenant\s*\)\)$/;

/** Tenant-column tables left out of the policy on purpose: the job queue, claimed across tenants. */
const platformTables = ['tarefa'];

/** The tables the tenant policy does not bind (all four conditions must hold). */
const unbound = (tables: TenantTable[]) =>
  tables
    .filter((t) => !platformTables.includes(t.table))
    .filter(
      (t) => !t.enabled || !t.forced || !policy.test(t.using ?? '') || !policy.test(t.check ?? ''),
    )
    .map((t) => t.table);

describe('row-level security', () => {
  it('refuses a tenant table outside any scope, and still reads the platform tables', async () => {
    await expect(db().select().from(usuario)).rejects.toThrow(/Failed query/);
    const failure: unknown = await queryRows(db(), sql`select count(*) from usuario`).catch(
      (error: unknown) => error,
    );
    expect(failure instanceof Error && String(failure.cause)).toMatch(/app\.tenant_id is not set/);
    const tenants = await queryRows<{ id: string }>(db(), sql`select id from tenant`);
    expect(tenants.length).toBe(4);
  });

  it('lets a tenant read only its own rows, with no where at all', async () => {
    const abracaf = await withTenant(db(), 'abracaf', () =>
      db().select({ login: usuario.login }).from(usuario),
    );
    const assobrav = await withTenant(db(), 'assobrav', () =>
      db().select({ login: usuario.login }).from(usuario),
    );
    expect(abracaf.length).toBeGreaterThan(0);
    expect(logins(abracaf).every((l) => l.endsWith('@abracaf.demo'))).toBe(true);
    expect(logins(assobrav).every((l) => l.endsWith('@assobrav.demo'))).toBe(true);
    // Raw SQL and sub-selects are bound the same way.
    const [counted] = await withTenant(db(), 'abracaf', () =>
      queryRows<{ n: number; outros: number }>(
        db(),
        sql`select count(*)::int as n,
          (select count(*)::int from usuario u where u.tenant_id <> 'abracaf') as outros
          from usuario`,
      ),
    );
    expect(counted).toEqual({ n: abracaf.length, outros: 0 });
  });

  it("cannot write another tenant's rows, with or without a where", async () => {
    const before = await asPlatform(db(), () =>
      queryRows<{ tenant_id: string; nome: string }>(
        db(),
        sql`select tenant_id, nome from usuario order by tenant_id, id`,
      ),
    );
    // An update with no where touches the scope's tenant only...
    const updated = await withTenant(db(), 'abracaf', () =>
      db()
        .update(usuario)
        .set({ nome: sql`${usuario.nome}` })
        .returning({ tenantId: usuario.tenantId }),
    );
    expect(new Set(updated.map((r) => r.tenantId))).toEqual(new Set(['abracaf']));
    // ...one aimed at another tenant finds nothing to change...
    const aimed = await withTenant(db(), 'abracaf', () =>
      db()
        .update(usuario)
        .set({ nome: 'Invasor' })
        .where(eq(usuario.tenantId, 'assobrav'))
        .returning({ id: usuario.id }),
    );
    expect(aimed).toEqual([]);
    const deleted = await withTenant(db(), 'abracaf', () =>
      db().delete(parametro).where(eq(parametro.tenantId, 'assobrav')).returning(),
    );
    expect(deleted).toEqual([]);
    // ...and a row written for another tenant is refused by the policy's check.
    await expect(
      withTenant(db(), 'abracaf', () =>
        db()
          .insert(parametro)
          .values({ tenantId: 'assobrav', parametroId: 'RLS_TESTE', valor: 'x', descricao: 'x' }),
      ),
    ).rejects.toThrow(/Failed query/);
    const after = await asPlatform(db(), () =>
      queryRows<{ tenant_id: string; nome: string }>(
        db(),
        sql`select tenant_id, nome from usuario order by tenant_id, id`,
      ),
    );
    expect(after).toEqual(before);
  });

  it('runs handlers as the restricted role and platform work as the owner', async () => {
    const [scoped] = await withTenant(db(), 'abrac', () =>
      queryRows<{ role: string; tenant: string }>(
        db(),
        sql`select current_user as role, current_setting('app.tenant_id') as tenant`,
      ),
    );
    expect(scoped).toEqual({ role: appRole, tenant: 'abrac' });
    const [platform] = await asPlatform(db(), () =>
      queryRows<{ bypass: boolean }>(
        db(),
        sql`select rolsuper or rolbypassrls as bypass from pg_roles where rolname = current_user`,
      ),
    );
    expect(platform?.bypass).toBe(true);
    // Switching tenant inside a scope would leave the first tenant's setting behind.
    await expect(
      withTenant(db(), 'abracaf', () => withTenant(db(), 'assobrav', () => Promise.resolve(1))),
    ).rejects.toThrow(/tenant abracaf cannot run tenant assobrav/);
  });

  it('binds every table with a tenant_id column: RLS enabled, forced, and the policy', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThanOrEqual(20);
    expect(unbound(tables)).toEqual([]);
    // A table added later without its policy is what this check exists to catch.
    await asPlatform(db(), () =>
      db().execute(sql`create table rls_sonda (tenant_id text not null, valor text)`),
    );
    try {
      expect(unbound(await tenantTables())).toEqual(['rls_sonda']);
      // What a later migration ends with binds it.
      await asPlatform(db(), () => db().execute(sql`select app_bind_tenant_tables()`));
      expect(unbound(await tenantTables())).toEqual([]);
    } finally {
      await asPlatform(db(), () => db().execute(sql`drop table rls_sonda`));
    }
  });

  it('gives the restricted role no way around the policies', async () => {
    const [role] = await queryRows<{ bypass: boolean; superuser: boolean; owned: number }>(
      db(),
      sql`select r.rolbypassrls as bypass, r.rolsuper as superuser,
            (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
          from pg_roles r where r.rolname = ${appRole}`,
    );
    expect(role).toEqual({ bypass: false, superuser: false, owned: 0 });
  });
});

const url = testDatabaseUrl();

/** pg's own queue of queries waiting behind the running one. */
const waiting = (client: pg.Client) =>
  (client as unknown as { _queryQueue: unknown[] })._queryQueue;

// The pool's client (src/db/serial-client.ts), on PostgreSQL only (PGlite has no pool): queries
// started together are sent one after another, in order, and a failed one does not hold up the
// next. pg 8 queues them inside itself, with a warning that pg 9 will refuse to: its internal queue
// (`_queryQueue`) is where that shows, so the test reads it.
(url ? describe : () => undefined)('the pool client on PostgreSQL', () => {
  it('sends queries started together one after another, in order', async () => {
    const plain = new pg.Client({ connectionString: url });
    const serial = new SerialClient({ connectionString: url });
    await Promise.all([plain.connect(), serial.connect()]);
    try {
      const numbers = (client: pg.Client) =>
        [1, 2, 3].map((n) => client.query<{ n: number }>('select $1::int as n', [n]));
      const plainRuns = numbers(plain);
      const serialRuns = numbers(serial);
      // The plain client holds two in its own queue (what pg 9 refuses); this one holds none.
      expect(waiting(plain)).toHaveLength(2);
      expect(waiting(serial)).toHaveLength(0);
      const rows = async (runs: Promise<pg.QueryResult<{ n: number }>>[]) =>
        (await Promise.all(runs)).map((r) => r.rows[0]?.n);
      expect(await rows(serialRuns)).toEqual([1, 2, 3]);
      expect(await rows(plainRuns)).toEqual([1, 2, 3]);
    } finally {
      await Promise.all([plain.end(), serial.end()]);
    }
  });

  it('runs the next query after one that failed', async () => {
    const serial = new SerialClient({ connectionString: url });
    await serial.connect();
    try {
      const failed = serial.query('select 1 / 0');
      const next = serial.query<{ n: number }>('select 7 as n');
      await expect(failed).rejects.toThrow(/division by zero/);
      expect((await next).rows[0]?.n).toBe(7);
    } finally {
      await serial.end();
    }
  });
});
