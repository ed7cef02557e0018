// Creating, updating and listing users. A caller may only see and give the profiles
// @emplacamento/access shows them; the profile decides which scope fields a user has and which it
// must give; the tenant's parameter decides whether the CPF is required. The field rules and
// their messages are @emplacamento/validators' (the form checks the same).
import { scopeFieldsFor, visibleProfiles, type ScopeField } from '@emplacamento/access';
import { userServerMessage, validateUser, type UserField } from '@emplacamento/validators';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppCaches } from '../cache/caches.js';
import type { Services } from '../services.js';
import { loggedUserOf, type Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { perfil, usuario } from '../db/schema.js';
import {
  concessionaria,
  grupoEconomico,
  grupoEmpresa,
  regiaoOperacional,
} from '../db/schema-reference.js';
import type { FieldError } from '../http/contract.js';
import { searchIn } from '../http/listing.js';
import { envelope, orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import {
  DOCUMENTO_OBRIGATORIO,
  parameterValues,
  profileParameters,
  type TenantProfiles,
} from '../admin/parameters.js';
import { RecoveryCodes } from '../admin/recovery.js';
import {
  findUser,
  findUserByLogin,
  findUsers,
  flatten,
  scopeId,
  scopeNames,
  selectUsers,
  toDto,
  type UserRow,
  type UsuarioDto,
} from './repository.js';

/** The contract's UsuarioPayload (dadosAdicionais already checked as DadosAdicionais text). */
export interface UsuarioPayload {
  id?: number;
  login: string;
  profile: number;
  dadosAdicionais: string;
}

/** The list filters (FiltroUsuarios). */
export interface FiltroUsuarios {
  status?: 'Ativo' | 'Inativo' | 'Processando';
  pendente?: boolean;
  perfilId?: number;
  empresaId?: number;
  grupoEmpresaId?: number;
  grupoEconomicoId?: number;
  regiaoOperacionalId?: number;
}

/** The portal-data key of each scope field of @emplacamento/access. */
export const scopeKeys = {
  concessionaria: 'empresaId',
  grupoEmpresa: 'grupoEmpresaId',
  grupoEconomico: 'grupoEconomicoId',
  regiaoOperacional: 'regiaoOperacionalId',
} as const satisfies Record<ScopeField, UserField>;

/** Users of the tenant by ids, among the profiles the caller may see (unknown ids left out). */
export async function usersByIds(
  s: Services,
  session: Session,
  ids: readonly number[],
): Promise<UserRow[]> {
  const visible = await visibleProfileIds(s, session);
  return findUsers(s.db, session.tenantId, ids, visible);
}

/** What the visible profiles of every caller of a tenant are chosen from. */
async function tenantProfiles(db: Db, tenantId: string): Promise<TenantProfiles> {
  const profiles = await db
    .select({ id: perfil.id, nome: perfil.nome })
    .from(perfil)
    .where(eq(perfil.tenantId, tenantId));
  return {
    profiles: profiles.map((p) => ({ id: String(p.id), nome: p.nome })),
    params: await profileParameters(db, tenantId),
  };
}

/**
 * Ids of the profiles the caller may see and assign. The tenant's profiles and parameters come
 * from the `perfis` cache when one is given (saving a profile clears it; parameters change only
 * by administration of the database, like the `parametros` cache's); an export's scope, read once
 * per export with the database alone, reads them afresh.
 */
export async function visibleProfileIds(
  s: Pick<Services, 'db'> & { caches?: Pick<AppCaches, 'profiles'> },
  session: Session,
): Promise<number[]> {
  const { profiles, params } = s.caches
    ? await s.caches.profiles.get(session.tenantId, '', () =>
        tenantProfiles(s.db, session.tenantId),
      )
    : await tenantProfiles(s.db, session.tenantId);
  const visible = visibleProfiles(profiles, {
    user: loggedUserOf(session),
    params,
    tenant: session.tenantId,
  });
  return visible.map((p) => Number(p.id));
}

/** The field of the request body a user field's error belongs to. */
const bodyField = (field: UserField): string =>
  field === 'login' ? 'login' : field === 'perfilId' ? 'profile' : `dadosAdicionais.${field}`;

/** Each scope id the payload gives must name a row of the tenant. */
export async function missingReferences(
  db: Db,
  tenantId: string,
  dados: Record<string, unknown>,
): Promise<FieldError[]> {
  const checks = [
    ['empresaId', concessionaria, 'concessionaria_inexistente'],
    ['grupoEmpresaId', grupoEmpresa, 'grupo_empresa_inexistente'],
    ['grupoEconomicoId', grupoEconomico, 'grupo_economico_inexistente'],
    ['regiaoOperacionalId', regiaoOperacional, 'regiao_inexistente'],
  ] as const;
  const errors: FieldError[] = [];
  for (const [key, table, rule] of checks) {
    const id = dados[key];
    if (typeof id !== 'number') continue;
    const [found] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
    if (!found) errors.push({ field: bodyField(key), message: userServerMessage(rule) });
  }
  return errors;
}

/**
 * Checks a payload with the shared rules, the profiles the caller may give and the scope's rows,
 * and answers the portal data to store: scope fields the profile does not have are dropped, so a
 * user changed to a profile without scope keeps no stale dealership.
 */
async function checkPayload(
  s: Services,
  session: Session,
  payload: UsuarioPayload,
): Promise<Record<string, unknown>> {
  const sent = JSON.parse(payload.dadosAdicionais) as Record<string, unknown>;
  const params = await profileParameters(s.db, session.tenantId);
  const scope = scopeFieldsFor(String(payload.profile), params);
  const hidden = new Set<string>(
    Object.entries(scopeKeys)
      .filter(([field]) => !scope.visible.includes(field as ScopeField))
      .map(([, key]) => key),
  );
  const dados = Object.fromEntries(Object.entries(sent).filter(([key]) => !hidden.has(key)));
  const documentoObrigatorio =
    (await parameterValues(s.db, session.tenantId, [DOCUMENTO_OBRIGATORIO])).get(
      DOCUMENTO_OBRIGATORIO,
    ) === 'S';
  const found = validateUser(
    { ...dados, login: payload.login, perfilId: payload.profile },
    'pt-BR',
    {
      documentoObrigatorio,
      obrigatorios: scope.required
        .map((field) => scopeKeys[field])
        .filter(
          (key): key is 'empresaId' | 'regiaoOperacionalId' =>
            key === 'empresaId' || key === 'regiaoOperacionalId',
        ),
    },
  );
  const errors: FieldError[] = Object.entries(found).map(([field, message]) => ({
    field: bodyField(field as UserField),
    message,
  }));
  if (!(await visibleProfileIds(s, session)).includes(payload.profile)) {
    errors.push({ field: 'profile', message: userServerMessage('perfil_invalido') });
  }
  errors.push(...(await missingReferences(s.db, session.tenantId, dados)));
  if (errors.length > 0) throw invalid(errors);
  return dados;
}

async function assertLoginFree(
  s: Services,
  tenantId: string,
  login: string,
  self?: number,
): Promise<void> {
  const other = await findUserByLogin(s.db, tenantId, login);
  if (other && other.id !== self) {
    throw conflict('Já existe um usuário com este login.', [
      { field: 'login', message: userServerMessage('login_unico') },
    ]);
  }
}

/** Creates a user; the new user gets an e-mail with a code to set the password. */
export async function createUser(
  s: Services,
  session: Session,
  payload: UsuarioPayload,
): Promise<UsuarioDto> {
  const dados = await checkPayload(s, session, payload);
  await assertLoginFree(s, session.tenantId, payload.login);
  const [created] = await s.db
    .insert(usuario)
    .values({
      tenantId: session.tenantId,
      login: payload.login.trim(),
      nome: String(dados.nomeCompleto),
      perfilId: payload.profile,
      grupoId: typeof dados.grupoEmpresaId === 'number' ? dados.grupoEmpresaId : null,
      dadosAdicionais: dados,
    })
    .returning({ id: usuario.id });
  if (!created) throw new Error('insert returned nothing');
  const user = await findUser(s.db, session.tenantId, created.id);
  if (!user) throw new Error('created user not found');
  await new RecoveryCodes(s, s.secrets.jwtKey).send(
    session.tenantId,
    { id: user.id, login: user.login, nome: user.nome },
    'boas-vindas',
  );
  return toDto(user);
}

/** Updates a user of the tenant (404 when not there, 400 without id). */
export async function updateUser(
  s: Services,
  session: Session,
  payload: UsuarioPayload,
): Promise<UsuarioDto> {
  if (payload.id === undefined)
    throw invalid([{ field: 'id', message: 'O campo id precisa ser informado' }]);
  const current = await findUser(s.db, session.tenantId, payload.id);
  if (!current || !(await visibleProfileIds(s, session)).includes(current.perfilId))
    throw notFound('Usuário não encontrado.');
  const dados = await checkPayload(s, session, payload);
  await assertLoginFree(s, session.tenantId, payload.login, current.id);
  await s.db
    .update(usuario)
    .set({
      login: payload.login.trim(),
      nome: String(dados.nomeCompleto),
      perfilId: payload.profile,
      grupoId: typeof dados.grupoEmpresaId === 'number' ? dados.grupoEmpresaId : null,
      dadosAdicionais: dados,
    })
    .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, current.id)));
  const user = await findUser(s.db, session.tenantId, current.id);
  if (!user) throw notFound('Usuário não encontrado.');
  return toDto(user);
}

