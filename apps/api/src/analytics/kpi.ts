// The DashboardKPI figures, read from the rollups (docs/decisions/0120, 0121). Every call sums
// one rollup over one period range in the call's scope, grouped by period × brand × sale type (a
// few hundred rows at most), and derives its figures from those sums here. Market share is the
// tenant's own brand (the EMP_FABRICANTE parameter) over all brands, in the same scope and period.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { TipoVenda } from '../db/schema-registrations.js';
import type { ResponseOf } from '../http/route.js';
import { lastRefresh } from './aggregates.js';
import { brandsOf } from './own-brand.js';
import {
  addMonths,
  comparedDays,
  daysOf,
  firstDay,
  monthLabel,
  monthOf,
  todayInSaoPaulo,
  type DayRange,
} from './period.js';
import { idArray, type Escopo } from './scope.js';

/** One sum of a rollup. */
interface Soma {
  periodo: string;
  fabricante_id: number;
  tipo_venda: TipoVenda;
  q: number;
}

/** What every call needs besides its period: where to read and whose brand is "own". */
export interface Leitura {
  db: Db;
  escopo: Escopo;
  now: Date;
}

/**
 * Sums registrations from `from` (inclusive) to `to` (exclusive), yyyy-MM-dd, per period of
 * `grain` (or per year), brand and sale type, in the scope.
 */
async function somar(
  { db, escopo }: Leitura,
  grain: 'mes' | 'dia',
  from: string,
  to: string,
  per: 'grain' | 'ano' = 'grain',
): Promise<Soma[]> {
  const column = sql.identifier(grain);
  // The whole tenant reads the tenant rollup; a scope of whole influence areas (a region, a
  // dealership's area) the place rollup; any other set of cities the city rollup.
  const { table, geography } =
    escopo.municipios === null
      ? { table: `agregado_${grain}`, geography: sql`` }
      : escopo.areas !== null
        ? {
            table: `agregado_${grain}_lugar`,
            geography: sql`and area_influencia_id = any(${idArray(escopo.areas)})`,
          }
        : {
            table: `agregado_${grain}_municipio`,
            geography: sql`and municipio_id in (${escopo.municipios})`,
          };
  const periodo =
    per === 'ano' ? sql`extract(year from ${column})::int::text` : sql`${column}::text`;
  return queryRows<Soma>(
    db,
    sql`select ${periodo} as periodo, fabricante_id, tipo_venda, sum(quantidade)::int as q
        from ${sql.identifier(table)}
        where tenant_id = ${escopo.tenantId}
          and ${column} >= ${from}::date and ${column} < ${to}::date
          ${geography}
          ${escopo.segmentos ? sql`and segmento_id in (${escopo.segmentos})` : sql``}
        group by 1, 2, 3`,
  );
}

/**
 * Sums over a range that starts on a month's first day: its whole months from the month rollup,
 * the days left over (a month in progress) from the day rollup.
 */
async function somarDias(l: Leitura, { from, to }: DayRange): Promise<Soma[]> {
  const monthsEnd = `${to.slice(0, 7)}-01`;
  const [months, days] = await Promise.all([
    monthsEnd > from ? somar(l, 'mes', from, monthsEnd) : [],
    to > monthsEnd ? somar(l, 'dia', monthsEnd, to) : [],
  ]);
  return [...months, ...days];
}

const total = (rows: readonly Soma[], keep: (r: Soma) => boolean = () => true) =>
  rows.reduce((sum, r) => (keep(r) ? sum + r.q : sum), 0);
const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
const change = (now: number, before: number) =>
  before === 0 ? null : (100 * (now - before)) / before;

/** Own and total registrations of one period, and the share. */
function participacao(rows: readonly Soma[], propria: number | null, periodo?: string) {
  const inPeriod = rows.filter((r) => periodo === undefined || r.periodo === periodo);
  const Proprio = total(inPeriod, (r) => r.fabricante_id === propria);
  const Total = total(inPeriod);
  return { Proprio, Total, Participacao: share(Proprio, Total) };
}

/** When the figures were last brought up to date (now, when never: nothing to show yet). */
const atualizadoEm = async (l: Leitura): Promise<string> =>
  ((await lastRefresh(l.db, l.escopo.tenantId)) ?? l.now).toISOString();

