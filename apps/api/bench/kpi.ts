// `pnpm --filter @emplacamento/api bench` (KPI part): the DashboardKPI calls over HTTP against a
// server on PostgreSQL (DATABASE_URL; skipped without it) holding BENCH_KPI_ROWS registrations in
// one tenant, each beside the same figures counted straight from the registration table, with the
// ratio. Also prints how long building the rollups took and their sizes (docs/decisions/0120).
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

const ROWS = Number(process.env.BENCH_KPI_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_KPI_CALLS ?? 60);
const TENANT = 'abracaf';
const TODAY = new Date();
const year = TODAY.getUTCFullYear();
const month = TODAY.getUTCMonth() + 1;
const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (y: number, m: number) => {
  const index = y * 12 + m - 1;
  return `${String(Math.floor(index / 12))}-${pad((index % 12) + 1)}-01`;
};

/** Each call, and the range of registrations its figures cover (what the direct query counts). */
const CALLS_UNDER_TEST = [
  {
    op: 'ParticipacaoMercadoTotalMes',
    from: monthStart(year, month - 1),
    to: monthStart(year, month + 1),
    grain: 'month',
  },
  {
    op: 'ParticipacaoMercadoTotalAno',
    from: monthStart(year - 1, 1),
    to: monthStart(year, month + 1),
    grain: 'month',
  },
  {
    op: 'ParticipacaoMarca',
    from: monthStart(year, month),
    to: monthStart(year, month + 1),
    grain: 'month',
  },
  {
    op: 'Variacao',
    from: monthStart(year, month - 12),
    to: monthStart(year, month + 1),
    grain: 'month',
  },
  {
    op: 'VendaDiretaXVarejoMarca',
    from: monthStart(year, month),
    to: monthStart(year, month + 1),
    grain: 'month',
  },
  {
    op: 'VendaDiretaXVarejoAno',
    from: `${String(year - 4)}-01-01`,
    to: `${String(year + 1)}-01-01`,
    grain: 'year',
  },
  {
    op: 'EvolucaoMarca',
    from: monthStart(year, month - 12),
    to: monthStart(year, month + 1),
    grain: 'month',
  },
  {
    op: 'EvolucaoMarcaDiario',
    from: monthStart(year, month),
    to: monthStart(year, month + 1),
    grain: 'day',
  },
] as const;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0;
};

/** p50 and p95 of `times` sequential runs, after three to warm up. */
async function timed(times: number, run: () => Promise<unknown>): Promise<[number, number]> {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return [percentile(samples, 0.5), percentile(samples, 0.95)];
}

/** The direct query: the same sums over `emplacamento`, in the same municipalities when scoped. */
const direct = (db: Db, from: string, to: string, grain: string, scoped: boolean) =>
  db.execute(sql`
    select date_trunc(${grain}, data_emplacamento) as periodo, fabricante_id, tipo_venda, count(*)
    from emplacamento e
    where e.tenant_id = ${TENANT} and e.data_emplacamento >= ${from}::date and e.data_emplacamento < ${to}::date
      ${scoped ? sql`and e.municipio_id in (select m.id from municipio m where m.tenant_id = ${TENANT} and m.area_influencia_id = (select mc.area_influencia_id from concessionaria c join municipio mc on mc.tenant_id = c.tenant_id and mc.id = c.municipio_id where c.tenant_id = ${TENANT} order by c.id limit 1))` : sql``}
    group by 1, 2, 3`);

async function measure(databaseUrl: string) {
  const config: Config = {
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
  };
  const database = await openDatabase({ url: databaseUrl });
  const figures: Record<string, string | number> = {};
  try {
    await seedDemo(database.db, config.scrypt);
    await seedReference(database.db);
    let start = performance.now();
    await addRegistrations(database, TENANT, ROWS, 0, TODAY);
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
  // Row counts of every tenant: through the platform escape.
  const sizes = await withDb(databaseUrl, (db) =>
    asPlatform(db, () =>
      queryRows<{ tabela: string; linhas: number; mb: string }>(
        db,
        sql`select t as tabela, (xpath('/row/n/text()', query_to_xml('select count(*) as n from ' || t, false, true, '')))[1]::text::int as linhas,
            round(pg_total_relation_size(t::regclass) / 1048576.0, 1)::text as mb
          from unnest(array['emplacamento', 'agregado_mes', 'agregado_dia', 'agregado_mes_municipio', 'agregado_dia_municipio']) t`,
      ),
    ),
  );
  const server = await startServer(config);
  const rows = [];
  try {
    const token = async (login: string) => {
      const response = await fetch(`${server.address}/Connect/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', domain: TENANT },
        body: JSON.stringify({ login: `${login}@${TENANT}.demo`, senha: DEMO_PASSWORD }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const users = [
      { user: 'administrador (whole tenant)', token: await token('administrador'), scoped: false },
      { user: 'concessionario (its area)', token: await token('concessionario'), scoped: true },
    ];
    const db = await openDatabase({ url: databaseUrl });
    try {
      for (const u of users)
        for (const c of CALLS_UNDER_TEST) {
          const call = async () => {
            const response = await fetch(
              `${server.address}/api/Emplacamento/DashboardKPI/${c.op}`,
              {
                headers: { domain: TENANT, authorization: `Bearer ${u.token}` },
              },
            );
            if (!response.ok) throw new Error(`${c.op}: ${String(response.status)}`);
            await response.text();
          };
          const api = await timed(CALLS, call);
          const sqlOnly = await timed(Math.min(CALLS, 20), () =>
            withTenant(db.db, TENANT, () => direct(db.db, c.from, c.to, c.grain, u.scoped)),
          );
          rows.push({
            user: u.user,
            call: c.op,
            'API p50': Number(api[0].toFixed(1)),
            'API p95': Number(api[1].toFixed(1)),
            'direct SQL p50': Number(sqlOnly[0].toFixed(1)),
            'direct SQL p95': Number(sqlOnly[1].toFixed(1)),
            'direct / API (p95)': Number((sqlOnly[1] / api[1]).toFixed(1)),
          });
        }
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
  }
  return { figures, sizes, rows };
}

async function withDb<T>(url: string, run: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    return await run(database.db);
  } finally {
    await database.close();
  }
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.info('bench/kpi.ts: set DATABASE_URL (a PostgreSQL server) to measure the KPI calls.');
} else {
  const result = await withScratchDatabase(url, measure);
  console.info(
    `\nKPI calls on PostgreSQL, ${ROWS.toLocaleString('en')} registrations in ${TENANT}, ${String(CALLS)} sequential calls each over HTTP on 127.0.0.1, ${String(os.cpus().length)} cores, load ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
  );
  console.table([result.figures]);
  console.table(result.sizes);
  console.table(result.rows);
}
