// The scope of an analytics call: which municipalities and segments it counts. The user's profile
// decides the widest set (docs/decisions/0121) and the request's filters can only narrow it, so a
// query string can never show a user more than the profile allows. Fail-closed: a dealership,
// group or regional profile whose user has no dealership, group or region counts nothing.
import { isAdminUser, parseProfileCodeList } from '@emplacamento/access';
import { sql, type SQL } from 'drizzle-orm';
import { profileParameters } from '../admin/parameters.js';
import { loggedUserOf, type Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { fieldError } from '../http/contract.js';
import { invalid } from '../http/problem.js';

/** The filters every DashboardKPI call accepts. */
export interface FiltrosKpi {
  regiaoOperacionalId?: number;
  areaInfluenciaId?: number;
  tipoSegmentoId?: number;
  segmentoId?: number;
}

/** What a call counts, as SQL conditions on the rollups' columns. */
export interface Escopo {
  tenantId: string;
  /** `select` of the municipality ids counted; null: the whole tenant (no geography). */
  municipios: SQL | null;
  /** The influence areas whose cities are exactly `municipios` (see `wholeAreas`), else null. */
  areas: readonly number[] | null;
  /** `select` of the segment ids counted; null: every segment (and none). */
  segmentos: SQL | null;
}

/** What a profile may see: everything, nothing, some dealerships (a condition on `c`), a region. */
type ProfileScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'dealerships'; where: SQL }
  | { kind: 'region'; id: number };

async function profileScope(db: Db, session: Session): Promise<ProfileScope> {
  const params = await profileParameters(db, session.tenantId);
  if (isAdminUser(loggedUserOf(session), params)) return { kind: 'all' };
  const perfil = parseProfileCodeList(String(session.perfil.id))[0] ?? '';
  const dados = session.usuario.dadosAdicionais;
  const id = (key: string) => (typeof dados[key] === 'number' ? dados[key] : null);
  const tenantId = session.tenantId;
  if (params.grupo.includes(perfil)) {
    const grupo = id('grupoEmpresaId');
    const empresa = id('empresaId');
    if (grupo !== null) return { kind: 'dealerships', where: sql`c.grupo_empresa_id = ${grupo}` };
    // A group user recorded with only its dealership: the group of that dealership.
    if (empresa !== null)
      return {
        kind: 'dealerships',
        where: sql`c.grupo_empresa_id = (select g.grupo_empresa_id
          from concessionaria g where g.tenant_id = ${tenantId} and g.id = ${empresa})`,
      };
    return { kind: 'none' };
  }
  if (params.loja.includes(perfil)) {
    const empresa = id('empresaId');
    return empresa === null
      ? { kind: 'none' }
      : { kind: 'dealerships', where: sql`c.id = ${empresa}` };
  }
  if (params.regional.includes(perfil)) {
    const regiao = id('regiaoOperacionalId');
    return regiao === null ? { kind: 'none' } : { kind: 'region', id: regiao };
  }
  return { kind: 'all' };
}

/** The cities of a region's influence areas, as a condition on `m`. */
const regionCities = (tenantId: string, regiao: number) =>
  sql`m.area_influencia_id in (select a.id from area_influencia a
    where a.tenant_id = ${tenantId} and a.regiao_operacional_id = ${regiao})`;

/** The user's own geography, as a condition on `m` (a row of `municipio`); null: no limit. */
export async function profileCondition(db: Db, session: Session): Promise<SQL | null> {
  const scope = await profileScope(db, session);
  const tenantId = session.tenantId;
  switch (scope.kind) {
    case 'all':
      return null;
    case 'none':
      return sql`false`;
    case 'region':
      return regionCities(tenantId, scope.id);
    case 'dealerships':
      // The cities of the dealerships and every city of their influence areas.
      return sql`(
        m.id in (select c.municipio_id from concessionaria c where c.tenant_id = ${tenantId} and ${scope.where})
        or m.area_influencia_id in (
          select mc.area_influencia_id from concessionaria c
          join municipio mc on mc.tenant_id = c.tenant_id and mc.id = c.municipio_id
          where c.tenant_id = ${tenantId} and ${scope.where}))`;
  }
}

/**
 * The dealerships whose own figures (what they billed) the user may read, as a condition on `c`
 * (a row of `concessionaria`); null: every one. A dealership user its own, a group user its
 * group's, a regional user those located in its region.
 */
