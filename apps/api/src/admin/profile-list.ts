// The profiles screen's paged list and its export: the profiles the caller may see (the same
// profile rules as the plain list), searched by name, filtered by status, sorted on the server.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { perfil } from '../db/schema.js';
import { list, searchAny } from '../http/listing.js';
import { orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import type { Schema } from '../http/schemas.js';
import { toPerfilDto } from './profiles.js';

type PerfilDto = Schema<'administration', 'Perfil'>;

/**
 * How many users hold the row's profile (a column the list sorts by). Written out with the outer
 * table's name: drizzle leaves columns unqualified here, so `tenant_id` would be the user's own.
 */
const usersOfProfile = sql<number>`(select count(*)::int from usuario u
  where u.tenant_id = "perfil"."tenant_id" and u.perfil_id = "perfil"."id")`;

/** The columns the list sorts and exports by, named as the rows' fields. */
export const profileColumns = {
  id: perfil.id,
  nome: perfil.nome,
  descricao: perfil.descricao,
  ativo: perfil.ativo,
  ehAdmin: perfil.ehAdmin,
  quantidadeUsuarios: usersOfProfile,
};

/** A page of the profiles among `visible` (ids the caller may see). */
export async function listProfilesPage(
  db: Db,
  tenantId: string,
  visible: readonly number[],
  request: PagingRequest<{ ativo?: boolean }>,
  paginar: boolean,
): Promise<ListEnvelope<PerfilDto>> {
  const f = request.userdata ?? {};
  const base = and(
    eq(perfil.tenantId, tenantId),
    // No visible profile is no row, not every row.
    inArray(perfil.id, visible.length > 0 ? [...visible] : [-1]),
  );
  const where = and(
    base,
    f.ativo === undefined ? undefined : eq(perfil.ativo, f.ativo),
    searchAny(request.search?.value, [sql`${perfil.nome}`, sql`${perfil.descricao}`]),
  );
  const query = db
    .select({ row: perfil, quantidadeUsuarios: usersOfProfile })
    .from(perfil)
    .where(where)
    .orderBy(...orderBy(request.order, profileColumns, perfil.id));
  return list(
    request,
    {
      total: () => db.select({ n: count() }).from(perfil).where(base),
      filtered: () => db.select({ n: count() }).from(perfil).where(where),
      rows: async (page) => {
        const rows = await (page ? query.limit(request.length).offset(request.start) : query);
        return rows.map(({ row, quantidadeUsuarios }) => toPerfilDto(row, quantidadeUsuarios));
      },
    },
    paginar,
  );
}
