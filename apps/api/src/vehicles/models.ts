// Vehicle models: the name unique per manufacturer, references (brand, segment, category) inside
// the tenant or the shared catalogue.
import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  validateModel,
  vehicleCatalogueServerMessage,
  type VehicleCatalogueServerRule,
} from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import { refuseDuplicate } from '../db/unique-violation.js';
import { categoriaVeiculo, fabricante, modelo, segmento } from '../db/schema-reference.js';
import { list, searchIn } from '../http/listing.js';
import { folded, orderBy, type PagingRequest } from '../http/paging.js';
import type { ServerLocale } from '../http/messages/index.js';
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

/** The 409 of a name another model of the same manufacturer already has. */
const nameTaken = (locale: ServerLocale) => {
  const message = vehicleCatalogueServerMessage('modelo_nome_unico', locale);
  return conflict(`${message}.`, [{ field: 'Nome', message }]);
};

/** 400 on `field` with the catalogue's message of `rule`. */
const missing = (field: string, rule: VehicleCatalogueServerRule, locale: ServerLocale) =>
  invalid([{ field, message: vehicleCatalogueServerMessage(rule, locale) }]);

/**
 * Creates or (with Id) updates a model: the shared rules, then its manufacturer and segment of the
 * tenant and its category of the shared catalogue, then the name free within the manufacturer.
 */
export async function saveModelo(
  db: Db,
  tenantId: string,
  body: ModeloPayload,
  locale: ServerLocale = 'pt-BR',
) {
  if (body.Id !== undefined) await mustModelo(db, tenantId, body.Id);
  const nome = body.Nome.trim();
  const errors = Object.entries(validateModel({ ...body, Nome: nome }, locale)).map(
    ([field, message]) => ({ field, message }),
  );
  if (errors.length > 0) throw invalid(errors);
  const brand = await db
    .select({ id: fabricante.id })
    .from(fabricante)
    .where(and(eq(fabricante.tenantId, tenantId), eq(fabricante.id, body.FabricanteId)));
  if (brand.length === 0) throw missing('FabricanteId', 'fabricante_inexistente', locale);
  if (typeof body.SegmentoId === 'number') {
    const found = await db
      .select({ id: segmento.id })
      .from(segmento)
      .where(and(eq(segmento.tenantId, tenantId), eq(segmento.id, body.SegmentoId)));
    if (found.length === 0) throw missing('SegmentoId', 'segmento_inexistente', locale);
  }
  if (
    typeof body.CategoriaVeiculoId === 'number' &&
    !(await catalogueHas(db, categoriaVeiculo, body.CategoriaVeiculoId))
  )
    throw missing('CategoriaVeiculoId', 'categoria_inexistente', locale);
  const [taken] = await db
    .select({ id: modelo.id })
    .from(modelo)
    .where(
      and(
        eq(modelo.tenantId, tenantId),
        eq(modelo.fabricanteId, body.FabricanteId),
        sameName(modelo.nome.getSQL(), nome),
        body.Id === undefined ? undefined : ne(modelo.id, body.Id),
      ),
    );
  if (taken) throw nameTaken(locale);
  const values = {
    nome,
    fabricanteId: body.FabricanteId,
    segmentoId: body.SegmentoId ?? null,
    categoriaVeiculoId: body.CategoriaVeiculoId ?? null,
    ativo: body.Ativo,
  };
  let id = body.Id;
  if (id === undefined) {
    const [created] = await refuseDuplicate(
      () =>
        db
          .insert(modelo)
          .values({ ...values, tenantId })
          .returning({ id: modelo.id }),
      () => nameTaken(locale),
    );
    id = created?.id ?? 0;
  } else {
    const existing = id;
    await refuseDuplicate(
      () =>
        db
          .update(modelo)
          .set(values)
          .where(and(eq(modelo.tenantId, tenantId), eq(modelo.id, existing))),
      () => nameTaken(locale),
    );
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
