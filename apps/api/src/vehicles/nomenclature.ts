// Version nomenclature: the paged list (mapped or waiting for a model) and the mapping of a version
// to a model of the tenant.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { modelo, nomenclatura } from '../db/schema-reference.js';
import { listTable, searchIn } from '../http/listing.js';
import { orderBy, type PagingRequest } from '../http/paging.js';
import { invalid } from '../http/problem.js';
import { nomenclaturaColumns, selectNomenclaturas } from './repository.js';
import { one } from './shared.js';

/** A page of versions (mapeada=false: those waiting for a model). */
export function listNomenclaturas(
  db: Db,
  tenantId: string,
  request: PagingRequest<{ fabricanteId?: number; modeloId?: number; mapeada?: boolean }>,
  paginar: boolean,
) {
  const f = request.userdata ?? {};
  const base = eq(nomenclatura.tenantId, tenantId);
  const where = and(
    base,
    f.fabricanteId === undefined ? undefined : eq(nomenclatura.fabricanteId, f.fabricanteId),
    f.modeloId === undefined ? undefined : eq(nomenclatura.modeloId, f.modeloId),
    f.mapeada === undefined
      ? undefined
      : f.mapeada
        ? isNotNull(nomenclatura.modeloId)
        : isNull(nomenclatura.modeloId),
    searchIn(request.search?.value, { busca: nomenclatura.busca, columns: [nomenclatura.versao] }),
  );
  const order = orderBy(request.order, nomenclaturaColumns, nomenclatura.id);
  return listTable(
    db,
    nomenclatura,
    { base, where },
    request,
    selectNomenclaturas(db, where).orderBy(...order),
    paginar,
  );
}

/** Maps one version to a model of the tenant (null unmaps it). */
export async function mapVersion(
  db: Db,
  tenantId: string,
  body: { Id: number; ModeloId: number | null },
) {
  const byId = and(eq(nomenclatura.tenantId, tenantId), eq(nomenclatura.id, body.Id));
  await one(selectNomenclaturas(db, byId), 'Versão não encontrada.');
  let fabricanteId: number | undefined;
  if (body.ModeloId !== null) {
    const model = await db
      .select({ fabricanteId: modelo.fabricanteId })
      .from(modelo)
      .where(and(eq(modelo.tenantId, tenantId), eq(modelo.id, body.ModeloId)));
    if (!model[0]) throw invalid([{ field: 'ModeloId', message: 'Modelo não encontrado' }]);
    fabricanteId = model[0].fabricanteId;
  }
  await db
    .update(nomenclatura)
    .set({ modeloId: body.ModeloId, ...(fabricanteId === undefined ? {} : { fabricanteId }) })
    .where(byId);
  return one(selectNomenclaturas(db, byId), 'Versão não encontrada.');
}
