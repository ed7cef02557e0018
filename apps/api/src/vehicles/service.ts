// Rules of the vehicles service: names unique per tenant (manufacturers, segments) or per brand
// (models), references inside the tenant, and removals refused (409) while models or dealerships
// still use the row.
import { and, asc, count, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categoriaVeiculo,
  concessionaria,
  fabricante,
  modelo,
  nomenclatura,
  segmento,
  tipoSegmento,
} from '../db/schema-reference.js';
import { list, searchAny } from '../http/listing.js';
import { orderBy, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import {
  fabricanteColumns,
  modeloColumns,
  nomenclaturaColumns,
  selectFabricantes,
  selectModelos,
  selectNomenclaturas,
  selectSegmentos,
} from './repository.js';

async function one<T>(query: Promise<T[]>, message: string): Promise<T> {
  const [row] = await query;
  if (!row) throw notFound(message);
  return row;
}

const sameName = (column: SQL | typeof fabricante.nome, nome: string) =>
  sql`lower(${column}) = ${nome.trim().toLowerCase()}`;
const text = (value: string | null | undefined) => value?.trim() || null;
/** Whether a shared catalogue (categories, segment types) has the id. */
const catalogueHas = async (
  db: Db,
  table: typeof categoriaVeiculo | typeof tipoSegmento,
  id: number,
) => (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
const tenantCount = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

// ---------------------------------------------------------------- manufacturers

/** FabricanteDados (+ Id on update). */
export interface FabricantePayload {
  Id?: number;
  Nome: string;
  Codigo?: string | null;
  Ativo: boolean;
  PaisOrigem?: string | null;
  Cor?: string | null;
}

/** A manufacturer of the tenant or 404. */
export const mustFabricante = (db: Db, tenantId: string, id: number) =>
  one(
    selectFabricantes(db, and(eq(fabricante.tenantId, tenantId), eq(fabricante.id, id))),
    'Fabricante não encontrado.',
  );

/** Creates or (with Id) updates a manufacturer; the name is unique per tenant. */
export async function saveFabricante(db: Db, tenantId: string, body: FabricantePayload) {
  if (body.Id !== undefined) await mustFabricante(db, tenantId, body.Id);
  const [taken] = await db
    .select({ id: fabricante.id })
    .from(fabricante)
    .where(
      and(
        eq(fabricante.tenantId, tenantId),
        sameName(fabricante.nome, body.Nome),
        body.Id === undefined ? undefined : ne(fabricante.id, body.Id),
      ),
    );
  if (taken) {
    throw conflict(`Já existe um fabricante chamado ${body.Nome.trim()}.`, [
      { field: 'Nome', message: 'Nome já utilizado' },
    ]);
  }
  const values = {
    nome: body.Nome.trim(),
    codigo: text(body.Codigo),
    ativo: body.Ativo,
    paisOrigem: text(body.PaisOrigem),
    cor: text(body.Cor),
  };
  let id = body.Id;
  if (id === undefined) {
    const [created] = await db
      .insert(fabricante)
      .values({ ...values, tenantId })
      .returning({ id: fabricante.id });
    id = created?.id ?? 0;
  } else {
    await db
      .update(fabricante)
      .set(values)
      .where(and(eq(fabricante.tenantId, tenantId), eq(fabricante.id, id)));
  }
  return mustFabricante(db, tenantId, id);
}

/** Removes a manufacturer, refused while models or dealerships use it. */
export async function removeFabricante(db: Db, tenantId: string, id: number) {
  const brand = await mustFabricante(db, tenantId, id);
  if (brand.QuantidadeModelos > 0) {
    throw conflict(
      `O fabricante ${brand.Nome} não pode ser removido: ${String(brand.QuantidadeModelos)} modelo(s) pertencem a ele.`,
    );
  }
  const dealers = await tenantCount(
    db.select({ n: count() }).from(concessionaria).where(eq(concessionaria.montadoraId, id)),
  );
  if (dealers > 0) {
    throw conflict(
      `O fabricante ${brand.Nome} não pode ser removido: ${String(dealers)} concessionária(s) o representam.`,
    );
  }
  // Versions still waiting for a model keep waiting, without a brand.
  await db
    .update(nomenclatura)
    .set({ fabricanteId: null })
    .where(and(eq(nomenclatura.tenantId, tenantId), eq(nomenclatura.fabricanteId, id)));
  await db.delete(fabricante).where(and(eq(fabricante.tenantId, tenantId), eq(fabricante.id, id)));
}

/** A page of manufacturers. */
export function listFabricantes(
  db: Db,
  tenantId: string,
  request: PagingRequest<{ ativo?: boolean }>,
  paginar: boolean,
) {
  const base = eq(fabricante.tenantId, tenantId);
  const ativo = request.userdata?.ativo;
  const where = and(
    base,
    ativo === undefined ? undefined : eq(fabricante.ativo, ativo),
    searchAny(request.search?.value, [
      fabricante.nome.getSQL(),
      sql`coalesce(${fabricante.codigo}, '')`,
    ]),
  );
  const order = orderBy(request.order, fabricanteColumns, fabricante.id);
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(fabricante).where(base),
      filtered: () => db.select({ n: count() }).from(fabricante).where(where),
      rows: (paginar) => {
        const q = selectFabricantes(db, where).orderBy(...order);
        return paginar ? q.limit(request.length).offset(request.start) : q;
      },
    },
    paginar,
  );
}

