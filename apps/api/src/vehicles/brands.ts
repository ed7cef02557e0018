// Manufacturers: the name unique per tenant (case-insensitive), and a removal refused (409) while
// models or dealerships still use the brand.
import { and, count, eq, ne } from 'drizzle-orm';
import { validateManufacturer, vehicleCatalogueServerMessage } from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import { refuseDuplicate } from '../db/unique-violation.js';
import { concessionaria, fabricante, nomenclatura } from '../db/schema-reference.js';
import { listTable, searchIn } from '../http/listing.js';
import { orderBy, type PagingRequest } from '../http/paging.js';
import type { ServerLocale } from '../http/messages/index.js';
import { conflict, invalid } from '../http/problem.js';
import { fabricanteColumns, selectFabricantes } from './repository.js';
import { one, sameName, tenantCount, text } from './shared.js';

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

/** The 409 of a name another manufacturer of the tenant already has. */
const nameTaken = (locale: ServerLocale) => {
  const message = vehicleCatalogueServerMessage('fabricante_nome_unico', locale);
  return conflict(`${message}.`, [{ field: 'Nome', message }]);
};

/**
 * Creates or (with Id) updates a manufacturer: the shared rules over the values as they will be
 * stored (trimmed), then the name free in the tenant whatever its case (the unique index has the
 * last word when two saves of one name race).
 */
export async function saveFabricante(
  db: Db,
  tenantId: string,
  body: FabricantePayload,
  locale: ServerLocale = 'pt-BR',
) {
  if (body.Id !== undefined) await mustFabricante(db, tenantId, body.Id);
  const values = {
    nome: body.Nome.trim(),
    codigo: text(body.Codigo),
    ativo: body.Ativo,
    paisOrigem: text(body.PaisOrigem),
    cor: text(body.Cor),
  };
  const errors = Object.entries(
    validateManufacturer({ ...body, Nome: values.nome, Codigo: values.codigo ?? '' }, locale),
  ).map(([field, message]) => ({ field, message }));
  if (errors.length > 0) throw invalid(errors);
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
  if (taken) throw nameTaken(locale);
  let id = body.Id;
  if (id === undefined) {
    const [created] = await refuseDuplicate(
      () =>
        db
          .insert(fabricante)
          .values({ ...values, tenantId })
          .returning({ id: fabricante.id }),
      () => nameTaken(locale),
    );
    id = created?.id ?? 0;
  } else {
    const existing = id;
    await refuseDuplicate(
      () =>
        db
          .update(fabricante)
          .set(values)
          .where(and(eq(fabricante.tenantId, tenantId), eq(fabricante.id, existing))),
      () => nameTaken(locale),
    );
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
    searchIn(request.search?.value, {
      busca: fabricante.busca,
      columns: [fabricante.nome, fabricante.codigo],
    }),
  );
  const order = orderBy(request.order, fabricanteColumns, fabricante.id);
  return listTable(
    db,
    fabricante,
    { base, where },
    request,
    selectFabricantes(db, where).orderBy(...order),
    paginar,
  );
}
