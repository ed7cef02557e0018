// Segments: the shared field rules, the name unique per tenant (case-insensitive), a segment type
// from the shared catalogue, and a removal refused (409) while models are in the segment.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { validateSegment, vehicleCatalogueServerMessage } from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import { refuseDuplicate } from '../db/unique-violation.js';
import { categoriaVeiculo, modelo, segmento, tipoSegmento } from '../db/schema-reference.js';
import { searchIn } from '../http/listing.js';
import type { ServerLocale } from '../http/messages/index.js';
import { conflict, invalid } from '../http/problem.js';
import { selectSegmentos } from './repository.js';
import { catalogueHas, one, sameName, tenantCount } from './shared.js';

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
      searchIn(q.nome, { busca: segmento.busca, columns: [segmento.nome] }),
    ),
  ).orderBy(asc(segmento.ordem), asc(segmento.nome), asc(segmento.id));
}

/** The 409 of a name another segment of the tenant already has. */
const nameTaken = (locale: ServerLocale) => {
  const message = vehicleCatalogueServerMessage('segmento_nome_unico', locale);
  return conflict(`${message}.`, [{ field: 'Nome', message }]);
};

/**
 * Creates or (with Id) updates a segment: the shared rules over the trimmed values, then its type
 * in the shared catalogue, then the name free in the tenant whatever its case (the unique index
 * has the last word when two saves of one name race).
 */
export async function saveSegmento(
  db: Db,
  tenantId: string,
  body: SegmentoPayload,
  locale: ServerLocale = 'pt-BR',
) {
  if (body.Id !== undefined) await mustSegmento(db, tenantId, body.Id);
  const errors = Object.entries(
    validateSegment({ ...body, Nome: body.Nome.trim(), Ordem: body.Ordem ?? '' }, locale),
  ).map(([field, message]) => ({ field, message }));
  if (errors.length > 0) throw invalid(errors);
  if (!(await catalogueHas(db, tipoSegmento, body.TipoSegmentoId))) {
    const message = vehicleCatalogueServerMessage('tipo_segmento_inexistente', locale);
    throw invalid([{ field: 'TipoSegmentoId', message }]);
  }
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
  if (taken) throw nameTaken(locale);
  const values = {
    nome: body.Nome.trim(),
    tipoSegmentoId: body.TipoSegmentoId,
    ativo: body.Ativo,
    ordem: body.Ordem ?? 0,
  };
  let id = body.Id;
  if (id === undefined) {
    const [created] = await refuseDuplicate(
      () =>
        db
          .insert(segmento)
          .values({ ...values, tenantId })
          .returning({ id: segmento.id }),
      () => nameTaken(locale),
    );
    id = created?.id ?? 0;
  } else {
    const existing = id;
    await refuseDuplicate(
      () =>
        db
          .update(segmento)
          .set(values)
          .where(and(eq(segmento.tenantId, tenantId), eq(segmento.id, existing))),
      () => nameTaken(locale),
    );
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

/** The segment types (national, shared by every tenant), in their order. */
export const tiposSegmento = (db: Db) =>
  db
    .select({ Id: tipoSegmento.id, Nome: tipoSegmento.nome })
    .from(tipoSegmento)
    .orderBy(asc(tipoSegmento.id));

/** The vehicle categories (national, shared by every tenant), by name. */
export const categoriasVeiculo = (db: Db) =>
  db
    .select({ Id: categoriaVeiculo.id, Nome: categoriaVeiculo.nome })
    .from(categoriaVeiculo)
    .orderBy(asc(categoriaVeiculo.nome));
