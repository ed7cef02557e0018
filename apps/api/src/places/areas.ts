// Influence areas: the §4 code unique per tenant (case-insensitive), a municipality in at most one
// area, and a removal that frees its municipalities instead of leaving orphans.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { influenceAreaServerMessage, validateInfluenceArea } from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import { areaInfluencia, municipio, regiaoOperacional } from '../db/schema-reference.js';
import { listTable, searchIn } from '../http/listing.js';
import { orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import { requireRegiao } from './regions.js';
import {
  findArea,
  municipiosDaArea,
  municipiosWhere,
  selectAreas,
  type AreaDto,
} from './repository.js';

/** 400 on `field` unless the area is the tenant's (municipalities point at areas). */
export async function requireArea(
  db: Db,
  tenantId: string,
  id: number,
  field: string,
  message: string,
) {
  const [found] = await db
    .select({ id: areaInfluencia.id })
    .from(areaInfluencia)
    .where(and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.id, id)));
  if (!found) throw invalid([{ field, message }]);
}

/** AreaInfluenciaDados (+ Id on update). */
export interface AreaPayload {
  Id?: number;
  Nome: string;
  Codigo: string;
  RegiaoOperacionalId?: number | null;
  Ativo?: boolean;
  MunicipioIds?: number[];
}

/** Area columns by the contract's field names: the list sorts and the export reads by them. */
export const areaColumns = {
  Id: areaInfluencia.id,
  Nome: areaInfluencia.nome,
  Codigo: areaInfluencia.codigo,
  Ativo: areaInfluencia.ativo,
  RegiaoOperacionalNome: regiaoOperacional.nome,
  QuantidadeMunicipios: municipiosDaArea,
};

async function checkArea(db: Db, tenantId: string, body: AreaPayload, exceptId?: number) {
  // The portal's form runs the same rules, so a field's message reads the same on both sides.
  // The values are checked as they will be stored (trimmed): " A " is a one-letter name.
  const stored = { ...body, Nome: body.Nome.trim(), Codigo: body.Codigo.trim() };
  const errors = Object.entries(validateInfluenceArea(stored)).map(([field, message]) => ({
    field,
    message,
  }));
  if (errors.length > 0) throw invalid(errors);
  const [taken] = await db
    .select({ id: areaInfluencia.id })
    .from(areaInfluencia)
    .where(
      and(
        eq(areaInfluencia.tenantId, tenantId),
        sql`lower(${areaInfluencia.codigo}) = ${body.Codigo.trim().toLowerCase()}`,
        exceptId === undefined ? undefined : ne(areaInfluencia.id, exceptId),
      ),
    );
  if (taken) {
    throw conflict(`Já existe uma área de influência com o código ${body.Codigo.trim()}.`, [
      { field: 'Codigo', message: influenceAreaServerMessage('codigo_unico') },
    ]);
  }
  if (typeof body.RegiaoOperacionalId === 'number')
    await requireRegiao(db, tenantId, body.RegiaoOperacionalId, 'RegiaoOperacionalId');
  const ids = body.MunicipioIds ?? [];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: municipio.id, nome: municipio.nome, area: areaInfluencia.nome })
    .from(municipio)
    .leftJoin(areaInfluencia, eq(areaInfluencia.id, municipio.areaInfluenciaId))
    .where(and(eq(municipio.tenantId, tenantId), inArray(municipio.id, ids)));
  const known = new Set(found.map((m) => m.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw invalid([
      { field: 'MunicipioIds', message: `Municípios inexistentes: ${unknown.join(', ')}` },
    ]);
  }
  const elsewhere = found.filter((m) => m.area !== null);
  const other = exceptId === undefined ? elsewhere : await notInArea(db, elsewhere, exceptId);
  if (other.length > 0) {
    const first = other[0];
    throw conflict(
      `O município ${first?.nome ?? ''} já pertence à área de influência ${first?.area ?? ''}.`,
      [{ field: 'MunicipioIds', message: influenceAreaServerMessage('municipio_em_outra_area') }],
    );
  }
}

async function notInArea<T extends { id: number }>(db: Db, rows: T[], areaId: number) {
  if (rows.length === 0) return rows;
  const mine = await db
    .select({ id: municipio.id })
    .from(municipio)
    .where(
      and(
        eq(municipio.areaInfluenciaId, areaId),
        inArray(
          municipio.id,
          rows.map((r) => r.id),
        ),
      ),
    );
  const own = new Set(mine.map((m) => m.id));
  return rows.filter((r) => !own.has(r.id));
}

/** An area of the tenant or 404. */
export async function mustArea(db: Db, tenantId: string, id: number): Promise<AreaDto> {
  const found = await findArea(db, tenantId, id);
  if (!found) throw notFound('Área de influência não encontrada.');
  return found;
}

