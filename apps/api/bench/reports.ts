// `pnpm --filter @emplacamento/api bench` (report part): a representative set of report
// definitions run over HTTP (executarRelatorio, as the report page calls it) against a server on
// PostgreSQL (DATABASE_URL; skipped without it) holding BENCH_REPORT_ROWS registrations in one
// tenant, over a year where the report takes a period (the others over their own: year to date,
// last 12 months, last 5 years). Beside each, the same figures computed straight from the
// registration table over the same days, and the ratio. Budget: p95 ≤ 200 ms per report
// (docs/decisions/0192). The tenant, server and timing come from seeded-tenant.ts.
import { isReportName, type ReportName } from '@emplacamento/access';
import { sql, type SQL } from 'drizzle-orm';
import { todayInSaoPaulo } from '../src/analytics/period.js';
import { withTenant, type Db } from '../src/db/client.js';
import { definitionOf } from '../src/reports/definitions.js';
import type { Periodo } from '../src/reports/definition.js';
import { nextDay } from '../src/reports/read.js';
import { yearBefore } from '../src/reports/periods.js';
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

/** 300,000 by default so `pnpm bench` stays within minutes; 5,000,000 for the figure. */
const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 300_000);
const CALLS = Number(process.env.BENCH_REPORT_CALLS ?? 30);
const BUDGET_MS = 200;
/** `BENCH_REPORT_ONLY=Marca,RankingCidade` measures only those reports (while working on them). */
const ONLY = process.env.BENCH_REPORT_ONLY?.split(',');
const unknown = ONLY?.filter((name) => !isReportName(name)) ?? [];
if (unknown.length > 0) throw new Error(`BENCH_REPORT_ONLY names no report: ${unknown.join(', ')}`);
const TODAY = new Date();

/** The registrations of the tenant in [first, last]. */
const within = (p: Periodo) =>
  sql`e.tenant_id = ${TENANT} and e.data_emplacamento >= ${p.first}::date and e.data_emplacamento < ${nextDay(p.last)}::date`;

/** The tenant's own brand, as the engine finds it from EMP_FABRICANTE. */
const OWN = sql`(select f.id from fabricante f join parametro p on p.tenant_id = f.tenant_id
  and p.parametro_id = 'EMP_FABRICANTE' and lower(trim(p.valor)) = lower(trim(f.nome))
  where f.tenant_id = ${TENANT} limit 1)`;

/** The registrations of the run's period counted per `keys`. */
const counted = (p: Periodo, ...keys: SQL[]) =>
  sql`select ${sql.join(keys, sql`, `)}, count(*) from emplacamento e where ${within(p)}
    group by ${sql.join(
      keys.map((_, i) => sql.raw(String(i + 1))),
      sql`, `,
    )}`;

/** A municipality's place: its state, influence area and operational region. */
const PLACE = sql`join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
  join estado s on s.id = m.estado_id
  left join area_influencia a on a.tenant_id = m.tenant_id and a.id = m.area_influencia_id`;

/** Own brand and all brands per place `key` (the place reports' figures), grouped by `groups`. */
const shares = (p: Periodo, key: SQL, groups: SQL = key) =>
  sql`select ${key}, count(*) filter (where e.fabricante_id = ${OWN}) as proprio, count(*) as todas
    from emplacamento e ${PLACE} where ${within(p)} group by ${groups}`;

/** Counts per brand now and over the same days a year earlier (rankings and market share). */
const twoPeriods = (p: Periodo, key: SQL, join: SQL = sql``) => {
  const before = yearBefore(p);
  return sql`select e.data_emplacamento >= ${p.first}::date as agora, ${key}, count(*)
    from emplacamento e ${join} where (${within(p)}) or (${within(before)}) group by 1, ${key}`;
};

interface Case {
  /** The report run: its catalogue entry's name, which its definition carries. */
  nome: ReportName;
  /** What the case shows in the table (the pivot's choice). */
  label?: string;
  /** The request's choice of dimensions, beyond the period. */
  pedido?: Record<string, unknown>;
  /** The same figures straight from the registrations over the run's period. */
  direct: (p: Periodo) => SQL;
  /** Over the report's own default period (no dates asked) instead of a year. */
  ownPeriod?: true;
}