// ---------------------------------------------------------------- models

/** ModeloDados (+ Id on update). */
export interface ModeloPayload {
  Id?: number;
  Nome: string;
  FabricanteId: number;
  SegmentoId?: number | null;
  CategoriaVeiculoId?: number | null;
  Ativo: boolean;
}

/** A model of the tenant or 404. */
export const mustModelo = (db: Db, tenantId: string, id: number) =>
  one(
    selectModelos(db, and(eq(modelo.tenantId, tenantId), eq(modelo.id, id))),
    'Modelo não encontrado.',
  );

/** Creates or (with Id) updates a model; the name is unique per manufacturer. */
export async function saveModelo(db: Db, tenantId: string, body: ModeloPayload) {
  if (body.Id !== undefined) await mustModelo(db, tenantId, body.Id);
  const brand = await db
    .select({ id: fabricante.id })
    .from(fabricante)
    .where(and(eq(fabricante.tenantId, tenantId), eq(fabricante.id, body.FabricanteId)));
  if (brand.length === 0)
    throw invalid([{ field: 'FabricanteId', message: 'Fabricante não encontrado' }]);
  if (typeof body.SegmentoId === 'number') {
    const found = await db
      .select({ id: segmento.id })
      .from(segmento)
      .where(and(eq(segmento.tenantId, tenantId), eq(segmento.id, body.SegmentoId)));
    if (found.length === 0)
      throw invalid([{ field: 'SegmentoId', message: 'Segmento não encontrado' }]);
  }
  if (
    typeof body.CategoriaVeiculoId === 'number' &&
    !(await catalogueHas(db, categoriaVeiculo, body.CategoriaVeiculoId))
  )
    throw invalid([{ field: 'CategoriaVeiculoId', message: 'Categoria não encontrada' }]);
  const [taken] = await db
    .select({ id: modelo.id })
    .from(modelo)
    .where(
      and(
        eq(modelo.fabricanteId, body.FabricanteId),
        sameName(modelo.nome.getSQL(), body.Nome),
        body.Id === undefined ? undefined : ne(modelo.id, body.Id),
      ),
    );
  if (taken) {
    throw conflict(`Este fabricante já tem um modelo chamado ${body.Nome.trim()}.`, [
      { field: 'Nome', message: 'Nome já utilizado' },
    ]);
  }
  const values = {
    nome: body.Nome.trim(),
    fabricanteId: body.FabricanteId,
    segmentoId: body.SegmentoId ?? null,
    categoriaVeiculoId: body.CategoriaVeiculoId ?? null,
    ativo: body.Ativo,
  };
  let id = body.Id;
  if (id === undefined) {
    const [created] = await db
      .insert(modelo)
      .values({ ...values, tenantId })
      .returning({ id: modelo.id });
    id = created?.id ?? 0;
  } else {
    await db
      .update(modelo)
      .set(values)
      .where(and(eq(modelo.tenantId, tenantId), eq(modelo.id, id)));
  }
  return mustModelo(db, tenantId, id);
}

/** A page of models. */
export function listModelos(
  db: Db,
  tenantId: string,
  request: PagingRequest<{
    fabricanteId?: number;
    segmentoId?: number;
    categoriaVeiculoId?: number;
    ativo?: boolean;
  }>,
  paginar: boolean,
) {
  const f = request.userdata ?? {};
  const base = eq(modelo.tenantId, tenantId);
  const where = and(
    base,
    f.fabricanteId === undefined ? undefined : eq(modelo.fabricanteId, f.fabricanteId),
    f.segmentoId === undefined ? undefined : eq(modelo.segmentoId, f.segmentoId),
    f.categoriaVeiculoId === undefined
      ? undefined
      : eq(modelo.categoriaVeiculoId, f.categoriaVeiculoId),
    f.ativo === undefined ? undefined : eq(modelo.ativo, f.ativo),
    searchAny(request.search?.value, [modelo.nome.getSQL(), fabricante.nome.getSQL()]),
  );
  const order = orderBy(request.order, modeloColumns, modelo.id);
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(modelo).where(base),
      filtered: () =>
        db
          .select({ n: count() })
          .from(modelo)
          .innerJoin(fabricante, eq(fabricante.id, modelo.fabricanteId))
          .where(where),
      rows: (paginar) => {
        const q = selectModelos(db, where).orderBy(...order);
        return paginar ? q.limit(request.length).offset(request.start) : q;
      },
    },
    paginar,
  );
}

