// `pnpm --filter @emplacamento/api bench` (KPI part): the DashboardKPI calls over HTTP against a
// server on PostgreSQL (DATABASE_URL; skipped without it) holding BENCH_KPI_ROWS registrations in
// one tenant, each beside the same figures counted straight from the registration table, with the
// ratio. Also prints how long building the rollups took and their sizes (docs/decisions/0120).
// The tenant, server and timing come from seeded-tenant.ts (shared with the report bench).
import { sql } from 'drizzle-orm';
import { withTenant, type Db } from '../src/db/client.js';
import {
  conditions,
  rollupSizes,
  TENANT,
  timed,
  withBenchServer,
  withDb,
  withSeededTenant,
  type Loaded,
} from './seeded-tenant.js';

const ROWS = Number(process.env.BENCH_KPI_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_KPI_CALLS ?? 60);
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

/** The direct query: the same sums over `emplacamento`, in the same municipalities when scoped. */
const direct = (db: Db, from: string, to: string, grain: string, scoped: boolean) =>
  db.execute(sql`
    select date_trunc(${grain}, data_emplacamento) as periodo, fabricante_id, tipo_venda, count(*)
    from emplacamento e
    where e.tenant_id = ${TENANT} and e.data_emplacamento >= ${from}::date and e.data_emplacamento < ${to}::date
      ${scoped ? sql`and e.municipio_id in (select m.id from municipio m where m.tenant_id = ${TENANT} and m.area_influencia_id = (select mc.area_influencia_id from concessionaria c join municipio mc on mc.tenant_id = c.tenant_id and mc.id = c.municipio_id where c.tenant_id = ${TENANT} order by c.id limit 1))` : sql``}
    group by 1, 2, 3`);

async function measure(databaseUrl: string, loaded: Loaded) {
  const sizes = await rollupSizes(databaseUrl);
  const rows = await withBenchServer(databaseUrl, async (server) => {
    const users = [
      {
        user: 'administrador (whole tenant)',
        token: await server.token('administrador'),
        scoped: false,
      },
      {
        user: 'concessionario (its area)',
        token: await server.token('concessionario'),
        scoped: true,
      },
    ];
    return withDb(databaseUrl, async (db) => {
      const out = [];
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
            withTenant(db, TENANT, () => direct(db, c.from, c.to, c.grain, u.scoped)),
          );
          out.push({
            user: u.user,
            call: c.op,
            'API p50': Number(api[0].toFixed(1)),
            'API p95': Number(api[1].toFixed(1)),
            'direct SQL p50': Number(sqlOnly[0].toFixed(1)),
            'direct SQL p95': Number(sqlOnly[1].toFixed(1)),
            'direct / API (p95)': Number((sqlOnly[1] / api[1]).toFixed(1)),
          });
        }
      return out;
    });
  });
  return { figures: loaded.figures, rows: loaded.rows, sizes, calls: rows };
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.info('bench/kpi.ts: set DATABASE_URL (a PostgreSQL server) to measure the KPI calls.');
} else {
  const result = await withSeededTenant(url, ROWS, TODAY, measure);
  console.info(
    `\nKPI calls on PostgreSQL, ${result.rows.toLocaleString('en')} registrations in ${TENANT}, ${String(CALLS)} sequential calls each over HTTP on 127.0.0.1, ${conditions()}`,
  );
  console.table([result.figures]);
  console.table(result.sizes);
  console.table(result.calls);
}
