// Rules of business groups: the shared field rules of the portal's form, references inside the
// tenant, and removals refused with a pt-BR 409 while dealerships still belong to the group.
import { validateBusinessGroup } from '@emplacamento/validators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { grupoEconomico, grupoEmpresa } from '../db/schema-reference.js';
import { listTable, searchIn } from '../http/listing.js';
import { orderBy, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import { empresasDoGrupo, selectGruposEmpresa } from './repository.js';

/** GrupoEmpresaDados (+ Id on update). */
export interface GrupoEmpresaPayload {
  Id?: number;
  Nome: string;
  Codigo?: string | null;
  GrupoEconomicoId?: number | null;
  Ativo: boolean;
  Observacoes?: string | null;
}

/** Optional text as stored: trimmed, empty as null. */
export const text = (value: string | null | undefined) => value?.trim() || null;

/** A business group of the tenant or 404. */
export async function mustGrupoEmpresa(db: Db, tenantId: string, id: number) {
  const [found] = await selectGruposEmpresa(
    db,
    and(eq(grupoEmpresa.tenantId, tenantId), eq(grupoEmpresa.id, id)),
  );
  if (!found) throw notFound('Grupo de empresas não encontrado.');
  return found;
}

/** The shared field rules, then the economic group inside the tenant: every field error at once. */
async function checkGrupoEmpresa(db: Db, tenantId: string, body: GrupoEmpresaPayload) {
  const errors = Object.entries(validateBusinessGroup({ ...body })).map(([field, message]) => ({
    field,
    message,
  }));
  const id = body.GrupoEconomicoId;
  if (typeof id === 'number') {
    const [found] = await db
      .select({ id: grupoEconomico.id })
      .from(grupoEconomico)
      .where(and(eq(grupoEconomico.tenantId, tenantId), eq(grupoEconomico.id, id)));
    if (!found)
      errors.push({ field: 'GrupoEconomicoId', message: 'Grupo econômico não encontrado' });
  }
  if (errors.length > 0) throw invalid(errors);
}

/** Creates or (with Id) updates a business group. */
export async function saveGrupoEmpresa(db: Db, tenantId: string, body: GrupoEmpresaPayload) {
  if (body.Id !== undefined) await mustGrupoEmpresa(db, tenantId, body.Id);
  await checkGrupoEmpresa(db, tenantId, body);
  const values = {
    nome: body.Nome.trim(),
    codigo: text(body.Codigo),
    grupoEconomicoId: body.GrupoEconomicoId ?? null,
    ativo: body.Ativo,
    observacoes: text(body.Observacoes),
  };
  if (body.Id !== undefined) {
    await db
      .update(grupoEmpresa)
      .set(values)
      .where(and(eq(grupoEmpresa.tenantId, tenantId), eq(grupoEmpresa.id, body.Id)));
    return mustGrupoEmpresa(db, tenantId, body.Id);
  }
  const [created] = await db
    .insert(grupoEmpresa)
    .values({ ...values, tenantId })
    .returning({ id: grupoEmpresa.id });
  if (!created) throw new Error('insert returned nothing');
  return mustGrupoEmpresa(db, tenantId, created.id);
}

/** Removes a business group, refused while dealerships belong to it. */
export async function removeGrupoEmpresa(db: Db, tenantId: string, id: number) {
  const group = await mustGrupoEmpresa(db, tenantId, id);
  if (group.QuantidadeEmpresas > 0) {
    throw conflict(
      `O grupo ${group.Nome} não pode ser removido: ${String(group.QuantidadeEmpresas)} concessionária(s) pertencem a ele.`,
    );
  }
  await db
    .delete(grupoEmpresa)
    .where(and(eq(grupoEmpresa.tenantId, tenantId), eq(grupoEmpresa.id, id)));
}

/** A page of business groups. */
export function listGruposEmpresa(
  db: Db,
  tenantId: string,
  request: PagingRequest<{ ativo?: boolean; grupoEconomicoId?: number }>,
  paginar: boolean,
) {
  const f = request.userdata ?? {};
  const base = eq(grupoEmpresa.tenantId, tenantId);
  const where = and(
    base,
    f.ativo === undefined ? undefined : eq(grupoEmpresa.ativo, f.ativo),
    f.grupoEconomicoId === undefined
      ? undefined
      : eq(grupoEmpresa.grupoEconomicoId, f.grupoEconomicoId),
    searchIn(request.search?.value, {
      busca: grupoEmpresa.busca,
      columns: [grupoEmpresa.nome, grupoEmpresa.codigo],
    }),
  );
  const order = orderBy(
    request.order,
    {
      Id: grupoEmpresa.id,
      Nome: grupoEmpresa.nome,
      Codigo: grupoEmpresa.codigo,
      Ativo: grupoEmpresa.ativo,
      GrupoEconomicoNome: grupoEconomico.nome,
      QuantidadeEmpresas: empresasDoGrupo,
    },
    grupoEmpresa.id,
  );
  return listTable(
    db,
    grupoEmpresa,
    { base, where },
    request,
    selectGruposEmpresa(db, where).orderBy(...order),
    paginar,
  );
}
