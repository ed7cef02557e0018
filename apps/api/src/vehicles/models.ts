// Vehicle models: the name unique per manufacturer, references (brand, segment, category) inside
// the tenant or the shared catalogue.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categoriaVeiculo, fabricante, modelo, segmento } from '../db/schema-reference.js';
import { list, searchIn } from '../http/listing.js';
import { folded, orderBy, type PagingRequest } from '../http/paging.js';
import { conflict, invalid } from '../http/problem.js';
import { modeloColumns, selectModelos } from './repository.js';
import { catalogueHas, one, sameName } from './shared.js';

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
    searchIn(request.search?.value, {
      busca: modelo.busca,
      columns: [modelo.nome],
      // The brand's name only (not its code, which its own `busca` also holds); 22 per tenant.
      related: (pattern) => [
        sql`${modelo.fabricanteId} = any(array(select f.id from fabricante f where f.tenant_id = ${tenantId} and ${folded(sql`f.nome`)} like ${pattern}))`,
      ],
    }),
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