const CASES: readonly Case[] = [
  {
    nome: 'Marca',
    direct: (p) =>
      sql`select e.fabricante_id, count(*) from emplacamento e where ${within(p)} group by 1`,
  },
  {
    nome: 'MarcaMes',
    direct: (p) => counted(p, sql`to_char(e.data_emplacamento, 'YYYY-MM')`, sql`e.fabricante_id`),
  },
  {
    nome: 'Concessionaria',
    direct: (p) =>
      counted(
        p,
        sql`to_char(e.data_emplacamento, 'YYYY-MM')`,
        sql`e.fabricante_id`,
        sql`e.modelo_id`,
      ),
  },
  {
    nome: 'BoletimDiario',
    direct: (p) => counted(p, sql`e.data_emplacamento`, sql`e.fabricante_id`, sql`e.tipo_venda`),
  },
  {
    nome: 'MarcaAno',
    direct: (p) => counted(p, sql`to_char(e.data_emplacamento, 'YYYY')`, sql`e.fabricante_id`),
  },
  {
    nome: 'TipoVenda',
    direct: (p) =>
      counted(
        p,
        sql`to_char(e.data_emplacamento, 'YYYY-MM')`,
        sql`e.fabricante_id`,
        sql`e.tipo_venda`,
      ),
  },
  {
    nome: 'MarketShareMes',
    direct: (p) => counted(p, sql`to_char(e.data_emplacamento, 'YYYY-MM')`, sql`e.fabricante_id`),
  },
  {
    nome: 'MarketShareMediaDiaria',
    direct: (p) => counted(p, sql`e.data_emplacamento`, sql`e.fabricante_id`),
  },
  {
    nome: 'ModeloMes',
    direct: (p) =>
      counted(
        p,
        sql`to_char(e.data_emplacamento, 'YYYY-MM')`,
        sql`e.fabricante_id`,
        sql`e.modelo_id`,
      ),
  },
  { nome: 'RankingModelo', direct: (p) => twoPeriods(p, sql`e.modelo_id`) },
  { nome: 'RankingConcessionaria', direct: (p) => twoPeriods(p, sql`e.concessionaria_id`) },
  { nome: 'RankingMarca', direct: (p) => twoPeriods(p, sql`e.fabricante_id`) },
  { nome: 'MarketShare', direct: (p) => twoPeriods(p, sql`e.fabricante_id`) },
  { nome: 'MarketShareRegional', direct: (p) => shares(p, sql`s.sigla`) },
  { nome: 'CidadeConcessionaria', direct: (p) => shares(p, sql`m.id`) },
  { nome: 'Regiao', direct: (p) => shares(p, sql`a.regiao_operacional_id`) },
  { nome: 'AreaInfluencia', direct: (p) => shares(p, sql`a.id`) },
  {
    nome: 'SegmentoMes',
    direct: (p) => counted(p, sql`to_char(e.data_emplacamento, 'YYYY-MM')`, sql`e.segmento_id`),
  },
  {
    nome: 'ModeloAno',
    direct: (p) =>
      counted(p, sql`to_char(e.data_emplacamento, 'YYYY')`, sql`e.fabricante_id`, sql`e.modelo_id`),
  },
  {
    nome: 'RankingCidade',
    direct: (p) => twoPeriods(p, sql`e.municipio_id`),
  },
  {
    nome: 'RegiaoAreaMunicipio',
    direct: (p) =>
      shares(
        p,
        sql`a.regiao_operacional_id, a.id, m.id`,
        sql`grouping sets ((a.regiao_operacional_id), (a.regiao_operacional_id, a.id), (a.regiao_operacional_id, a.id, m.id))`,
      ),
  },
  {
    nome: 'CapitalAno',
    direct: (p) =>
      sql`select to_char(e.data_emplacamento, 'YYYY'), m.id, count(*)
        from emplacamento e ${PLACE} where ${within(p)} and m.capital group by 1, 2`,
  },
  {
    nome: 'CapitalMes',
    direct: (p) =>
      sql`select to_char(e.data_emplacamento, 'YYYY-MM'), m.id, count(*)
        from emplacamento e ${PLACE} where ${within(p)} and m.capital group by 1, 2`,
  },
  {
    nome: 'CapitalMarca',
    direct: (p) =>
      sql`select m.id, e.fabricante_id, count(*)
        from emplacamento e ${PLACE} where ${within(p)} and m.capital group by 1, 2`,
  },
  {
    nome: 'SegmentoAcumulado',
    direct: (p) =>
      sql`select e.segmento_id, count(*) filter (where e.fabricante_id = ${OWN}), count(*)
        from emplacamento e where ${within(p)} group by 1`,
  },
  {
    nome: 'ComparativoMontadoras',
    direct: (p) => counted(p, sql`to_char(e.data_emplacamento, 'YYYY-MM')`, sql`e.fabricante_id`),
  },
  {
    nome: 'Invasao',
    direct: (p) =>
      sql`select e.concessionaria_id, e.municipio_id, count(*)
        from emplacamento e where ${within(p)} and e.fabricante_id = ${OWN} group by 1, 2`,
  },
  {
    nome: 'DuploEmplacamento',
    direct: (p) =>
      sql`select e.* from emplacamento e where ${within(p)} and e.chassi in (
        select e.chassi from emplacamento e where ${within(p)} group by 1 having count(*) > 1)`,
  },
  {
    nome: 'Invasao',
    label: 'Invasao (month to date)',
    ownPeriod: true,
    direct: (p) =>
      sql`select e.concessionaria_id, e.municipio_id, count(*)
        from emplacamento e where ${within(p)} and e.fabricante_id = ${OWN} group by 1, 2`,
  },
  {
    nome: 'DuploEmplacamento',
    label: 'DuploEmplacamento (month to date)',
    ownPeriod: true,
    direct: (p) =>
      sql`select e.* from emplacamento e where ${within(p)} and e.chassi in (
        select e.chassi from emplacamento e where ${within(p)} group by 1 having count(*) > 1)`,
  },
  {
    nome: 'EmplacamentoPivotGrid',
    label: 'EmplacamentoPivotGrid regiao × uf | tipoVenda',
    pedido: { dimensoes: ['regiao', 'uf'], colunas: ['tipoVenda'] },
    direct: (p) =>
      sql`select a.regiao_operacional_id, s.sigla, e.tipo_venda, count(*)
        from emplacamento e ${PLACE} where ${within(p)}
        group by grouping sets ((a.regiao_operacional_id, s.sigla, e.tipo_venda), (a.regiao_operacional_id, e.tipo_venda), (e.tipo_venda))`,
  },
  {
    nome: 'EmplacamentoPivotGrid',
    label: 'EmplacamentoPivotGrid areaInfluencia | mes',
    pedido: { dimensoes: ['areaInfluencia'], colunas: ['mes'] },
    direct: (p) =>
      sql`select a.id, to_char(e.data_emplacamento, 'YYYY-MM'), count(*)
        from emplacamento e ${PLACE} where ${within(p)} group by grouping sets ((1, 2), (2))`,
  },
  {
    nome: 'EmplacamentoPivotGrid',
    label: 'EmplacamentoPivotGrid marca | mes',
    pedido: { dimensoes: ['marca'], colunas: ['mes'] },
    direct: (p) =>
      sql`select e.fabricante_id, to_char(e.data_emplacamento, 'YYYY-MM'), count(*)
        from emplacamento e where ${within(p)} group by grouping sets ((1, 2), (2))`,
  },
];