export async function profileDealerships(db: Db, session: Session): Promise<SQL | null> {
  const scope = await profileScope(db, session);
  const tenantId = session.tenantId;
  switch (scope.kind) {
    case 'all':
      return null;
    case 'none':
      return sql`false`;
    case 'dealerships':
      return scope.where;
    case 'region':
      return sql`c.municipio_id in (select m.id from municipio m
        where m.tenant_id = ${tenantId} and ${regionCities(tenantId, scope.id)})`;
  }
}

/** An id list as one parameter (`string_to_array` keeps it one placeholder). */
export const idArray = (ids: readonly number[]) =>
  sql`string_to_array(${ids.join(',')}, ',')::int[]`;

/**
 * The influence areas whose cities are exactly the cities `municipios` selects, or null when that
 * set is not a union of whole areas (a single city, part of an area, a city in no area). A scope
 * of whole areas (a region, an area, a dealership's area) is read from the place rollups, a few
 * rows per area, instead of the city rollups' rows of each of its cities (docs/decisions/0200).
 * One pass over the tenant's municipalities (a few thousand rows).
 */
export async function wholeAreas(
  db: Db,
  tenantId: string,
  municipios: SQL,
): Promise<number[] | null> {
  const rows = await queryRows<{ area: number | null; dentro: number; todas: number }>(
    db,
    sql`select m.area_influencia_id as area, count(*)::int as todas,
          count(*) filter (where m.id in (${municipios}))::int as dentro
        from municipio m where m.tenant_id = ${tenantId} group by 1`,
  );
  const areas: number[] = [];
  for (const r of rows) {
    if (r.dentro === 0) continue;
    if (r.area === null || r.dentro !== r.todas) return null;
    areas.push(r.area);
  }
  return areas;
}

/** 400 unless `id` names a row of `table` (of the tenant when it has one). */
export async function mustExist(db: Db, field: string, query: SQL): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, query);
  if (rows.length === 0)
    throw invalid([fieldError(field, { code: 'campo.invalido', params: { field } })]);
}

/** The scope of a call: the user's profile narrowed by the request's filters. */
export async function escopoOf(db: Db, session: Session, filtros: FiltrosKpi): Promise<Escopo> {
  const tenantId = session.tenantId;
  const { regiaoOperacionalId: regiao, areaInfluenciaId: area } = filtros;
  const { tipoSegmentoId: tipo, segmentoId: segmento } = filtros;
  if (regiao !== undefined)
    await mustExist(
      db,
      'regiaoOperacionalId',
      sql`select id from regiao_operacional
      where tenant_id = ${tenantId} and id = ${regiao}`,
    );
  if (area !== undefined)
    await mustExist(
      db,
      'areaInfluenciaId',
      sql`select id from area_influencia
      where tenant_id = ${tenantId} and id = ${area}`,
    );
  if (tipo !== undefined)
    await mustExist(db, 'tipoSegmentoId', sql`select id from tipo_segmento where id = ${tipo}`);
  if (segmento !== undefined)
    await mustExist(
      db,
      'segmentoId',
      sql`select id from segmento
      where tenant_id = ${tenantId} and id = ${segmento}`,
    );

  const conditions: SQL[] = [];
  const own = await profileCondition(db, session);
  if (own) conditions.push(own);
  if (regiao !== undefined)
    conditions.push(sql`m.area_influencia_id in (select a.id from area_influencia a
      where a.tenant_id = ${tenantId} and a.regiao_operacional_id = ${regiao})`);
  if (area !== undefined) conditions.push(sql`m.area_influencia_id = ${area}`);
  const municipios =
    conditions.length === 0
      ? null
      : sql`select m.id from municipio m where m.tenant_id = ${tenantId} and ${sql.join(conditions, sql` and `)}`;

  const segmentConditions: SQL[] = [];
  if (segmento !== undefined) segmentConditions.push(sql`s.id = ${segmento}`);
  if (tipo !== undefined) segmentConditions.push(sql`s.tipo_segmento_id = ${tipo}`);
  const segmentos =
    segmentConditions.length === 0
      ? null
      : sql`select s.id from segmento s where s.tenant_id = ${tenantId} and ${sql.join(segmentConditions, sql` and `)}`;
  const areas = municipios ? await wholeAreas(db, tenantId, municipios) : null;
  return { tenantId, municipios, areas, segmentos };
}
