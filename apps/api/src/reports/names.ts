// The names the report rows show for the ids the rollups keep: models (with their brand),
// dealerships (their trade name, with what tells apart two that share it), municipalities (with their state, whether they are its capital, influence area and
// operational region), the places above them (states, influence areas with their region,
// operational regions, capitals) and segments, each read once per run for the tenant.
import { formatCnpj } from '@emplacamento/validators';
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
    sql`select c.id, c.nome_fantasia as nome, c.municipio_id, m.nome as cidade, e.sigla as uf, c.cnpj
        from concessionaria c
        join municipio m on m.tenant_id = c.tenant_id and m.id = c.municipio_id
        join estado e on e.id = m.estado_id
        where c.tenant_id = ${tenantId}`,
  segmento: (tenantId: string) => sql`select id, nome from segmento where tenant_id = ${tenantId}`,
  // A version is named as the registration files write it.
  versao: (tenantId: string) =>
    sql`select id, versao as nome, fabricante_id from nomenclatura where tenant_id = ${tenantId}`,
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

/** A dealership as its query reads it, before its label is chosen. */
interface Dealership {
  id: number;
  nome: string;
  municipio_id: number;
  cidade: string;
  uf: string;
  cnpj: string;
}

/** How many of `items` share each key. */
const tally = <T>(items: readonly T[], key: (t: T) => string) => {
  const n = new Map<string, number>();
  for (const t of items) n.set(key(t), (n.get(key(t)) ?? 0) + 1);
  return n;
};

/**
 * Each dealership's label (docs/decisions/0236): its trade name when no other dealership of the
 * tenant has it; else with its city and state ("Prime Nogueira — Recife/PE"); when the city
 * repeats too, with its CNPJ's branch ("…, /0002"); when the branch repeats as well (two
 * companies' head offices), with the whole CNPJ, which is unique in the tenant.
 */
export function dealershipLabels(rows: readonly Dealership[]): Named[] {
  const byName = tally(rows, (d) => d.nome);
  const byCity = tally(rows, (d) => `${d.nome}\n${String(d.municipio_id)}`);
  const branch = (d: Dealership) => `/${d.cnpj.slice(8, 12)}`;
  const byBranch = tally(rows, (d) => `${d.nome}\n${String(d.municipio_id)}\n${branch(d)}`);
  return rows.map((d) => {
    const city = `${d.nome}\n${String(d.municipio_id)}`;
    const where = `${d.nome} — ${d.cidade}/${d.uf}`;
    const nome =
      (byName.get(d.nome) ?? 0) < 2
        ? d.nome
        : (byCity.get(city) ?? 0) < 2
          ? where
          : (byBranch.get(`${city}\n${branch(d)}`) ?? 0) < 2
            ? `${where}, ${branch(d)}`
            : `${where}, ${formatCnpj(d.cnpj)}`;
    return { id: d.id, nome, uf: d.uf };
  });
}

/** Every row of `kind` of the tenant, by id. */
export async function namesOf(
  db: Db,
  tenantId: string,
  kind: NameKind,
): Promise<Map<number, Named>> {
  const query = QUERIES[kind](tenantId);
  const rows =
    kind === 'concessionaria'
      ? dealershipLabels(await queryRows<Dealership>(db, query))
      : await queryRows<Named>(db, query);
  return new Map(rows.map((r) => [r.id, r]));
}
