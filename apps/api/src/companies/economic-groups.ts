// Rules of economic groups: who may read them (the tenant's EMP_ASSOCIACAO_GRUPO_ECONOMICO decides,
// as it decides the portal's route), the shared field rules of the portal's form, and removals
// refused with a pt-BR 409 while business groups still belong to the group.
import { PARAMETER_IDS, hasEconomicGroupPermission, resourceOf } from '@emplacamento/access';
import { validateEconomicGroup } from '@emplacamento/validators';
import { and, eq } from 'drizzle-orm';
import { parameterValues } from '../admin/parameters.js';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { grupoEconomico } from '../db/schema-reference.js';
import { listTable, searchIn } from '../http/listing.js';
import { orderBy, type PagingRequest } from '../http/paging.js';
import { conflict, forbidden, invalid, notFound } from '../http/problem.js';
import { text } from './groups.js';
import { gruposDoEconomico, selectGruposEconomicos } from './repository.js';

/** The event that manages economic groups (writes always need it). */
export const ECONOMIC_GROUP_EVENT = resourceOf('Emp_GrupoEconomico');

/** GrupoEconomicoDados (+ Id on update). */
export interface GrupoEconomicoPayload {
  Id?: number;
  Nome: string;
  Codigo?: string | null;
  Ativo: boolean;
}

/**
 * Whether the session may read the tenant's economic groups. Where the association parameter grants
 * the economic-group permission the list is that event's; elsewhere the product opens the screen to
 * every signed-in user, so the server answers them the same list (but only the event writes).
 */
export async function mayReadEconomicGroups(db: Db, session: Session): Promise<boolean> {
  if (session.can('manage', ECONOMIC_GROUP_EVENT)) return true;
  const values = await parameterValues(db, session.tenantId, [
    PARAMETER_IDS.associacaoGrupoEconomico,
  ]);
  return !hasEconomicGroupPermission(values.get(PARAMETER_IDS.associacaoGrupoEconomico) ?? null);
}

/** 403 unless {@link mayReadEconomicGroups}. */
export async function mustReadEconomicGroups(db: Db, session: Session): Promise<void> {
  if (!(await mayReadEconomicGroups(db, session))) throw forbidden();
}

/** An economic group of the tenant or 404. */
export async function mustGrupoEconomico(db: Db, tenantId: string, id: number) {
  const [found] = await selectGruposEconomicos(
    db,
    and(eq(grupoEconomico.tenantId, tenantId), eq(grupoEconomico.id, id)),
  );
  if (!found) throw notFound('Grupo econômico não encontrado.');
  return found;
}

/** Creates or (with Id) updates an economic group, after the shared field rules (all at once). */
export async function saveGrupoEconomico(db: Db, tenantId: string, body: GrupoEconomicoPayload) {
  if (body.Id !== undefined) await mustGrupoEconomico(db, tenantId, body.Id);
  const errors = Object.entries(validateEconomicGroup({ ...body })).map(([field, message]) => ({
    field,
    message,
  }));
  if (errors.length > 0) throw invalid(errors);
  const values = { nome: body.Nome.trim(), codigo: text(body.Codigo), ativo: body.Ativo };
  if (body.Id !== undefined) {
    await db
      .update(grupoEconomico)
      .set(values)
      .where(and(eq(grupoEconomico.tenantId, tenantId), eq(grupoEconomico.id, body.Id)));
    return mustGrupoEconomico(db, tenantId, body.Id);
  }
  const [created] = await db
    .insert(grupoEconomico)
    .values({ ...values, tenantId })
    .returning({ id: grupoEconomico.id });
  if (!created) throw new Error('insert returned nothing');
  return mustGrupoEconomico(db, tenantId, created.id);
}

/** Removes an economic group, refused while business groups belong to it. */
export async function removeGrupoEconomico(db: Db, tenantId: string, id: number) {
  const group = await mustGrupoEconomico(db, tenantId, id);
  if (group.QuantidadeGrupos > 0) {
    throw conflict(
      `O grupo econômico ${group.Nome} não pode ser removido: ${String(group.QuantidadeGrupos)} grupo(s) de empresas pertencem a ele.`,
    );
  }
  await db
    .delete(grupoEconomico)
    .where(and(eq(grupoEconomico.tenantId, tenantId), eq(grupoEconomico.id, id)));
}

/** The columns the list sorts and exports by. */
export const economicGroupColumns = {
  Id: grupoEconomico.id,
  Nome: grupoEconomico.nome,
  Codigo: grupoEconomico.codigo,
  Ativo: grupoEconomico.ativo,
  QuantidadeGrupos: gruposDoEconomico,
};

/** A page of economic groups: searched by name and code, filtered by status, sorted. */
export function listGruposEconomicos(
  db: Db,
  tenantId: string,
  request: PagingRequest<{ ativo?: boolean }>,
  paginar: boolean,
) {
  const f = request.userdata ?? {};
  const base = eq(grupoEconomico.tenantId, tenantId);
  const where = and(
    base,
    f.ativo === undefined ? undefined : eq(grupoEconomico.ativo, f.ativo),
    searchIn(request.search?.value, {
      busca: grupoEconomico.busca,
      columns: [grupoEconomico.nome, grupoEconomico.codigo],
    }),
  );
  // Ordered by name unless the caller asks otherwise (the pickers' order), the id keeping pages stable.
  const order = orderBy(
    request.order ?? [{ column: 'Nome', dir: 'asc' }],
    economicGroupColumns,
    grupoEconomico.id,
  );
  return listTable(
    db,
    grupoEconomico,
    { base, where },
    request,
    selectGruposEconomicos(db, where).orderBy(...order),
    paginar,
  );
}

/** The legacy list's query string (paging and filters in the query) as a paging request. */
export function pagingOfQuery(q: {
  draw?: number;
  start?: number;
  length?: number;
  search?: string;
  ativo?: boolean;
}): PagingRequest<{ ativo?: boolean }> {
  return {
    draw: q.draw ?? 0,
    start: q.start ?? 0,
    length: q.length ?? 10,
    search: { value: q.search },
    userdata: { ativo: q.ativo },
  };
}
