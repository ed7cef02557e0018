// The one read of the report engine: registrations summed per period bucket × brand × sale type
// (and, as a report asks, × municipality, segment, billing dealership or model) in a scope, over
// any date range. Whole months of the range come from a month rollup and the partial months at its
// edges from the day rollup, so a year reads twelve month rows per combination instead of 365 day
// rows, and a range of a few days stays exact. Models and dealerships are read from a pair that
// keeps no city (docs/decisions/0210); with a city or a place involved, from the model rollup that
// keeps it, which has no day grain (docs/decisions/0124): its partial months are counted from the
// registrations themselves.
// A place above the municipality (state, influence area, operational region, capital) is grouped
// in the database (docs/decisions/0192). Over the whole tenant or whole influence areas it is read
// from the place rollups, a few rows per place where the city rollups hold one per city
// (docs/decisions/0200); a read that keeps cities apart, or a scope of some cities only, sums the
// city rollups and joins them to the place tables; own brand against all per city, the own-brand
// city rollups (docs/decisions/0210).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { TipoVenda } from '../db/schema-registrations.js';
import { ownBrandBuilt, quarterOf } from '../analytics/aggregates.js';
import { idArray } from '../analytics/scope.js';
import type { ReportScope } from './filters.js';

/** How a sum is bucketed: per day (yyyy-MM-dd), month (yyyy-MM), year (yyyy) or not at all (''). */
export type Bucket = 'dia' | 'mes' | 'ano' | 'total';

/** A place a municipality belongs to, which a read can group by in the database. */
export type Lugar = 'estado_id' | 'area_influencia_id' | 'regiao_id' | 'capital_id';

/** A further dimension a read can keep: a rollup column, or a place of the municipality. */
export type Dimensao =
  'municipio_id' | 'segmento_id' | 'concessionaria_id' | 'modelo_id' | 'nomenclatura_id' | Lugar;

/**
 * Each place as an expression over the municipality (m) and its influence area (a), for the rows
 * of the city rollups. A city in no area has no area nor region (null); capital_id is the city
 * itself when it is its state's capital, null for every other city.
 */
const LUGARES: Record<Lugar, SQL> = {
  estado_id: sql`m.estado_id`,
  area_influencia_id: sql`m.area_influencia_id`,
  regiao_id: sql`a.regiao_operacional_id`,
  capital_id: sql`case when m.capital then m.id end`,
};

/**
 * The same places over the rows of the place rollups (r), which keep the state, area and capital
 * themselves: only the region is found from the area (a), so an area moved to another region
 * counts there at once.
 */
const LUGARES_AGREGADOS: Record<Lugar, SQL> = {
  estado_id: sql`r.estado_id`,
  area_influencia_id: sql`r.area_influencia_id`,
  regiao_id: sql`a.regiao_operacional_id`,
  capital_id: sql`r.capital_id`,
};

/** The place rollup's column each place is read from. */
const COLUNA_LUGAR: Record<Lugar, string> = {
  estado_id: 'estado_id',
  area_influencia_id: 'area_influencia_id',
  regiao_id: 'area_influencia_id',
  capital_id: 'capital_id',
};

const isLugar = (d: Dimensao): d is Lugar => d in LUGARES;

/** One sum of the rollups (the further dimensions only when the read asked for them). */
export interface Soma {
  periodo: string;
  fabricante_id: number;
  tipo_venda: TipoVenda;
  q: number;
  municipio_id?: number;
  segmento_id?: number | null;
  concessionaria_id?: number | null;
  modelo_id?: number | null;
  /** The raw version (a read that keeps versions apart counts the registrations themselves). */
  nomenclatura_id?: number;
  estado_id?: number;
  area_influencia_id?: number | null;
  regiao_id?: number | null;
  capital_id?: number | null;
}

/** yyyy-MM-dd of a UTC date. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The day after `day` (yyyy-MM-dd). */
export const nextDay = (day: string) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return isoDay(d);
};

const nextQuarterStart = (day: string) =>
  nextMonthStart(nextMonthStart(nextMonthStart(quarterOf(day))));

const FORMAT: Record<Exclude<Bucket, 'total'>, string> = {
  dia: 'YYYY-MM-DD',
  mes: 'YYYY-MM',
  ano: 'YYYY',
};

/** A table a read counts from: its date column, and what one row counts. */
interface Source {
  table: string;
  column: string;
  quantity: SQL;
}

