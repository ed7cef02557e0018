// The scope of a report run: the user's profile (the same rule as the KPI dashboard, narrowed
// never widened by the request) intersected with every filter the report allows. The geography
// is a set of municipalities, as in the rollups: a business group or a dealership filter means
// its cities and the cities of its influence areas (docs/decisions/0121), a region its areas'
// cities. Filters a report does not allow are refused, not silently ignored, so a user never
// reads figures filtered differently from what the screen says.
import type { Filtro } from '@emplacamento/access';
import { sql, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { TipoVenda } from '../db/schema-registrations.js';
import { fieldError } from '../http/contract.js';
import { invalid } from '../http/problem.js';
import { idArray, profileCondition, profileDealerships, wholeAreas } from '../analytics/scope.js';
import type { BodyOf } from '../http/route.js';

/** The filters of a report request (RelatorioFiltros). */
export type Filtros = NonNullable<NonNullable<BodyOf<'executarRelatorio'>>['filtros']>;
/** A filter a report may allow: its catalogue entry names those it allows. */
export type { Filtro };

/** What a run counts, as conditions on the rollups' columns. */
export interface ReportScope {
  tenantId: string;
  /** `select` of the municipality ids counted; null: the whole tenant. */
  municipios: SQL | null;
  /** The influence areas whose cities are exactly `municipios` (`wholeAreas`), else null. */
  areas: readonly number[] | null;
  /** `select` of the segment ids counted; null: every segment (and none). */
  segmentos: SQL | null;
  /** The sale type counted; null: both. */
  tipoVenda: TipoVenda | null;
  /** Brands the rows show (shares still count every brand); null: all. */
  fabricantes: readonly number[] | null;
  /** `select` of the billing dealerships counted (reports of what dealerships billed); null: any. */
  concessionarias: SQL | null;
  /** The models counted (the dynamic table's model filter); null: every model and none. */
  modelos: readonly number[] | null;
}

/** Each id filter: the table whose tenant rows it names. */
export const ID_FILTER_TABLES = {
  regiaoOperacionalId: 'regiao_operacional',
  areaInfluenciaId: 'area_influencia',
  municipioId: 'municipio',
  grupoEmpresaId: 'grupo_empresa',
  empresaId: 'concessionaria',
  segmentoId: 'segmento',
  fabricanteId: 'fabricante',
  modeloId: 'modelo',
} as const;

/** Every id filter, the segment types too: the table whose rows it names. */
const ID_TABLES = { ...ID_FILTER_TABLES, tipoSegmentoId: 'tipo_segmento' } as const;

/** A filter that takes a list of ids. */
export type IdFilter = keyof typeof ID_TABLES;

/** The id filters. */
export const ID_FILTERS = Object.keys(ID_TABLES) as IdFilter[];

/**
 * The ids of the list that name a row in the filter's table: a row of the tenant's, or for the
 * segment types (one catalogue for every tenant) a row of the catalogue.
 */
export async function existingIds(
  db: Db,
  tenantId: string,
  field: IdFilter,
  ids: readonly number[],
): Promise<Set<number>> {
  const table = sql.identifier(ID_TABLES[field]);
  const rows = await queryRows<{ id: number }>(
    db,
    field === 'tipoSegmentoId'
      ? sql`select id from ${table} where id = any(${idArray([...new Set(ids)])})`
      : sql`select id from ${table}
          where tenant_id = ${tenantId} and id = any(${idArray([...new Set(ids)])})`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * 400 for a filter `allowed` does not name, or an id that is not the tenant's (another tenant's
 * id included): what a run refuses, and a saved view too. `field` is where the filters sit in the
 * request (`filtros` of a run, `Filtros` of a view).
 */
export async function checkFilters(
  db: Db,
  tenantId: string,
  allowed: readonly Filtro[],
  filtros: Filtros,
  field = 'filtros',
): Promise<void> {
  const given = Object.entries(filtros).filter(
    ([key, value]) =>
      key !== 'dataInicial' && key !== 'dataFinal' && !(Array.isArray(value) && value.length === 0),
  );
  for (const [key] of given)
    if (!allowed.includes(key as Filtro))
      throw invalid([
        fieldError(`${field}.${key}`, { code: 'campo.nao-esperado', params: { field: key } }),
      ]);
  for (const key of ID_FILTERS) {
    const ids = filtros[key];
    if (!ids || ids.length === 0) continue;
    const found = await existingIds(db, tenantId, key, ids);
    if (found.size !== new Set(ids).size)
      throw invalid([
        fieldError(`${field}.${key}`, { code: 'campo.invalido', params: { field: key } }),
      ]);
  }
}

/** The cities of some dealerships and every city of their influence areas, as a condition on `m`. */
const dealershipsArea = (tenantId: string, dealerships: SQL) => sql`(
  m.id in (select c.municipio_id from concessionaria c where c.tenant_id = ${tenantId} and ${dealerships})
  or m.area_influencia_id in (
    select mc.area_influencia_id from concessionaria c
    join municipio mc on mc.tenant_id = c.tenant_id and mc.id = c.municipio_id
    where c.tenant_id = ${tenantId} and ${dealerships}))`;

/**
 * The scope of a run: 400 for a filter the report does not allow or an id that is not the
 * tenant's (another tenant's id included), then the profile's set narrowed by each filter.
 * `billed`: the report counts what dealerships billed wherever the vehicle was registered, so the
 * profile and the group and dealership filters choose dealerships instead of cities.
 */
export async function reportScope(
  db: Db,
  session: Session,
  allowed: readonly Filtro[],
  filtros: Filtros,
  billed = false,
): Promise<ReportScope> {
  const tenantId = session.tenantId;
  await checkFilters(db, tenantId, allowed, filtros);
  const list = (key: keyof typeof ID_FILTER_TABLES) => {
    const ids = filtros[key];
    return ids && ids.length > 0 ? ids : null;
  };
  const tipos = filtros.tipoSegmentoId;

  const kinds: SQL[] = [];
  const segmentos = list('segmentoId');
  if (segmentos) kinds.push(sql`s.id = any(${idArray(segmentos)})`);
  if (tipos && tipos.length > 0) kinds.push(sql`s.tipo_segmento_id = any(${idArray(tipos)})`);
  const common = {
    tenantId,
    segmentos:
      kinds.length === 0
        ? null
        : sql`select s.id from segmento s where s.tenant_id = ${tenantId} and ${sql.join(kinds, sql` and `)}`,
    tipoVenda: filtros.tipoVenda ?? null,
    fabricantes: list('fabricanteId'),
    modelos: list('modeloId'),
  };

  if (billed) {
    const dealers: SQL[] = [sql`c.tenant_id = ${tenantId}`];
    const mine = await profileDealerships(db, session);
    if (mine) dealers.push(mine);
    const grupos = list('grupoEmpresaId');
    if (grupos) dealers.push(sql`c.grupo_empresa_id = any(${idArray(grupos)})`);
    const empresas = list('empresaId');
    if (empresas) dealers.push(sql`c.id = any(${idArray(empresas)})`);
    return {
      ...common,
      municipios: null,
      areas: null,
      concessionarias: sql`select c.id from concessionaria c where ${sql.join(dealers, sql` and `)}`,
    };
  }

  const places: SQL[] = [];
  const own = await profileCondition(db, session);
  if (own) places.push(own);
  const regioes = list('regiaoOperacionalId');
  if (regioes)
    places.push(sql`m.area_influencia_id in (select a.id from area_influencia a
      where a.tenant_id = ${tenantId} and a.regiao_operacional_id = any(${idArray(regioes)}))`);
  const areas = list('areaInfluenciaId');
  if (areas) places.push(sql`m.area_influencia_id = any(${idArray(areas)})`);
  const cidades = list('municipioId');
  if (cidades) places.push(sql`m.id = any(${idArray(cidades)})`);
  const grupos = list('grupoEmpresaId');
  if (grupos)
    places.push(dealershipsArea(tenantId, sql`c.grupo_empresa_id = any(${idArray(grupos)})`));
  const empresas = list('empresaId');
  if (empresas) places.push(dealershipsArea(tenantId, sql`c.id = any(${idArray(empresas)})`));
  const municipios =
    places.length === 0
      ? null
      : sql`select m.id from municipio m where m.tenant_id = ${tenantId} and ${sql.join(places, sql` and `)}`;

  const inteiras = municipios ? await wholeAreas(db, tenantId, municipios) : null;
  return { ...common, municipios, areas: inteiras, concessionarias: null };
}
