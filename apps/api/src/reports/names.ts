// The names the report rows show for the ids the rollups keep: models (with their brand),
// dealerships, municipalities (with their state, whether they are its capital, influence area and
// operational region), the places above them (states, influence areas with their region,
// operational regions, capitals) and segments, each read once per run for the tenant.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';

/** A named row of the tenant, with the ids and names that place it. */
export interface Named {
  id: number;
  nome: string;
  fabricante_id?: number;
  uf?: string;
  /** The municipality's state and whether it is that state's capital. */
  estado_id?: number;
  estado?: string;
  capital?: boolean;
  area_id?: number | null;
  area?: string | null;
  regiao_id?: number | null;
  regiao?: string | null;
}

const QUERIES = {
  modelo: (tenantId: string) =>
    sql`select id, nome, fabricante_id from modelo where tenant_id = ${tenantId}`,
  concessionaria: (tenantId: string) =>
    sql`select id, nome_fantasia as nome from concessionaria where tenant_id = ${tenantId}`,
  segmento: (tenantId: string) => sql`select id, nome from segmento where tenant_id = ${tenantId}`,
  municipio: (tenantId: string) =>
    sql`select m.id, m.nome, e.sigla as uf, e.id as estado_id, e.nome as estado, m.capital, a.id as area_id, a.nome as area,
          r.id as regiao_id, r.nome as regiao
        from municipio m
        join estado e on e.id = m.estado_id
        left join area_influencia a on a.tenant_id = m.tenant_id and a.id = m.area_influencia_id
        left join regiao_operacional r on r.tenant_id = a.tenant_id and r.id = a.regiao_operacional_id
        where m.tenant_id = ${tenantId}`,
  capital: (tenantId: string) =>
    sql`select m.id, m.nome, e.sigla as uf, e.id as estado_id from municipio m
        join estado e on e.id = m.estado_id
        where m.tenant_id = ${tenantId} and m.capital`,
  // States are the same for every tenant.
  estado: () => sql`select id, nome, sigla as uf from estado`,
  area: (tenantId: string) =>
    sql`select a.id, a.nome, r.id as regiao_id, r.nome as regiao from area_influencia a
        left join regiao_operacional r on r.tenant_id = a.tenant_id and r.id = a.regiao_operacional_id
        where a.tenant_id = ${tenantId}`,
  regiao: (tenantId: string) =>
    sql`select id, nome from regiao_operacional where tenant_id = ${tenantId}`,
} as const;

/** What `namesOf` can name. */
export type NameKind = keyof typeof QUERIES;

/** Every row of `kind` of the tenant, by id. */
export async function namesOf(
  db: Db,
  tenantId: string,
  kind: NameKind,
): Promise<Map<number, Named>> {
  const rows = await queryRows<Named>(db, QUERIES[kind](tenantId));
  return new Map(rows.map((r) => [r.id, r]));
}
