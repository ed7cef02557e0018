// Queries of the coverage areas (states, municipalities, operational regions, influence areas) and
// the rows → contract DTO mapping. Every query filters by tenant (docs/decisions/0051).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Schema } from '../http/schemas.js';
import { areaInfluencia, estado, municipio, regiaoOperacional } from '../db/schema-reference.js';

/** Municipio of the contract. */
export type MunicipioDto = Schema<'coverageAreas', 'Municipio'>;

/** Columns of a municipality row, shared by every municipality query. */
export const municipioColumns = {
  Id: municipio.id,
  Nome: municipio.nome,
  EstadoId: municipio.estadoId,
  Sigla: estado.sigla,
  Capital: municipio.capital,
  Populacao: municipio.populacao,
  AreaInfluenciaId: municipio.areaInfluenciaId,
  AreaInfluenciaNome: areaInfluencia.nome,
  RegiaoOperacionalId: areaInfluencia.regiaoOperacionalId,
  RegiaoOperacionalNome: regiaoOperacional.nome,
};

/** Municipalities with their state, area and region, as a dynamic query. */
export const selectMunicipios = (db: Db, where: SQL | undefined) =>
  db
    .select(municipioColumns)
    .from(municipio)
    .innerJoin(estado, eq(estado.id, municipio.estadoId))
    .leftJoin(areaInfluencia, eq(areaInfluencia.id, municipio.areaInfluenciaId))
    .leftJoin(regiaoOperacional, eq(regiaoOperacional.id, areaInfluencia.regiaoOperacionalId))
    .where(where)
    .$dynamic();

type MunicipioRow = Omit<MunicipioDto, 'CodigoIbge'>;

/** The contract shape of a municipality row (the IBGE code is the id). */
export const toMunicipio = (row: MunicipioRow): MunicipioDto => ({
  ...row,
  CodigoIbge: String(row.Id),
});

/** One municipality of the tenant. */
export async function findMunicipio(
  db: Db,
  tenantId: string,
  id: number,
): Promise<MunicipioDto | undefined> {
  const [row] = await selectMunicipios(
    db,
    and(eq(municipio.tenantId, tenantId), eq(municipio.id, id)),
  );
  return row ? toMunicipio(row) : undefined;
}

/** Municipalities of the tenant matching `where`, ordered by name. */
export async function municipiosWhere(db: Db, tenantId: string, where: SQL | undefined) {
  const rows = await selectMunicipios(db, and(eq(municipio.tenantId, tenantId), where)).orderBy(
    asc(municipio.nome),
    asc(municipio.id),
  );
  return rows.map(toMunicipio);
}

// Correlated counts name the outer table explicitly: Drizzle leaves columns unqualified when a
// query has a single table, which would make `id` ambiguous inside the subquery.

/** Municipalities of an influence area (uses the municipio_area index). */
export const municipiosDaArea = sql<number>`(select count(*)::int from municipio m where m.area_influencia_id = "area_influencia"."id")`;

/** Municipalities of a region, through its areas. */
export const municipiosDaRegiao = sql<number>`(select count(*)::int from municipio m join area_influencia ai on ai.id = m.area_influencia_id where ai.regiao_operacional_id = "regiao_operacional"."id")`;

/** AreaInfluencia of the contract (MunicipioIds only on single reads). */
export interface AreaDto {
  Id: number;
  Nome: string;
  Codigo: string;
  Ativo: boolean;
  RegiaoOperacionalId: number | null;
  RegiaoOperacionalNome: string | null;
  QuantidadeMunicipios: number;
  MunicipioIds?: number[];
}

/** Influence areas with their region and size, as a dynamic query. */
export const selectAreas = (db: Db, where: SQL | undefined) =>
  db
    .select({
      Id: areaInfluencia.id,
      Nome: areaInfluencia.nome,
      Codigo: areaInfluencia.codigo,
      Ativo: areaInfluencia.ativo,
      RegiaoOperacionalId: areaInfluencia.regiaoOperacionalId,
      RegiaoOperacionalNome: regiaoOperacional.nome,
      QuantidadeMunicipios: municipiosDaArea,
    })
    .from(areaInfluencia)
    .leftJoin(regiaoOperacional, eq(regiaoOperacional.id, areaInfluencia.regiaoOperacionalId))
    .where(where)
    .$dynamic();

/** One influence area of the tenant with its municipality ids. */
export async function findArea(db: Db, tenantId: string, id: number): Promise<AreaDto | undefined> {
  const [row] = await selectAreas(
    db,
    and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.id, id)),
  );
  if (!row) return undefined;
  const ids = await db
    .select({ id: municipio.id })
    .from(municipio)
    .where(and(eq(municipio.tenantId, tenantId), eq(municipio.areaInfluenciaId, id)))
    .orderBy(asc(municipio.id));
  return { ...row, MunicipioIds: ids.map((m) => m.id) };
}

/** RegiaoOperacional of the contract (AreasInfluencia only on single reads). */
export interface RegiaoDto {
  Id: number;
  Nome: string;
  Codigo: string;
  Ativo: boolean;
  QuantidadeMunicipios: number;
  AreasInfluencia?: { Id: number; Nome: string }[];
}

/** Operational regions with their size, as a dynamic query. */
export const selectRegioes = (db: Db, where: SQL | undefined) =>
  db
    .select({
      Id: regiaoOperacional.id,
      Nome: regiaoOperacional.nome,
      Codigo: regiaoOperacional.codigo,
      Ativo: regiaoOperacional.ativo,
      QuantidadeMunicipios: municipiosDaRegiao,
    })
    .from(regiaoOperacional)
    .where(where)
    .$dynamic();

/** One operational region of the tenant with its influence areas. */
export async function findRegiao(
  db: Db,
  tenantId: string,
  id: number,
): Promise<RegiaoDto | undefined> {
  const [row] = await selectRegioes(
    db,
    and(eq(regiaoOperacional.tenantId, tenantId), eq(regiaoOperacional.id, id)),
  );
  if (!row) return undefined;
  const areas = await db
    .select({ Id: areaInfluencia.id, Nome: areaInfluencia.nome })
    .from(areaInfluencia)
    .where(and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.regiaoOperacionalId, id)))
    .orderBy(asc(areaInfluencia.nome), asc(areaInfluencia.id));
  return { ...row, AreasInfluencia: areas };
}

/** Estado of the contract. */
export const estadoColumns = {
  Id: estado.id,
  Nome: estado.nome,
  Sigla: estado.sigla,
  CodigoIbge: estado.id,
  Regiao: estado.regiao,
};
