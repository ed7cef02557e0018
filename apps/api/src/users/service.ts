// Creating, updating and listing users, with the rules of product rules §6: a caller may only see and
// assign the profiles @emplacamento/access shows them; scope fields by profile; CPF by parameter.
import { scopeFieldsFor, visibleProfiles, type ScopeField } from '@emplacamento/access';
import { validate } from '@emplacamento/validators';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Services } from '../services.js';
import { loggedUserOf, type Session } from '../auth/session.js';
import { perfil, usuario } from '../db/schema.js';
import type { FieldError } from '../http/contract.js';
import { searchIn } from '../http/listing.js';
import { envelope, orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import { DOCUMENTO_OBRIGATORIO, parameterValues, profileParameters } from '../admin/parameters.js';
import { RecoveryCodes } from '../admin/recovery.js';
import {
  findUser,
  findUserByLogin,
  findUsers,
  flatten,
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

const scopeKeys: Record<ScopeField, string> = {
  concessionaria: 'empresaId',
  grupoEmpresa: 'grupoEmpresaId',
  grupoEconomico: 'grupoEconomicoId',
  regiaoOperacional: 'regiaoOperacionalId',
};

/** Users of the tenant by ids, among the profiles the caller may see (unknown ids left out). */
export async function usersByIds(
  s: Services,
  session: Session,
  ids: readonly number[],
): Promise<UserRow[]> {
  const visible = await visibleProfileIds(s, session);
  return findUsers(s.db, session.tenantId, ids, visible);
}

/** Ids of the profiles the caller may see and assign. */
export async function visibleProfileIds(s: Services, session: Session): Promise<number[]> {
  const profiles = await s.db
    .select({ id: perfil.id, nome: perfil.nome })
    .from(perfil)
    .where(eq(perfil.tenantId, session.tenantId));
  const params = await profileParameters(s.db, session.tenantId);
  const visible = visibleProfiles(
    profiles.map((p) => ({ id: String(p.id), nome: p.nome })),
    { user: loggedUserOf(session), params, tenant: session.tenantId },
  );
  return visible.map((p) => Number(p.id));
}

async function checkPayload(
  s: Services,
  session: Session,
  payload: UsuarioPayload,
): Promise<Record<string, unknown>> {
  const dados = JSON.parse(payload.dadosAdicionais) as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (!(await visibleProfileIds(s, session)).includes(payload.profile)) {
    errors.push({ field: 'profile', message: 'Perfil inválido para o seu usuário' });
  }
  const scope = scopeFieldsFor(
    String(payload.profile),
    await profileParameters(s.db, session.tenantId),
  );
  for (const field of scope.required) {
    const key = scopeKeys[field];
    if (dados[key] === undefined || dados[key] === null) {
      errors.push({
        field: `dadosAdicionais.${key}`,
        message: `O campo ${key} precisa ser informado`,
      });
    }
  }
  const documentRequired =
    (await parameterValues(s.db, session.tenantId, [DOCUMENTO_OBRIGATORIO])).get(
      DOCUMENTO_OBRIGATORIO,
    ) === 'S';
  const message = validate(dados.documento ?? '', documentRequired ? 'required|cpf' : 'cpf', {
    field: 'documento',
  });
  if (message !== null) errors.push({ field: 'dadosAdicionais.documento', message });
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
      { field: 'login', message: 'Login já cadastrado' },
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

const jsonInt = (key: string) => sql`(${usuario.dadosAdicionais} ->> ${key})::int`;

/** A page of the tenant's users the caller may see (pending users with `userdata.pendente`). */
export async function listUsers(
  s: Services,
  session: Session,
  request: PagingRequest<FiltroUsuarios>,
  paginar: boolean,
): Promise<ListEnvelope<UsuarioDto>> {
  const filter = request.userdata ?? {};
  const visible = await visibleProfileIds(s, session);
  const base = and(
    eq(usuario.tenantId, session.tenantId),
    inArray(usuario.perfilId, visible.length > 0 ? visible : [-1]),
    eq(usuario.pendente, filter.pendente ?? false),
  );
  const conditions: (SQL | undefined)[] = [base];
  if (filter.status === 'Ativo' || filter.status === 'Inativo')
    conditions.push(eq(usuario.status, filter.status));
  if (filter.perfilId !== undefined) conditions.push(eq(usuario.perfilId, filter.perfilId));
  if (filter.empresaId !== undefined)
    conditions.push(sql`${jsonInt('empresaId')} = ${filter.empresaId}`);
  if (filter.grupoEmpresaId !== undefined)
    conditions.push(sql`${jsonInt('grupoEmpresaId')} = ${filter.grupoEmpresaId}`);
  if (filter.grupoEconomicoId !== undefined)
    conditions.push(sql`${jsonInt('grupoEconomicoId')} = ${filter.grupoEconomicoId}`);
  if (filter.regiaoOperacionalId !== undefined) {
    conditions.push(sql`${jsonInt('regiaoOperacionalId')} = ${filter.regiaoOperacionalId}`);
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
    },
    usuario.id,
  );
  const [total] = await s.db.select({ n: count() }).from(usuario).where(base);
  const [filtered] = await s.db
    .select({ n: count() })
    .from(usuario)
    .innerJoin(perfil, and(eq(perfil.tenantId, usuario.tenantId), eq(perfil.id, usuario.perfilId)))
    .where(where);
  let query = selectUsers(s.db, session.tenantId, where).orderBy(...order);
  if (paginar) query = query.limit(request.length).offset(request.start);
  const rows = flatten(await query);
  return envelope(rows.map(toDto), request.draw, total?.n ?? 0, filtered?.n ?? 0);
}