type Periodo = { ano?: number; mes?: number };

/**
 * Own share in the month, with the previous month's and the change in percentage points. A month
 * in progress is set against as many first days of the month before (comparedDays).
 */
export async function participacaoMercadoTotalMes(
  l: Leitura,
  q: Periodo,
): Promise<ResponseOf<'participacaoMercadoTotalMes', 200>> {
  const m = monthOf(l.now, q.ano, q.mes);
  const [rows, previous, { propria }, AtualizadoEm] = await Promise.all([
    somarDias(l, comparedDays(l.now, m, m)),
    somarDias(l, comparedDays(l.now, m, addMonths(m, -1))),
    brandsOf(l.db, l.escopo.tenantId),
    atualizadoEm(l),
  ]);
  const atual = participacao(rows, propria);
  const anterior = participacao(previous, propria);
  return {
    Periodo: monthLabel(m),
    ...atual,
    ParticipacaoAnterior: anterior.Total === 0 ? null : anterior.Participacao,
    Variacao: anterior.Total === 0 ? null : atual.Participacao - anterior.Participacao,
    AtualizadoEm,
  };
}

/**
 * Own share in the year up to the month (January to `mes`), against the same months of the year
 * before: a year in progress is compared with as many months of the last one, and a month in
 * progress with as many of its days.
 */
export async function participacaoMercadoTotalAno(
  l: Leitura,
  q: Periodo,
): Promise<ResponseOf<'participacaoMercadoTotalAno', 200>> {
  const m = monthOf(l.now, q.ano, q.mes);
  const range = (ano: number) =>
    somarDias(l, {
      from: firstDay({ ano, mes: 1 }),
      to: comparedDays(l.now, m, { ano, mes: m.mes }).to,
    });
  const [rows, previous, { propria }, AtualizadoEm] = await Promise.all([
    range(m.ano),
    range(m.ano - 1),
    brandsOf(l.db, l.escopo.tenantId),
    atualizadoEm(l),
  ]);
  const atual = participacao(rows, propria);
  const anterior = participacao(previous, propria);
  return {
    Periodo: String(m.ano),
    ...atual,
    ParticipacaoAnterior: anterior.Total === 0 ? null : anterior.Participacao,
    Variacao: anterior.Total === 0 ? null : atual.Participacao - anterior.Participacao,
    AtualizadoEm,
  };
}

/** Registrations and share per brand in the month, largest first. */
export async function participacaoMarca(
  l: Leitura,
  q: Periodo,
): Promise<ResponseOf<'participacaoMarca', 200>> {
  const m = monthOf(l.now, q.ano, q.mes);
  const [rows, { todas, propria }] = await Promise.all([
    somar(l, 'mes', firstDay(m), firstDay(addMonths(m, 1))),
    brandsOf(l.db, l.escopo.tenantId),
  ]);
  const all = total(rows);
  return todas
    .map((marca) => {
      const Quantidade = total(rows, (r) => r.fabricante_id === marca.id);
      return {
        FabricanteId: marca.id,
        Marca: marca.nome,
        Quantidade,
        Participacao: share(Quantidade, all),
        Cor: marca.cor,
        Propria: marca.id === propria,
      };
    })
    .filter((r) => r.Quantidade > 0)
    .sort((a, b) => b.Quantidade - a.Quantidade || a.Marca.localeCompare(b.Marca));
}

/**
 * Registrations per brand in the month against the month before and the same month last year; a
 * month in progress against as many first days of each (comparedDays), as the daily bulletin.
 */
