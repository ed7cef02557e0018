// Reading users of a tenant and shaping them as the contract's `Usuario`, with the names of the
// profile and of the scope their portal data points at (the list shows them, the form's pickers
// open with them).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Schema } from '../http/schemas.js';
import { perfil, usuario } from '../db/schema.js';
import {
  concessionaria,
  grupoEconomico,
  grupoEmpresa,
  regiaoOperacional,
} from '../db/schema-reference.js';

/** The names a user row is read with. */
interface Names {
  perfilNome: string;
  empresaNome: string | null;
  grupoEmpresaNome: string | null;
  grupoEconomicoNome: string | null;
  regiaoOperacionalNome: string | null;
}

/** A user row with its profile's and scope's names. */
export type UserRow = typeof usuario.$inferSelect & Names;

/** The contract's `Usuario`. */
export type UsuarioDto = Schema<'users', 'Usuario'>;
type DadosAdicionais = Schema<'users', 'DadosAdicionais'>;

/** Shapes a row for the API. */
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
    empresaNome: row.empresaNome,
    grupoEmpresaNome: row.grupoEmpresaNome,
    grupoEconomicoNome: row.grupoEconomicoNome,
    regiaoOperacionalNome: row.regiaoOperacionalNome,
    dataCriacao: row.criadoEm.toISOString(),
    ultimoAcesso: row.ultimoAcessoEm?.toISOString() ?? null,
  };
}

/** An id of the user's portal data, as a number (the contract keeps them integers). */
export const scopeId = (key: string) => sql`(${usuario.dadosAdicionais} ->> ${key})::int`;

/** The scope names' columns, for the list's order. */
export const scopeNames = {
  empresaNome: concessionaria.nomeFantasia,
  grupoEmpresaNome: grupoEmpresa.nome,
  grupoEconomicoNome: grupoEconomico.nome,
  regiaoOperacionalNome: regiaoOperacional.nome,
} as const;

/** Users of a tenant matching `where`, with profile and scope names (and `extra` columns). */
export function selectUsers<E extends Record<string, SQL>>(
  db: Db,
  tenantId: string,
  where?: SQL,
  extra: E = {} as E,
) {
  return db
    .select({ usuario, perfilNome: perfil.nome, ...scopeNames, ...extra })
    .from(usuario)
    .innerJoin(perfil, and(eq(perfil.tenantId, usuario.tenantId), eq(perfil.id, usuario.perfilId)))
    .leftJoin(
      concessionaria,
      and(
        eq(concessionaria.tenantId, usuario.tenantId),
        eq(concessionaria.id, scopeId('empresaId')),
      ),
    )
    .leftJoin(
      grupoEmpresa,
      and(
        eq(grupoEmpresa.tenantId, usuario.tenantId),
        eq(grupoEmpresa.id, scopeId('grupoEmpresaId')),
      ),
    )
    .leftJoin(
      grupoEconomico,
      and(
        eq(grupoEconomico.tenantId, usuario.tenantId),
        eq(grupoEconomico.id, scopeId('grupoEconomicoId')),
      ),
    )
    .leftJoin(
      regiaoOperacional,
      and(
        eq(regiaoOperacional.tenantId, usuario.tenantId),
        eq(regiaoOperacional.id, scopeId('regiaoOperacionalId')),
      ),
    )
    .where(and(eq(usuario.tenantId, tenantId), where))
    .$dynamic();
}

const flatten = (rows: ({ usuario: typeof usuario.$inferSelect } & Names)[]): UserRow[] =>
  rows.map(({ usuario: row, ...names }) => ({ ...row, ...names }));

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
