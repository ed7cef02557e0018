// The 27 states (shared by every tenant): the paged list by region and text.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { estado } from '../db/schema-reference.js';
import { list, searchAny } from '../http/listing.js';
import { orderBy, type PagingRequest } from '../http/paging.js';
import { estadoColumns } from './repository.js';

/** A page of the 27 states. */
export async function listEstados(
  db: Db,
  request: PagingRequest<{ regiao?: string }>,
  paginar: boolean,
) {
  const regiao = request.userdata?.regiao;
  const where = and(
    regiao === undefined ? undefined : eq(estado.regiao, regiao),
    searchAny(request.search?.value, [sql`${estado.nome}`, sql`${estado.sigla}`]),
  );
  const order = orderBy(request.order, estadoColumns, estado.id);
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(estado),
      filtered: () => db.select({ n: count() }).from(estado).where(where),
      rows: async (paginar) => {
        let q = db
          .select(estadoColumns)
          .from(estado)
          .where(where)
          .orderBy(...order)
          .$dynamic();
        if (paginar) q = q.limit(request.length).offset(request.start);
        return (await q).map((r) => ({ ...r, Regiao: r.Regiao as 'Norte' }));
      },
    },
    paginar,
  );
}