/** One source's part of the read: its rows in [from, to) in the scope, bucketed. */
function part(
  scope: ReportScope,
  source: Source,
  from: string,
  to: string,
  bucket: Bucket,
  columns: readonly string[],
  geography: SQL | null,
) {
  const column = sql.identifier(source.column);
  const periodo = bucket === 'total' ? sql`''` : sql`to_char(${column}, ${FORMAT[bucket]})`;
  const conditions: SQL[] = [
    sql`tenant_id = ${scope.tenantId}`,
    sql`${column} >= ${from}::date`,
    sql`${column} < ${to}::date`,
  ];
  if (geography) conditions.push(geography);
  if (scope.segmentos) conditions.push(sql`segmento_id in (${scope.segmentos})`);
  if (scope.tipoVenda) conditions.push(sql`tipo_venda = ${scope.tipoVenda}`);
  if (scope.concessionarias) conditions.push(sql`concessionaria_id in (${scope.concessionarias})`);
  if (scope.modelos) {
    conditions.push(sql`modelo_id = any(${idArray(scope.modelos)})`);
    // Over the registrations, the same rows found through their versions' index (there is no
    // index by model: docs/decisions/0204).
    if (source.table === 'emplacamento')
      conditions.push(sql`nomenclatura_id in (select n.id from nomenclatura n
        where n.tenant_id = ${scope.tenantId} and n.modelo_id = any(${idArray(scope.modelos)}))`);
  }
  const extra = columns.map((d) => sql`, ${sql.identifier(d)}`);
  return sql`select ${periodo} as periodo, fabricante_id, tipo_venda${sql.join(extra)}, ${source.quantity} as quantidade
    from ${sql.identifier(source.table)} where ${sql.join(conditions, sql` and `)}`;
}

/**
 * Which rollups a read counts from: the registrations themselves when versions are kept apart (no
 * rollup keeps them: a version read is always of some models, the page's model filter); per
 * billing dealership and model, without the city (no city nor place involved) or with it; per place (the whole tenant
 * or whole influence areas, kept apart by nothing finer than a place: docs/decisions/0200); per
 * city (a city asked for, or a scope that is not whole areas); or the whole tenant's.
 */
type Grao =
  | 'versao'
  | 'concessionaria'
  | 'modelo'
  | 'lugar'
  | 'municipio'
  | 'propria'
  | 'revenda_propria'
  | 'tenant';

function graoOf(scope: ReportScope, por: readonly Dimensao[]): Grao {
  if (por.includes('nomenclatura_id')) return 'versao';
  if (
    scope.concessionarias !== null ||
    scope.modelos !== null ||
    por.includes('concessionaria_id') ||
    por.includes('modelo_id')
  )
    // Without a city or a place involved, the rollups that keep no city (docs/decisions/0210).
    return scope.municipios === null && !por.includes('municipio_id') && !por.some(isLugar)
      ? 'concessionaria'
      : 'modelo';
  if (scope.municipios === null && !por.some(isLugar) && !por.includes('municipio_id'))
    return 'tenant';
  if (!por.includes('municipio_id') && (scope.municipios === null || scope.areas !== null))
    return 'lugar';
  return 'municipio';
}

/** How a read keeps brands apart: each one, or the own brand against all others (`propria`). */
export interface Marcas {
  /** Only this brand is kept; every other one is summed as brand 0 (null: every brand is 0). */
  propria: number | null;
  /** Only the own brand's rows are wanted: the read may leave the others' out. */
  somentePropria?: true;
}

/**
 * Registrations from `first` to `last` (yyyy-MM-dd, both included) in the scope, bucketed, kept
 * apart by the further dimensions `por`, and by brand (or own brand against the rest: a share per
 * city needs two sums per city, not one per brand, which is most of the rows a year over every city
 * returns).
 */