/** Creates an area with its municipalities. */
export async function createArea(db: Db, tenantId: string, body: AreaPayload): Promise<AreaDto> {
  await checkArea(db, tenantId, body);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(areaInfluencia)
      .values({
        tenantId,
        nome: body.Nome.trim(),
        codigo: body.Codigo.trim(),
        ativo: body.Ativo ?? true,
        regiaoOperacionalId: body.RegiaoOperacionalId ?? null,
      })
      .returning({ id: areaInfluencia.id });
    if (!created) throw new Error('insert returned nothing');
    if (body.MunicipioIds && body.MunicipioIds.length > 0) {
      await tx
        .update(municipio)
        .set({ areaInfluenciaId: created.id })
        .where(and(eq(municipio.tenantId, tenantId), inArray(municipio.id, body.MunicipioIds)));
    }
    return created.id;
  });
  return mustArea(db, tenantId, id);
}

/** Updates an area; MunicipioIds, when sent, replaces its municipalities. */
export async function updateArea(db: Db, tenantId: string, body: AreaPayload & { Id: number }) {
  await mustArea(db, tenantId, body.Id);
  await checkArea(db, tenantId, body, body.Id);
  await db.transaction(async (tx) => {
    await tx
      .update(areaInfluencia)
      .set({
        nome: body.Nome.trim(),
        codigo: body.Codigo.trim(),
        ...(body.Ativo === undefined ? {} : { ativo: body.Ativo }),
        ...(body.RegiaoOperacionalId === undefined
          ? {}
          : { regiaoOperacionalId: body.RegiaoOperacionalId }),
      })
      .where(and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.id, body.Id)));
    if (body.MunicipioIds === undefined) return;
    await tx
      .update(municipio)
      .set({ areaInfluenciaId: null })
      .where(and(eq(municipio.tenantId, tenantId), eq(municipio.areaInfluenciaId, body.Id)));
    if (body.MunicipioIds.length > 0) {
      await tx
        .update(municipio)
        .set({ areaInfluenciaId: body.Id })
        .where(and(eq(municipio.tenantId, tenantId), inArray(municipio.id, body.MunicipioIds)));
    }
  });
  return mustArea(db, tenantId, body.Id);
}

/** Removes an area; its municipalities become free (contract: removerAreaInfluencia). */
export async function removeArea(db: Db, tenantId: string, id: number): Promise<void> {
  await mustArea(db, tenantId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(municipio)
      .set({ areaInfluenciaId: null })
      .where(and(eq(municipio.tenantId, tenantId), eq(municipio.areaInfluenciaId, id)));
    await tx
      .delete(areaInfluencia)
      .where(and(eq(areaInfluencia.tenantId, tenantId), eq(areaInfluencia.id, id)));
  });
}

/** A page of areas. */
export async function listAreas(
  db: Db,
  tenantId: string,
  request: PagingRequest<{
    regiaoOperacionalId?: number;
    ativo?: boolean;
    estadoId?: number;
    codigo?: string;
  }>,
  paginar: boolean,
): Promise<ListEnvelope<AreaDto>> {
  const f = request.userdata ?? {};
  const base = eq(areaInfluencia.tenantId, tenantId);
  const where = and(
    base,
    f.regiaoOperacionalId === undefined
      ? undefined
      : eq(areaInfluencia.regiaoOperacionalId, f.regiaoOperacionalId),
    f.ativo === undefined ? undefined : eq(areaInfluencia.ativo, f.ativo),
    f.codigo === undefined
      ? undefined
      : sql`lower(${areaInfluencia.codigo}) = ${f.codigo.trim().toLowerCase()}`,
    f.estadoId === undefined
      ? undefined
      : sql`exists (select 1 from municipio m where m.area_influencia_id = "area_influencia"."id" and m.estado_id = ${f.estadoId})`,
    searchIn(request.search?.value, {
      busca: areaInfluencia.busca,
      columns: [areaInfluencia.nome, areaInfluencia.codigo],
    }),
  );
  const order = orderBy(request.order, areaColumns, areaInfluencia.id);
  return listTable(
    db,
    areaInfluencia,
    { base, where },
    request,
    selectAreas(db, where).orderBy(...order),
    paginar,
  );
}

/** The municipalities of an area, or (`influencia` false) those in no area; optionally by state. */
export async function municipiosInfluenciados(
  db: Db,
  tenantId: string,
  q: { id?: number; influencia?: boolean; estadoId?: number },
) {
  const byState = q.estadoId === undefined ? undefined : eq(municipio.estadoId, q.estadoId);
  if (q.influencia === false)
    return municipiosWhere(db, tenantId, and(isNull(municipio.areaInfluenciaId), byState));
  if (q.id === undefined) return [];
  await mustArea(db, tenantId, q.id);
  return municipiosWhere(db, tenantId, and(eq(municipio.areaInfluenciaId, q.id), byState));
}

/** The active areas the user may see (a regional user only those of their region). */
export function areasInScope(db: Db, tenantId: string, region: number | undefined) {
  return selectAreas(
    db,
    and(
      eq(areaInfluencia.tenantId, tenantId),
      eq(areaInfluencia.ativo, true),
      region === undefined ? undefined : eq(areaInfluencia.regiaoOperacionalId, region),
    ),
  ).orderBy(asc(areaInfluencia.nome), asc(areaInfluencia.id));
}
