// Version nomenclature: the paged list (mapped or waiting for a model) and the mapping of versions
// to a model of the tenant. A registration keeps the model and segment its version mapped to when
// it was imported (the reports group by them), so a mapping rewrites the registrations of those
// versions too and brings the rollups of their days up to date: the reports count them at once.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { refreshAggregates } from '../analytics/aggregates.js';
import { queryRows, type Db } from '../db/client.js';
import { modelo, nomenclatura } from '../db/schema-reference.js';
import { fieldError } from '../http/field-errors.js';
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

/** The model of the tenant with its brand and segment, or a 400 on `ModeloId`. */
async function mustModel(db: Db, tenantId: string, modeloId: number) {
  const [model] = await db
    .select({ fabricanteId: modelo.fabricanteId, segmentoId: modelo.segmentoId })
    .from(modelo)
    .where(and(eq(modelo.tenantId, tenantId), eq(modelo.id, modeloId)));
  if (!model) throw invalid([fieldError('ModeloId', { code: 'campo.modelo-inexistente' })]);
  return model;
}

/**
 * Points the versions `ids` (all of the tenant) at `modeloId` (null: waiting again), and their
 * registrations at the model and its segment; answers how many registrations changed.
 */
async function applyMapping(
  db: Db,
  tenantId: string,
  ids: readonly number[],
  modeloId: number | null,
  now: Date,
): Promise<number> {
  // The import merge and the rollup refresh hold this lock while they write registrations: taken
  // first, the mapping neither interleaves with a merge nor deadlocks against one.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`emplacamento:${tenantId}`}))`);
  const model = modeloId === null ? null : await mustModel(db, tenantId, modeloId);
  const versions = and(eq(nomenclatura.tenantId, tenantId), inArray(nomenclatura.id, [...ids]));
  await db
    .update(nomenclatura)
    .set({ modeloId, ...(model ? { fabricanteId: model.fabricanteId } : {}) })
    .where(versions);
  // Counted in the database: a version may have many registrations, none of them needed here.
  const [changed] = await queryRows<{ n: number }>(
    db,
    sql`with mudados as (
          update emplacamento set modelo_id = ${modeloId}, segmento_id = ${model?.segmentoId ?? null}
          where tenant_id = ${tenantId} and nomenclatura_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          returning 1)
        select count(*)::int as n from mudados`,
  );
  const n = changed?.n ?? 0;
  // The statement trigger marked the days of those registrations; their rollups follow now.
  if (n > 0) await refreshAggregates(db, tenantId, now);
  return n;
}

/** Maps one version to a model of the tenant (null unmaps it). */
export async function mapVersion(
  db: Db,
  tenantId: string,
  body: { Id: number; ModeloId: number | null },
  now: Date,
) {
  const byId = and(eq(nomenclatura.tenantId, tenantId), eq(nomenclatura.id, body.Id));
  await one(selectNomenclaturas(db, byId), 'Versão não encontrada.');
  await applyMapping(db, tenantId, [body.Id], body.ModeloId, now);
  return one(selectNomenclaturas(db, byId), 'Versão não encontrada.');
}

/**
 * Maps many versions to one model at once, all or nothing: a version that is not of the tenant
 * fails the whole call with the ids it did not find.
 */
export async function mapVersions(
  db: Db,
  tenantId: string,
  body: { Ids: number[]; ModeloId: number },
  now: Date,
) {
  const ids = [...new Set(body.Ids)];
  const known = await db
    .select({ id: nomenclatura.id })
    .from(nomenclatura)
    .where(and(eq(nomenclatura.tenantId, tenantId), inArray(nomenclatura.id, ids)));
  const missing = ids.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) {
    throw invalid([
      fieldError('Ids', {
        code: 'campo.versoes-inexistentes',
        params: { ids: missing.join(', ') },
      }),
    ]);
  }
  const Emplacamentos = await applyMapping(db, tenantId, ids, body.ModeloId, now);
  return { Versoes: ids.length, Emplacamentos };
}