/** A year up to today: the period of the reports that take one. */
function yearUpTo(today: string): { dataInicial: string; dataFinal: string } {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return { dataInicial: nextDay(start.toISOString().slice(0, 10)), dataFinal: today };
}

async function measure(databaseUrl: string, loaded: Loaded) {
  const sizes = await rollupSizes(databaseUrl);
  const today = todayInSaoPaulo(TODAY);
  const filtros = yearUpTo(today);
  const rows = await withBenchServer(databaseUrl, async (server) => {
    const token = await server.token('administrador');
    return withDb(databaseUrl, async (db: Db) => {
      const out = [];
      for (const c of CASES.filter((k) => !ONLY || ONLY.includes(k.nome))) {
        const definition = definitionOf(c.nome);
        if (!definition) throw new Error(`No report ${c.nome}`);
        const asked: { dataInicial?: string; dataFinal?: string } = c.ownPeriod ? {} : filtros;
        const periodo = definition.periodo(today, asked.dataInicial, asked.dataFinal);
        const body = JSON.stringify({ filtros: asked, length: 100, ...c.pedido });
        const call = async () => {
          const response = await fetch(
            `${server.address}/api/Emplacamento/Relatorios/${c.nome}/Executar`,
            {
              method: 'POST',
              headers: {
                domain: TENANT,
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
              },
              body,
            },
          );
          if (!response.ok)
            throw new Error(`${c.nome}: ${String(response.status)} ${await response.text()}`);
          await response.text();
        };
        const api = await timed(CALLS, call);
        const sqlOnly = await timed(Math.min(CALLS, 10), () =>
          withTenant(db, TENANT, () => db.execute(c.direct(periodo))),
        );
        out.push({
          report: c.label ?? c.nome,
          period: `${periodo.first}..${periodo.last}`,
          'API p50': Number(api[0].toFixed(1)),
          'API p95': Number(api[1].toFixed(1)),
          'direct SQL p50': Number(sqlOnly[0].toFixed(1)),
          'direct SQL p95': Number(sqlOnly[1].toFixed(1)),
          'direct / API (p95)': Number((sqlOnly[1] / api[1]).toFixed(1)),
          budget: api[1] <= BUDGET_MS ? 'ok' : 'over',
        });
      }
      return out;
    });
  });
  return { figures: loaded.figures, rows: loaded.rows, sizes, reports: rows };
}

const url = process.env.DATABASE_URL;
if (!url) {
  console.info('bench/reports.ts: set DATABASE_URL (a PostgreSQL server) to measure the reports.');
} else {
  const result = await withSeededTenant(url, ROWS, TODAY, measure);
  console.info(
    `\nReports on PostgreSQL, ${result.rows.toLocaleString('en')} registrations in ${TENANT}, ${String(CALLS)} sequential runs each over HTTP on 127.0.0.1 (budget p95 ≤ ${String(BUDGET_MS)} ms), ${conditions()}`,
  );
  console.table([result.figures]);
  console.table(result.sizes);
  console.table(result.reports);
}
