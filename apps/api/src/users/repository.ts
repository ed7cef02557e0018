// Reading users of a tenant and shaping them as the contract's `Usuario`.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Schema } from '../http/schemas.js';
import { perfil, usuario } from '../db/schema.js';

/** A user row with its profile name. */
export type UserRow = typeof usuario.$inferSelect & { perfilNome: string };

/** The contract's `Usuario`. */
export type UsuarioDto = Schema<'users', 'Usuario'>;
type DadosAdicionais = Schema<'users', 'DadosAdicionais'>;

/** Shapes a row for the API. Scope names come from the coverage/business services (part 2). */
export function toDto(row: UserRow): UsuarioDto {
  return {
    id: row.id,
    login: row.login,
    email: row.login,
    nomeCompleto: row.nome,
    perfilId: row.perfilId,
    perfilNome: row.perfilNome,
    status: row.status === 'Inativo' ? 'Inativo' : 'Ativo',
    pendente: row.pendente,
    // The stored object was checked against the contract's DadosAdicionais when it was written.
    dadosAdicionais: {
      ...(row.dadosAdicionais as Partial<DadosAdicionais>),
      nomeCompleto: row.nome,
    },
    empresaNome: null,
    grupoEmpresaNome: null,
    regiaoOperacionalNome: null,
    dataCriacao: row.criadoEm.toISOString(),
    ultimoAcesso: row.ultimoAcessoEm?.toISOString() ?? null,
  };
}

/** Users of a tenant matching `where`, with profile names. */
export function selectUsers(db: Db, tenantId: string, where?: SQL) {
  return db
    .select({ usuario, perfilNome: perfil.nome })
    .from(usuario)
    .innerJoin(perfil, and(eq(perfil.tenantId, usuario.tenantId), eq(perfil.id, usuario.perfilId)))
    .where(and(eq(usuario.tenantId, tenantId), where))
    .$dynamic();
}

const flatten = (rows: { usuario: typeof usuario.$inferSelect; perfilNome: string }[]): UserRow[] =>
  rows.map((r) => ({ ...r.usuario, perfilNome: r.perfilNome }));

/** One user of the tenant by id, or undefined. */
export async function findUser(db: Db, tenantId: string, id: number): Promise<UserRow | undefined> {
  return flatten(await selectUsers(db, tenantId, eq(usuario.id, id)))[0];
}

/** One user of the tenant by login (case-insensitive), or undefined. */
export async function findUserByLogin(
  db: Db,
  tenantId: string,
  login: string,
): Promise<UserRow | undefined> {
  return flatten(
    await selectUsers(db, tenantId, sql`lower(${usuario.login}) = ${login.trim().toLowerCase()}`),
  )[0];
}

/** Users of the tenant by ids with one of `profileIds` (others left out), ordered by id. */
export async function findUsers(
  db: Db,
  tenantId: string,
  ids: readonly number[],
  profileIds: readonly number[],
): Promise<UserRow[]> {
  if (ids.length === 0 || profileIds.length === 0) return [];
  return flatten(
    await selectUsers(
      db,
      tenantId,
      and(inArray(usuario.id, [...ids]), inArray(usuario.perfilId, [...profileIds])),
    ).orderBy(usuario.id),
  );
}

export { flatten };