// ---------------------------------------------------------------- segments

/** SegmentoDados (+ Id on update). */
export interface SegmentoPayload {
  Id?: number;
  Nome: string;
  TipoSegmentoId: number;
  Ativo: boolean;
  Ordem?: number;
}

/** A segment of the tenant or 404. */
export const mustSegmento = (db: Db, tenantId: string, id: number) =>
  one(
    selectSegmentos(db, and(eq(segmento.tenantId, tenantId), eq(segmento.id, id))),
    'Segmento não encontrado.',
  );

/** Segments of the tenant, filtered, in their display order. */
export function segmentos(
  db: Db,
  tenantId: string,
  q: { tipoSegmentoId?: number; ativo?: boolean; nome?: string },
) {
  return selectSegmentos(
    db,
    and(
      eq(segmento.tenantId, tenantId),
      q.tipoSegmentoId === undefined ? undefined : eq(segmento.tipoSegmentoId, q.tipoSegmentoId),
      q.ativo === undefined ? undefined : eq(segmento.ativo, q.ativo),
      searchAny(q.nome, [segmento.nome.getSQL()]),
    ),
  ).orderBy(asc(segmento.ordem), asc(segmento.nome), asc(segmento.id));
}

/** Creates or (with Id) updates a segment; the name is unique per tenant. */
export async function saveSegmento(db: Db, tenantId: string, body: SegmentoPayload) {
  if (body.Id !== undefined) await mustSegmento(db, tenantId, body.Id);
  if (!(await catalogueHas(db, tipoSegmento, body.TipoSegmentoId)))
    throw invalid([{ field: 'TipoSegmentoId', message: 'Tipo de segmento não encontrado' }]);
  const [taken] = await db
    .select({ id: segmento.id })
    .from(segmento)
    .where(
      and(
        eq(segmento.tenantId, tenantId),
        sameName(segmento.nome.getSQL(), body.Nome),
        body.Id === undefined ? undefined : ne(segmento.id, body.Id),
      ),
    );
  if (taken) {
    throw conflict(`Já existe um segmento chamado ${body.Nome.trim()}.`, [
      { field: 'Nome', message: 'Nome já utilizado' },
    ]);
  }
  const values = {
    nome: body.Nome.trim(),
    tipoSegmentoId: body.TipoSegmentoId,
    ativo: body.Ativo,
    ordem: body.Ordem ?? 0,
  };
  let id = body.Id;
  if (id === undefined) {
    const [created] = await db
      .insert(segmento)
      .values({ ...values, tenantId })
      .returning({ id: segmento.id });
    id = created?.id ?? 0;
  } else {
    await db
      .update(segmento)
      .set(values)
      .where(and(eq(segmento.tenantId, tenantId), eq(segmento.id, id)));
  }
  return mustSegmento(db, tenantId, id);
}

/** Removes a segment, refused while models are in it. */
export async function removeSegmento(db: Db, tenantId: string, id: number) {
  const segment = await mustSegmento(db, tenantId, id);
  const models = await tenantCount(
    db.select({ n: count() }).from(modelo).where(eq(modelo.segmentoId, id)),
  );
  if (models > 0) {
    throw conflict(
      `O segmento ${segment.Nome} não pode ser removido: ${String(models)} modelo(s) pertencem a ele.`,
    );
  }
  await db.delete(segmento).where(and(eq(segmento.tenantId, tenantId), eq(segmento.id, id)));
}

// ---------------------------------------------------------------- nomenclature

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
    searchAny(request.search?.value, [nomenclatura.versao.getSQL()]),
  );
  const order = orderBy(request.order, nomenclaturaColumns, nomenclatura.id);
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(nomenclatura).where(base),
      filtered: () => db.select({ n: count() }).from(nomenclatura).where(where),
      rows: (paginar) => {
        const q = selectNomenclaturas(db, where).orderBy(...order);
        return paginar ? q.limit(request.length).offset(request.start) : q;
      },
    },
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
