// Operational regions: the §4 code unique per tenant (case-insensitive), create, update and the
// paged list.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { areaInfluencia, regiaoOperacional } from '../db/schema-reference.js';
import { listTable, searchIn } from '../http/listing.js';
import { orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import {
  findRegiao,
  municipiosDaRegiao,
  municipiosWhere,
  selectRegioes,
  type RegiaoDto,
} from './repository.js';

/** 400 on `field` unless the region is the tenant's (areas point at regions). */
export async function requireRegiao(db: Db, tenantId: string, id: number, field: string) {
  const [found] = await db
    .select({ id: regiaoOperacional.id })
    .from(regiaoOperacional)
    .where(and(eq(regiaoOperacional.tenantId, tenantId), eq(regiaoOperacional.id, id)));
  if (!found) throw invalid([{ field, message: 'Região operacional não encontrada' }]);
}

/** RegiaoOperacionalDados (+ Id on update). */
export interface RegiaoPayload {
  Id?: number;
  Nome: string;
  Ativo: boolean;
  Codigo: string;
}

/** §4: the code is free when no other region of the tenant has it (case-insensitive). */
async function assertRegiaoCodeFree(db: Db, tenantId: string, codigo: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: regiaoOperacional.id })
    .from(regiaoOperacional)
    .where(
      and(
        eq(regiaoOperacional.tenantId, tenantId),
        sql`lower(${regiaoOperacional.codigo}) = ${codigo.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(regiaoOperacional.id, exceptId),
      ),
    );
  if (taken) {
    throw conflict(`Já existe uma região operacional com o código ${codigo.trim()}.`, [
      { field: 'Codigo', message: 'Código já utilizado' },
    ]);
  }
}

/** Creates a region. */
export async function createRegiao(db: Db, tenantId: string, body: RegiaoPayload) {
  await assertRegiaoCodeFree(db, tenantId, body.Codigo);
  const [created] = await db
    .insert(regiaoOperacional)
    .values({ tenantId, codigo: body.Codigo.trim(), nome: body.Nome.trim(), ativo: body.Ativo })
    .returning({ id: regiaoOperacional.id });
  if (!created) throw new Error('insert returned nothing');
  return mustRegiao(db, tenantId, created.id);
}

/** Updates a region (404 when not the tenant's). */
export async function updateRegiao(db: Db, tenantId: string, body: RegiaoPayload & { Id: number }) {
  await mustRegiao(db, tenantId, body.Id);
  await assertRegiaoCodeFree(db, tenantId, body.Codigo, body.Id);
  await db
    .update(regiaoOperacional)
    .set({ codigo: body.Codigo.trim(), nome: body.Nome.trim(), ativo: body.Ativo })
    .where(and(eq(regiaoOperacional.tenantId, tenantId), eq(regiaoOperacional.id, body.Id)));
  return mustRegiao(db, tenantId, body.Id);
}

/** A region of the tenant or 404. */
export async function mustRegiao(db: Db, tenantId: string, id: number): Promise<RegiaoDto> {
  const found = await findRegiao(db, tenantId, id);
  if (!found) throw notFound('Região operacional não encontrada.');
  return found;
}

/** A page of regions. */
export async function listRegioes(
  db: Db,
  tenantId: string,
  request: PagingRequest<{ ativo?: boolean; codigo?: string }>,
  paginar: boolean,
): Promise<ListEnvelope<RegiaoDto>> {
  const f = request.userdata ?? {};
  const base = eq(regiaoOperacional.tenantId, tenantId);
  const where = and(
    base,
    f.ativo === undefined ? undefined : eq(regiaoOperacional.ativo, f.ativo),
    f.codigo === undefined
      ? undefined
      : sql`lower(${regiaoOperacional.codigo}) = ${f.codigo.trim().toLowerCase()}`,
    searchIn(request.search?.value, {
      busca: regiaoOperacional.busca,
      columns: [regiaoOperacional.nome, regiaoOperacional.codigo],
    }),
  );
  const order = orderBy(
    request.order,
    {
      Id: regiaoOperacional.id,
      Nome: regiaoOperacional.nome,
      Codigo: regiaoOperacional.codigo,
      Ativo: regiaoOperacional.ativo,
      QuantidadeMunicipios: municipiosDaRegiao,
    },
    regiaoOperacional.id,
  );
  return listTable(
    db,
    regiaoOperacional,
    { base, where },
    request,
    selectRegioes(db, where).orderBy(...order),
    paginar,
  );
}

/** The active regions the user may see (a regional user only their own); all when `region` is absent. */
export function regioesInScope(db: Db, tenantId: string, region?: number) {
  return selectRegioes(
    db,
    and(
      eq(regiaoOperacional.tenantId, tenantId),
      eq(regiaoOperacional.ativo, true),
      region === undefined ? undefined : eq(regiaoOperacional.id, region),
    ),
  ).orderBy(asc(regiaoOperacional.nome), asc(regiaoOperacional.id));
}

/** The municipalities of a region of the tenant (404 when the region is not the tenant's). */
export async function municipiosDaRegiaoOperacional(db: Db, tenantId: string, id: number) {
  await mustRegiao(db, tenantId, id);
  return municipiosWhere(db, tenantId, eq(areaInfluencia.regiaoOperacionalId, id));
}
