// Operational regions: the §4 code unique per tenant (case-insensitive), create, update and the
// paged list.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  operationalRegionServerMessage,
  validateOperationalRegion,
} from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import { refuseDuplicate } from '../db/unique-violation.js';
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

/** The message of a code another region of the tenant already has. */
const codeTaken = (codigo: string) =>
  conflict(`Já existe uma região operacional com o código ${codigo.trim()}.`, [
    { field: 'Codigo', message: operationalRegionServerMessage('codigo_unico') },
  ]);

/**
 * The shared rules over the values as they will be stored (trimmed: " A " is a one-letter name),
 * then the code free in the tenant, whatever its case, except for the region itself on update.
 */
async function checkRegiao(db: Db, tenantId: string, body: RegiaoPayload, exceptId?: number) {
  const stored = { ...body, Nome: body.Nome.trim(), Codigo: body.Codigo.trim() };
  const errors = Object.entries(validateOperationalRegion(stored)).map(([field, message]) => ({
    field,
    message,
  }));
  if (errors.length > 0) throw invalid(errors);
  const [taken] = await db
    .select({ id: regiaoOperacional.id })
    .from(regiaoOperacional)
    .where(
      and(
        eq(regiaoOperacional.tenantId, tenantId),
        sql`lower(${regiaoOperacional.codigo}) = ${stored.Codigo.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(regiaoOperacional.id, exceptId),
      ),
    );
  if (taken) throw codeTaken(body.Codigo);
}

/** Runs a write that the unique index on the code may refuse (two saves of one code at once). */
const uniqueCode = <T>(codigo: string, write: () => Promise<T>): Promise<T> =>
  refuseDuplicate(write, () => codeTaken(codigo));

/** Creates a region. */
export async function createRegiao(db: Db, tenantId: string, body: RegiaoPayload) {
  await checkRegiao(db, tenantId, body);
  const [created] = await uniqueCode(body.Codigo, () =>
    db
      .insert(regiaoOperacional)
      .values({ tenantId, codigo: body.Codigo.trim(), nome: body.Nome.trim(), ativo: body.Ativo })
      .returning({ id: regiaoOperacional.id }),
  );
  if (!created) throw new Error('insert returned nothing');
  return mustRegiao(db, tenantId, created.id);
}

/** Updates a region (404 when not the tenant's). */
export async function updateRegiao(db: Db, tenantId: string, body: RegiaoPayload & { Id: number }) {
  await mustRegiao(db, tenantId, body.Id);
  await checkRegiao(db, tenantId, body, body.Id);
  await uniqueCode(body.Codigo, () =>
    db
      .update(regiaoOperacional)
      .set({ codigo: body.Codigo.trim(), nome: body.Nome.trim(), ativo: body.Ativo })
      .where(and(eq(regiaoOperacional.tenantId, tenantId), eq(regiaoOperacional.id, body.Id))),
  );
  return mustRegiao(db, tenantId, body.Id);
}

/** A region of the tenant or 404. */
export async function mustRegiao(db: Db, tenantId: string, id: number): Promise<RegiaoDto> {
  const found = await findRegiao(db, tenantId, id);
  if (!found) throw notFound('Região operacional não encontrada.');
  return found;
}

/** Region columns by the contract's field names: the list sorts and the export reads by them. */
export const regionColumns = {
  Id: regiaoOperacional.id,
  Nome: regiaoOperacional.nome,
  Codigo: regiaoOperacional.codigo,
  Ativo: regiaoOperacional.ativo,
  QuantidadeMunicipios: municipiosDaRegiao,
};

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
  const order = orderBy(request.order, regionColumns, regiaoOperacional.id);
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
