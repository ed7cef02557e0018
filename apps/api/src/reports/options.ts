// The options of a report's filters: the places inside the user's profile scope (a dealership
// user is offered its own area, never another's), the groups and dealerships it may read (its
// own), and the tenant's segments and brands. Cities are thousands: only those whose name has the typed text, at most 20.
import { reportEntry, type Filtro } from '@emplacamento/access';
import { sql, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { containsPattern, folded } from '../http/paging.js';
import type { ResponseOf } from '../http/route.js';
import { profileCondition, profileDealerships } from '../analytics/scope.js';
import type { ReportDefinition } from './definition.js';

type Options = ResponseOf<'filtrosRelatorio', 200>;
type Option = Options['Fabricantes'][number];

const CITIES = 20;

/** A filter of the registrations' places, narrowed to the user's scope. */
export type PlaceFilter =
  'regiaoOperacionalId' | 'areaInfluenciaId' | 'municipioId' | 'grupoEmpresaId' | 'empresaId';

/** The rows of a place filter a user is offered: its table under an alias, and which of them. */
export interface OfferedRows {
  /** The table and its alias (`regiao_operacional r`). */
  from: SQL;
  /** The alias's id column (`r.id`). */
  id: SQL;
  /** The condition on the alias: the tenant's rows inside the user's scope. */
  where: SQL;
}

/**
 * The places each filter offers the user: a region or an influence area with a city inside the
 * profile's geography, a city inside it, the dealerships the profile may read and their groups.
 * The options list them, and a saved view opened by the user is narrowed to them.
 */
export async function offeredPlaces(
  db: Db,
  session: Session,
): Promise<Record<PlaceFilter, OfferedRows>> {
  const tenantId = session.tenantId;
  const own = (await profileCondition(db, session)) ?? sql`true`;
  const inScope = sql`select m.id from municipio m where m.tenant_id = ${tenantId} and ${own}`;
  // The dealerships (and their groups) offered are those the profile may read: a dealership user
  // its own, a group user its group's, a regional user those in its region. Not every dealership
  // located in its area: choosing another one could only narrow its figures to nothing.
  const dealers = (await profileDealerships(db, session)) ?? sql`true`;
  return {
    regiaoOperacionalId: {
      from: sql`regiao_operacional r`,
      id: sql`r.id`,
      where: sql`r.tenant_id = ${tenantId} and exists (select 1 from area_influencia a
        join municipio m on m.tenant_id = a.tenant_id and m.area_influencia_id = a.id
        where a.tenant_id = ${tenantId} and a.regiao_operacional_id = r.id
          and m.id in (${inScope}))`,
    },
    areaInfluenciaId: {
      from: sql`area_influencia a`,
      id: sql`a.id`,
      where: sql`a.tenant_id = ${tenantId} and exists (select 1 from municipio m
        where m.tenant_id = a.tenant_id and m.area_influencia_id = a.id and m.id in (${inScope}))`,
    },
    municipioId: {
      from: sql`municipio m`,
      id: sql`m.id`,
      where: sql`m.tenant_id = ${tenantId} and m.id in (${inScope})`,
    },
    grupoEmpresaId: {
      from: sql`grupo_empresa g`,
      id: sql`g.id`,
      where: sql`g.tenant_id = ${tenantId} and exists (select 1 from concessionaria c
        where c.tenant_id = g.tenant_id and c.grupo_empresa_id = g.id and ${dealers})`,
    },
    empresaId: {
      from: sql`concessionaria c`,
      id: sql`c.id`,
      where: sql`c.tenant_id = ${tenantId} and ${dealers}`,
    },
  };
}

/** The options of every filter `definition` allows (empty lists for those it does not). */
export async function filterOptions(
  db: Db,
  session: Session,
  definition: ReportDefinition,
  municipio: string | undefined,
): Promise<Options> {
  const tenantId = session.tenantId;
  const { filters } = reportEntry(definition.nome);
  const allows = (f: Filtro) => filters.includes(f);
  const list = (f: Filtro, query: SQL): Promise<Option[]> =>
    allows(f) ? queryRows<Option>(db, query) : Promise.resolve([]);
  const offered = await offeredPlaces(db, session);
  const typed = municipio?.trim() ?? '';
  const [regioes, areas, municipios, grupos, empresas, tipos, segmentos, fabricantes] =
    await Promise.all([
      list(
        'regiaoOperacionalId',
        sql`select r.id as "Id", r.nome as "Nome" from ${offered.regiaoOperacionalId.from}
            where ${offered.regiaoOperacionalId.where} order by r.nome`,
      ),
      list(
        'areaInfluenciaId',
        sql`select a.id as "Id", a.nome as "Nome" from ${offered.areaInfluenciaId.from}
            where ${offered.areaInfluenciaId.where} order by a.nome`,
      ),
      typed === ''
        ? Promise.resolve([])
        : list(
            'municipioId',
            sql`select m.id as "Id", m.nome as "Nome" from ${offered.municipioId.from}
                where ${offered.municipioId.where}
                  and ${folded(sql`m.nome`)} like ${containsPattern(typed)}
                order by m.nome limit ${CITIES}`,
          ),
      list(
        'grupoEmpresaId',
        sql`select g.id as "Id", g.nome as "Nome" from ${offered.grupoEmpresaId.from}
            where ${offered.grupoEmpresaId.where} order by g.nome`,
      ),
      list(
        'empresaId',
        sql`select c.id as "Id", c.nome_fantasia as "Nome" from ${offered.empresaId.from}
            where ${offered.empresaId.where} order by c.nome_fantasia`,
      ),
      list(
        'tipoSegmentoId',
        sql`select id as "Id", nome as "Nome" from tipo_segmento order by nome`,
      ),
      list(
        'segmentoId',
        sql`select id as "Id", nome as "Nome" from segmento where tenant_id = ${tenantId} order by nome`,
      ),
      list(
        'fabricanteId',
        sql`select id as "Id", nome as "Nome" from fabricante where tenant_id = ${tenantId} order by nome`,
      ),
    ]);
  return {
    RegioesOperacionais: regioes,
    AreasInfluencia: areas,
    Municipios: municipios,
    GruposEmpresa: grupos,
    Empresas: empresas,
    TiposSegmento: tipos,
    Segmentos: segmentos,
    Fabricantes: fabricantes,
  };
}
