// What the analytics benches (kpi.ts, reports.ts) share: one tenant on PostgreSQL holding a given
// number of demo registrations with its rollups built and the planner's statistics fresh, the real
// server started over it, sign-in of the demo users, and p50/p95 of sequential calls.
//
// Loading 5 million registrations takes longer than measuring them, so a seeded database can be
// kept and measured again (before and after a change): BENCH_KEEP_DATABASE=1 leaves the scratch
// database in place and prints its URL; BENCH_SEEDED_DATABASE_URL=<that URL> measures it again
// without loading anything (and without dropping it).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { refreshAllAggregates } from '../src/analytics/aggregates.js';
import { loadConfig, type Config } from '../src/config.js';
import { asPlatform, openDatabase, queryRows, withTenant, type Db } from '../src/db/client.js';
import { startServer } from '../src/main.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { seedReference } from '../src/seed/reference.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { seedDemo } from '../src/seed/seed.js';
import { withScratchDatabase } from './scratch-database.js';

export const TENANT = 'abracaf';

/** The registrations the bench database holds and what loading them took. */
export interface Loaded {
  rows: number;
  figures: Record<string, string | number>;
}

/** Seeds a fresh database: demo tenants, reference data, `rows` registrations, the rollups. */
async function load(databaseUrl: string, rows: number, today: Date): Promise<Loaded> {
  const database = await openDatabase({ url: databaseUrl });
  const figures: Record<string, string | number> = {};
  try {
    await seedDemo(database.db, benchConfig(databaseUrl).scrypt);
    await seedReference(database.db);
    let start = performance.now();
    await addRegistrations(database, TENANT, rows, 0, today);
    figures['load (s)'] = ((performance.now() - start) / 1000).toFixed(1);
    start = performance.now();
    await refreshAllAggregates(database.db, new Date());
    figures['build rollups (s)'] = ((performance.now() - start) / 1000).toFixed(1);
    // As the tables' owner: ANALYZE skips what a role does not own.
    await asPlatform(database.db, () => database.db.execute(sql`analyze`));
    // The scoped user: the demo dealership user, recorded with the tenant's first dealership.
    await withTenant(database.db, TENANT, () =>
      database.db.execute(sql`update usuario set dados_adicionais = dados_adicionais ||
      jsonb_build_object('empresaId', (select min(id) from concessionaria where tenant_id = ${TENANT}))
      where tenant_id = ${TENANT} and login = ${`concessionario@${TENANT}.demo`}`),
    );
  } finally {
    await database.close();
  }
  return { rows, figures };
}

/** The registrations an already seeded database holds (platform read: every tenant's rows). */
async function counted(databaseUrl: string): Promise<Loaded> {
  const [row] = await withDb(databaseUrl, (db) =>
    asPlatform(db, () =>
      queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from emplacamento where tenant_id = ${TENANT}`,
      ),
    ),
  );
  return { rows: row?.n ?? 0, figures: { 'load (s)': 'kept', 'build rollups (s)': 'kept' } };
}

/**
 * Runs `measure` against a database holding `rows` registrations of TENANT: a scratch database of
 * the server at `serverUrl` seeded for the run, or the kept one of BENCH_SEEDED_DATABASE_URL.
 */
export async function withSeededTenant<T>(
  serverUrl: string,
  rows: number,
  today: Date,
  measure: (databaseUrl: string, loaded: Loaded) => Promise<T>,
): Promise<T> {
  const seeded = process.env.BENCH_SEEDED_DATABASE_URL;
  if (seeded) return measure(seeded, await counted(seeded));
  const keep = process.env.BENCH_KEEP_DATABASE === '1';
  return withScratchDatabase(
    serverUrl,
    async (databaseUrl) => {
      const loaded = await load(databaseUrl, rows, today);
      if (keep) console.info(`Seeded database kept: BENCH_SEEDED_DATABASE_URL=${databaseUrl}`);
      return measure(databaseUrl, loaded);
    },
    { keep },
  );
}

/** Rows and size of the registrations and of each rollup (every tenant: the platform escape). */
export const rollupSizes = (databaseUrl: string) =>
  withDb(databaseUrl, (db) =>
    asPlatform(db, () =>
      queryRows<{ tabela: string; linhas: number; mb: string }>(
        db,
        sql`select t as tabela, (xpath('/row/n/text()', query_to_xml('select count(*) as n from ' || t, false, true, '')))[1]::text::int as linhas,
            round(pg_total_relation_size(t::regclass) / 1048576.0, 1)::text as mb
          from unnest(array['emplacamento', 'agregado_mes', 'agregado_dia', 'agregado_mes_municipio', 'agregado_dia_municipio', 'agregado_mes_modelo', 'agregado_mes_lugar', 'agregado_dia_lugar', 'agregado_mes_concessionaria', 'agregado_dia_concessionaria', 'agregado_trimestre_municipio_propria', 'agregado_mes_municipio_propria', 'agregado_dia_municipio_propria', 'emplacamento_repetido']) t`,
      ),
    ),
  );

/** The server's configuration: production mode (its password cost), warnings only, any port. */
const benchConfig = (databaseUrl: string): Config => ({
  ...loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    VALIDATE_RESPONSES: 'false',
    NODE_ENV: 'production',
  }),
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  demoRegistrations: 0,
  jwtSecret: randomBytes(32).toString('hex'),
});

/** The running server over the bench database, and a signed-in request for a demo user. */
export interface BenchServer {
  address: string;
  /** The bearer token of the demo user `login` (administrador, concessionario…) of TENANT. */
  token: (login: string) => Promise<string>;
}

/** Starts the real server (production mode, warnings only) over `databaseUrl` for `run`. */
export async function withBenchServer<T>(
  databaseUrl: string,
  run: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(benchConfig(databaseUrl));
  try {
    const token = async (login: string) => {
      const response = await fetch(`${server.address}/Connect/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', domain: TENANT },
        body: JSON.stringify({ login: `${login}@${TENANT}.demo`, senha: DEMO_PASSWORD }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    return await run({ address: server.address, token });
  } finally {
    await server.stop();
  }
}

/** Runs `run` with a connection of its own to `url`, closed after. */
export async function withDb<T>(url: string, run: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
};

/** p50 and p95 of `times` sequential runs, after three to warm up. */
export async function timed(times: number, run: () => Promise<unknown>): Promise<[number, number]> {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return [percentile(samples, 0.5), percentile(samples, 0.95)];
}

/** The run's conditions, for the heading of a table of figures. */
export const conditions = () =>
  `${String(os.cpus().length)} cores, load ${(os.loadavg()[0] ?? 0).toFixed(2)}`;