export async function somar(
  db: Db,
  scope: ReportScope,
  first: string,
  last: string,
  bucket: Bucket,
  por: readonly Dimensao[] = [],
  marcas?: Marcas,
): Promise<Soma[]> {
  const end = nextDay(last);
  let grao = graoOf(scope, por);
  // Own brand against all per city, with no segment involved: the own-brand city rollups, when
  // they were built with the run's own brand (docs/decisions/0210).
  if (grao === 'municipio' && marcas && scope.segmentos === null && !por.includes('segmento_id')) {
    const built = await ownBrandBuilt(db, scope.tenantId);
    if (built !== undefined && (marcas.propria === null || built === marcas.propria))
      grao = 'propria';
  }
  // The own brand alone per billing dealership and city: its own rollups, built with the run's own
  // brand (docs/decisions/0210).
  if (
    grao === 'modelo' &&
    marcas?.somentePropria &&
    scope.modelos === null &&
    marcas.propria !== null &&
    scope.segmentos === null &&
    por.every((d) => d === 'concessionaria_id' || d === 'municipio_id' || isLugar(d)) &&
    (await ownBrandBuilt(db, scope.tenantId)) === marcas.propria
  )
    grao = 'revenda_propria';
  const places = por.filter(isLugar);
  // The rollup columns the parts keep: a place is found from the municipality, or read from the
  // place rollup's own columns.
  const rollupColumns = [
    ...new Set(
      por.map((d) => (!isLugar(d) ? d : grao === 'lugar' ? COLUNA_LUGAR[d] : 'municipio_id')),
    ),
  ];
  const geography =
    scope.municipios === null
      ? null
      : grao === 'lugar'
        ? sql`area_influencia_id = any(${idArray(scope.areas ?? [])})`
        : sql`municipio_id in (${scope.municipios})`;
  const counted = sql`quantidade`;
  const suffix = {
    concessionaria: '_concessionaria',
    modelo: '',
    lugar: '_lugar',
    municipio: '_municipio',
    propria: '_municipio_propria',
    revenda_propria: '_concessionaria_municipio_propria',
    tenant: '',
    versao: '',
  }[grao];
  const fine: Source =
    grao === 'modelo' || grao === 'versao'
      ? { table: 'emplacamento', column: 'data_emplacamento', quantity: sql`1` }
      : { table: `agregado_dia${suffix}`, column: 'dia', quantity: counted };
  const coarse: Source = {
    table: grao === 'modelo' ? 'agregado_mes_modelo' : `agregado_mes${suffix}`,
    column: 'mes',
    quantity: counted,
  };
  const parts: SQL[] = [];
  const read = (source: Source, from: string, to: string) =>
    parts.push(part(scope, source, from, to, bucket, rollupColumns, geography));
  // Daily buckets need the day grain; otherwise the whole months inside the range come from the
  // month rollup.
  let fullFrom = first === monthStart(first) ? first : nextMonthStart(first);
  let fullTo = monthStart(end);
  if (bucket !== 'dia' && (first < fullFrom || fullTo < end)) {
    // A partial month at an edge whose days outside the range hold no registration (the month of
    // a period ending today, most often) is read whole from the month rollup: the same figures
    // from a row per combination instead of one per day (docs/decisions/0210).
    const [empty] = await queryRows<{ antes: boolean; depois: boolean }>(
      db,
      sql`select
        not exists (select from agregado_dia where tenant_id = ${scope.tenantId}
          and dia >= ${monthStart(first)}::date and dia < ${first}::date) as antes,
        not exists (select from agregado_dia where tenant_id = ${scope.tenantId}
          and dia >= ${end}::date and dia < ${nextMonthStart(last)}::date) as depois`,
    );
    if (empty?.antes) fullFrom = monthStart(first);
    if (empty?.depois) fullTo = nextMonthStart(last);
  }
  // Whole quarters come from the own-brand city rollups' quarter rows when no month is kept apart.
  const readMonths = (from: string, to: string) => {
    const qFrom = quarterOf(from) === from ? from : nextQuarterStart(from);
    const qTo = quarterOf(to);
    if (grao === 'propria' && bucket !== 'mes' && qFrom < qTo) {
      if (from < qFrom) read(coarse, from, qFrom);
      read(
        { table: 'agregado_trimestre_municipio_propria', column: 'trimestre', quantity: counted },
        qFrom,
        qTo,
      );
      if (qTo < to) read(coarse, qTo, to);
    } else read(coarse, from, to);
  };
  if (grao === 'versao') read(fine, first, end);
  else if (bucket !== 'dia' && fullFrom < fullTo) {
    if (first < fullFrom) read(fine, first, fullFrom);
    readMonths(fullFrom, fullTo);
    if (fullTo < end) read(fine, fullTo, end);
  } else {
    read(fine, first, end);
  }
  // Only what the caller asked for is kept apart: the municipality a place needed is summed away.
  const expressions = grao === 'lugar' ? LUGARES_AGREGADOS : LUGARES;
  const kept = por.filter((d) => !isLugar(d)).map((d) => sql`, r.${sql.identifier(d)}`);
  const placed = places.map((d) => sql`, ${expressions[d]} as ${sql.identifier(d)}`);
  const grouped = [...kept, ...places.map((d) => sql`, ${expressions[d]}`)];
  // Places over the city rollups need the municipality's row (and its area's, for the region);
  // over the place rollup only the area's, for the region. The explicit tenant filters keep the
  // joins inside the run's tenant.
  const area = sql`left join area_influencia a on a.tenant_id = ${scope.tenantId} and a.id = `;
  const joins =
    places.length === 0
      ? sql``
      : grao === 'lugar'
        ? places.includes('regiao_id')
          ? sql`${area}r.area_influencia_id`
          : sql``
        : sql`left join municipio m on m.tenant_id = ${scope.tenantId} and m.id = r.municipio_id
          ${area}m.area_influencia_id`;
  // Grouped by its position: the brand's expression holds a parameter, which the database does
  // not match to the same expression written again.
  const marca = marcas
    ? sql`case when r.fabricante_id = ${marcas.propria} then r.fabricante_id else 0 end`
    : sql`r.fabricante_id`;
  return queryRows<Soma>(
    db,
    sql`select r.periodo, ${marca} as fabricante_id, r.tipo_venda${sql.join(kept)}${sql.join(placed)}, sum(r.quantidade)::int as q
        from (${sql.join(parts, sql` union all `)}) r ${joins}
        group by r.periodo, 2, r.tipo_venda${sql.join(grouped)}`,
  );
}

/** Sum of the rows `keep` selects. */
export const total = (rows: readonly Soma[], keep: (r: Soma) => boolean = () => true) =>
  rows.reduce((sum, r) => (keep(r) ? sum + r.q : sum), 0);

/** `part` as a percentage of `whole` (0 when the whole is 0). */
export const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

/** Change from `before` to `now` in percent (null when there was nothing before). */
export const change = (now: number, before: number) =>
  before === 0 ? null : (100 * (now - before)) / before;
