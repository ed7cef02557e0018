// The account calls of Administration (/api/Administracao/Usuario): read one account, change its
// login, send a password reset, activate or deactivate. A caller reaches only the users whose
// profile they may see; other tenants' users and hidden profiles' users are alike 404.
import { userServerMessage } from '@emplacamento/validators';
import { and, asc, eq } from 'drizzle-orm';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { tipoBoletim, usuario } from '../db/schema.js';
import { conflict, invalid, notFound } from '../http/problem.js';
import { RecoveryCodes } from '../admin/recovery.js';
import { findUser, findUserByLogin, toDto } from './repository.js';
import { visibleProfileIds } from './service.js';

/** A user the caller may administer, or 404. */
async function administered(s: Services, session: Session, id: number) {
  const user = await findUser(s.db, session.tenantId, id);
  const visible = await visibleProfileIds(s, session);
  if (!user || !visible.includes(user.perfilId)) throw notFound('Usuário não encontrado.');
  return user;
}

/** One account by id or login. */
export async function findAccount(
  s: Services,
  session: Session,
  query: { id?: number; login?: string },
) {
  if (query.id === undefined && query.login === undefined)
    throw invalid([{ field: 'id', message: 'Informe o id ou o login' }]);
  const found =
    query.id !== undefined
      ? await findUser(s.db, session.tenantId, query.id)
      : await findUserByLogin(s.db, session.tenantId, query.login ?? '');
  const visible = await visibleProfileIds(s, session);
  if (!found || !visible.includes(found.perfilId)) throw notFound('Usuário não encontrado.');
  return toDto(found);
}

/** Changes the login of an account (409 when another user has it). */
export async function changeLogin(
  s: Services,
  session: Session,
  body: { usuarioId: number; login: string },
): Promise<void> {
  const user = await administered(s, session, body.usuarioId);
  const other = await findUserByLogin(s.db, session.tenantId, body.login);
  if (other && other.id !== user.id) {
    throw conflict('Já existe um usuário com este login.', [
      { field: 'login', message: userServerMessage('login_unico') },
    ]);
  }
  await s.db
    .update(usuario)
    .set({ login: body.login.trim() })
    .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, user.id)));
}

/** Mails the account a password reset code. */
export async function requestPasswordReset(
  s: Services,
  session: Session,
  usuarioId: number,
): Promise<void> {
  const user = await administered(s, session, usuarioId);
  await new RecoveryCodes(s, s.secrets.jwtKey).send(
    session.tenantId,
    { id: user.id, login: user.login, nome: user.nome },
    'recuperacao',
  );
}

/** Approves a pending user, or toggles an account between active and inactive. */
export async function toggleActive(s: Services, session: Session, id: number) {
  const user = await administered(s, session, id);
  if (user.id === session.usuario.id) {
    throw invalid([{ field: 'body', message: 'Você não pode inativar o próprio usuário' }]);
  }
  // A pending user is approved (and becomes active); any other toggles.
  const status = user.pendente ? 'Ativo' : user.status === 'Ativo' ? 'Inativo' : 'Ativo';
  await s.db
    .update(usuario)
    .set({ status, pendente: false })
    .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, user.id)));
  if (status === 'Inativo') await s.tokens.revokeUser(session.tenantId, user.id);
  return { usuarioId: user.id, status } as const;
}

/** The tenant's bulletin types. */
export async function bulletinTypes(s: Services, tenantId: string) {
  const rows = await s.db
    .select({ id: tipoBoletim.id, nome: tipoBoletim.nome })
    .from(tipoBoletim)
    .where(eq(tipoBoletim.tenantId, tenantId))
    .orderBy(asc(tipoBoletim.id));
  return rows.map((r) => ({ ...r, descricao: null }));
}