export async function variacao(l: Leitura, q: Periodo): Promise<ResponseOf<'variacao', 200>> {
  const m = monthOf(l.now, q.ano, q.mes);
  const [atual, mes, ano, { todas }] = await Promise.all([
    somarDias(l, comparedDays(l.now, m, m)),
    somarDias(l, comparedDays(l.now, m, addMonths(m, -1))),
    somarDias(l, comparedDays(l.now, m, addMonths(m, -12))),
    brandsOf(l.db, l.escopo.tenantId),
  ]);
  const of = (rows: readonly Soma[], id: number) => total(rows, (r) => r.fabricante_id === id);
  return todas
    .map((marca) => {
      const Atual = of(atual, marca.id);
      const MesAnterior = of(mes, marca.id);
      const AnoAnterior = of(ano, marca.id);
      return {
        FabricanteId: marca.id,
        Marca: marca.nome,
        Atual,
        MesAnterior,
        AnoAnterior,
        VariacaoMes: change(Atual, MesAnterior),
        VariacaoAno: change(Atual, AnoAnterior),
      };
    })
    .filter((r) => r.Atual + r.MesAnterior + r.AnoAnterior > 0)
    .sort((a, b) => b.Atual - a.Atual || a.Marca.localeCompare(b.Marca));
}

const vendaDireta = (rows: readonly Soma[]) => {
  const VendaDireta = total(rows, (r) => r.tipo_venda === 'VENDA_DIRETA');
  const Varejo = total(rows, (r) => r.tipo_venda === 'VAREJO');
  return { VendaDireta, Varejo, PercentualVendaDireta: share(VendaDireta, VendaDireta + Varejo) };
};

/** Direct sales and retail per brand in the month, largest first. */
export async function vendaDiretaXVarejoMarca(
  l: Leitura,
  q: Periodo,
): Promise<ResponseOf<'vendaDiretaXVarejoMarca', 200>> {
  const m = monthOf(l.now, q.ano, q.mes);
  const [rows, { todas }] = await Promise.all([
    somar(l, 'mes', firstDay(m), firstDay(addMonths(m, 1))),
    brandsOf(l.db, l.escopo.tenantId),
  ]);
  return todas
    .map((marca) => ({
      Rotulo: marca.nome,
      FabricanteId: marca.id,
      Ano: null,
      ...vendaDireta(rows.filter((r) => r.fabricante_id === marca.id)),
    }))
    .filter((r) => r.VendaDireta + r.Varejo > 0)
    .sort(
      (a, b) =>
        b.VendaDireta + b.Varejo - (a.VendaDireta + a.Varejo) || a.Rotulo.localeCompare(b.Rotulo),
    );
}

/** Direct sales and retail per calendar year, the five years up to `ano`. */
export async function vendaDiretaXVarejoAno(
  l: Leitura,
  q: Periodo,
): Promise<ResponseOf<'vendaDiretaXVarejoAno', 200>> {
  const { ano } = monthOf(l.now, q.ano, q.mes);
  const rows = await somar(l, 'mes', `${String(ano - 4)}-01-01`, `${String(ano + 1)}-01-01`, 'ano');
  return [0, 1, 2, 3, 4].map((i) => {
    const year = ano - 4 + i;
    return {
      Rotulo: String(year),
      FabricanteId: null,
      Ano: year,
      ...vendaDireta(rows.filter((r) => r.periodo === String(year))),
    };
  });
}

/** Own registrations and share per month, the 13 months up to the month. */
export async function evolucaoMarca(
  l: Leitura,
  q: Periodo,
): Promise<ResponseOf<'evolucaoMarca', 200>> {
  const m = monthOf(l.now, q.ano, q.mes);
  const first = addMonths(m, -12);
  const [rows, { propria }] = await Promise.all([
    somar(l, 'mes', firstDay(first), firstDay(addMonths(m, 1))),
    brandsOf(l.db, l.escopo.tenantId),
  ]);
  return Array.from({ length: 13 }, (_, i) => {
    const month = addMonths(first, i);
    return { Periodo: monthLabel(month), ...participacao(rows, propria, firstDay(month)) };
  });
}

/** Own registrations and share per day of the month, up to today in São Paulo. */
export async function evolucaoMarcaDiario(
  l: Leitura,
  q: Periodo,
): Promise<ResponseOf<'evolucaoMarcaDiario', 200>> {
  const m = monthOf(l.now, q.ano, q.mes);
  const days = daysOf(m, todayInSaoPaulo(l.now));
  if (days.length === 0) return [];
  const [rows, { propria }] = await Promise.all([
    somar(l, 'dia', firstDay(m), firstDay(addMonths(m, 1))),
    brandsOf(l.db, l.escopo.tenantId),
  ]);
  return days.map((day) => ({ Periodo: day, ...participacao(rows, propria, day) }));
}