/** A page of the tenant's users the caller may see (pending users with `userdata.pendente`). */
export async function listUsers(
  s: Services,
  session: Session,
  request: PagingRequest<FiltroUsuarios>,
  paginar: boolean,
): Promise<ListEnvelope<UsuarioDto>> {
  const visible = await visibleProfileIds(s, session);
  return listUsersOf(s.db, session.tenantId, visible, request, paginar);
}

/**
 * A page of the tenant's users whose profile is one of `visible`: the list's query, shared by the
 * list call and its export (which fixes the caller's visible profiles when it is prepared).
 */
export async function listUsersOf(
  db: Db,
  tenantId: string,
  visible: readonly number[],
  request: PagingRequest<FiltroUsuarios>,
  paginar: boolean,
): Promise<ListEnvelope<UsuarioDto>> {
  const filter = request.userdata ?? {};
  const base = and(
    eq(usuario.tenantId, tenantId),
    inArray(usuario.perfilId, visible.length > 0 ? [...visible] : [-1]),
    eq(usuario.pendente, filter.pendente ?? false),
  );
  const conditions: (SQL | undefined)[] = [base];
  if (filter.status === 'Ativo' || filter.status === 'Inativo')
    conditions.push(eq(usuario.status, filter.status));
  if (filter.perfilId !== undefined) conditions.push(eq(usuario.perfilId, filter.perfilId));
  const byScope = [
    ['empresaId', filter.empresaId],
    ['grupoEmpresaId', filter.grupoEmpresaId],
    ['grupoEconomicoId', filter.grupoEconomicoId],
    ['regiaoOperacionalId', filter.regiaoOperacionalId],
  ] as const;
  for (const [key, id] of byScope) {
    if (id !== undefined) conditions.push(eq(scopeId(key), id));
  }
  conditions.push(
    searchIn(request.search?.value, {
      busca: usuario.busca,
      columns: [usuario.nome, usuario.login],
    }),
  );
  const where = and(...conditions);
  const order = orderBy(
    request.order,
    {
      id: usuario.id,
      nomeCompleto: usuario.nome,
      login: usuario.login,
      email: usuario.login,
      perfilNome: perfil.nome,
      status: usuario.status,
      dataCriacao: usuario.criadoEm,
      ultimoAcesso: usuario.ultimoAcessoEm,
      ...scopeNames,
    },
    usuario.id,
  );
  // The page and both counts in one statement (one round trip): the total as a sub-select the
  // planner runs once, the filtered count as a window over the rows before LIMIT (the scope
  // names' left joins meet at most one row each, so they do not change it).
  const counts = {
    total: sql<number>`(select count(*) from ${usuario} where ${base})`.mapWith(Number),
    filtered: sql<number>`count(*) over ()`.mapWith(Number),
  };
  let query = selectUsers(db, tenantId, where, counts).orderBy(...order);
  if (paginar) query = query.limit(request.length).offset(request.start);
  // Prepared: one statement per shape (order, filters) and connection, parsed and planned once
  // on PostgreSQL (serial-client.ts names it by its text), half its work for a page.
  const found = await query.prepare('usuarios-pagina').execute();
  const rows = flatten(found.map(({ total: _total, filtered: _filtered, ...row }) => row));
  const [first] = found;
  if (first) return envelope(rows.map(toDto), request.draw, first.total, first.filtered);
  // A page past the end has no row to carry the counts: they are counted apart.
  const [total] = await db.select({ n: count() }).from(usuario).where(base);
  const [filtered] = await db
    .select({ n: count() })
    .from(usuario)
    .innerJoin(perfil, and(eq(perfil.tenantId, usuario.tenantId), eq(perfil.id, usuario.perfilId)))
    .where(where);
  return envelope([], request.draw, total?.n ?? 0, filtered?.n ?? 0);
}

/** Fields of a user row an export may name (the contract's Usuario, without its portal data). */
export const userExportFields = [
  'id',
  'login',
  'email',
  'nomeCompleto',
  'perfilId',
  'perfilNome',
  'status',
  'empresaNome',
  'grupoEmpresaNome',
  'grupoEconomicoNome',
  'regiaoOperacionalNome',
  'dataCriacao',
  'ultimoAcesso',
] as const;
