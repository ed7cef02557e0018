// Reading users of a tenant and shaping them as the contract's `Usuario`.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { perfil, usuario } from '../db/schema.js';

/** A user row with its profile name. */
export type UserRow = typeof usuario.$inferSelect & { perfilNome: string };

/** The contract's `Usuario`. */
export interface UsuarioDto {
  id: number;
  login: string;
  email: string;
  nomeCompleto: string;
  perfilId: number;
  perfilNome: string;
  status: 'Ativo' | 'Inativo';
  pendente: boolean;
  dadosAdicionais: Record<string, unknown>;
  empresaNome: string | null;
  grupoEmpresaNome: string | null;
  regiaoOperacionalNome: string | null;
  dataCriacao: string;
  ultimoAcesso: string | null;
}

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
    dadosAdicionais: { ...row.dadosAdicionais, nomeCompleto: row.nome },
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

/** Users of the tenant by ids (unknown ids left out), ordered by id. */
export async function findUsers(
  db: Db,
  tenantId: string,
  ids: readonly number[],
): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return flatten(
    await selectUsers(db, tenantId, inArray(usuario.id, [...ids])).orderBy(usuario.id),
  );
}

export { flatten };
