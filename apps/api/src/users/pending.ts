// The pending users screen's decisions: approve (with the profile and scope the approver picks)
// or reject, one or many at once, all or nothing; each user gets an e-mail either way through the
// mailer (the outbox without SMTP). A rejected user is kept inactive, so the decision stays on
// record and an administrator can still activate the account later.
import { scopeFieldsFor } from '@emplacamento/access';
import { userLabels, userServerMessage } from '@emplacamento/validators';
import { and, eq, inArray } from 'drizzle-orm';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { usuario } from '../db/schema.js';
import { fieldError, type FieldError } from '../http/contract.js';
import { invalid } from '../http/problem.js';
import type { BodyOf } from '../http/route.js';
import { profileParameters } from '../admin/parameters.js';
import { RecoveryCodes } from '../admin/recovery.js';
import { missingReferences, scopeKeys, visibleProfileIds } from './service.js';

type Aprovacao = BodyOf<'aprovarUsuariosPendentes'>;
type Recusa = BodyOf<'recusarUsuariosPendentes'>;

/** The pending users named by `ids`, all of them the caller's to decide, or a 400 naming the rest. */
async function pendingUsers(s: Services, session: Session, ids: readonly number[]) {
  const visible = await visibleProfileIds(s, session);
  const rows = await s.db
    .select()
    .from(usuario)
    .where(
      and(
        eq(usuario.tenantId, session.tenantId),
        inArray(usuario.id, [...ids]),
        eq(usuario.pendente, true),
      ),
    );
  const decidable = rows.filter((row) => visible.includes(row.perfilId));
  const missing = ids.filter((id) => !decidable.some((row) => row.id === id));
  if (missing.length > 0) {
    throw invalid([
      fieldError('usuarioIds', {
        code: 'campo.usuarios-nao-pendentes',
        params: { ids: missing.join(', ') },
      }),
    ]);
  }
  return decidable;
}

/**
 * The scope the approved users get: the scope fields the profile has, the ones it requires given,
 * each naming a row of the tenant (the user form's rules, on this call's flat fields).
 */
async function scopeFor(s: Services, session: Session, body: Aprovacao) {
  const errors: FieldError[] = [];
  if (!(await visibleProfileIds(s, session)).includes(body.perfilId)) {
    errors.push({ field: 'perfilId', message: userServerMessage('perfil_invalido') });
  }
  const fields = scopeFieldsFor(
    String(body.perfilId),
    await profileParameters(s.db, session.tenantId),
  );
  const scope: Record<string, number | null> = {};
  for (const [field, key] of Object.entries(scopeKeys)) {
    const value = body[key];
    const shown = fields.visible.some((visible) => visible === field);
    scope[key] = shown && typeof value === 'number' ? value : null;
    if (fields.required.some((required) => required === field) && scope[key] === null) {
      errors.push(
        fieldError(key, { code: 'required', params: { field: userLabels['pt-BR'][key] } }),
      );
    }
  }
  const references = await missingReferences(s.db, session.tenantId, scope);
  errors.push(
    ...references.map((error) => ({
      ...error,
      field: error.field.replace('dadosAdicionais.', ''),
    })),
  );
  if (errors.length > 0) throw invalid(errors);
  return scope;
}

/** Approves pending users: active, with the chosen profile and scope, each told by e-mail. */
export async function approvePending(s: Services, session: Session, body: Aprovacao) {
  const users = await pendingUsers(s, session, body.usuarioIds);
  const scope = await scopeFor(s, session, body);
  for (const user of users) {
    await s.db
      .update(usuario)
      .set({
        perfilId: body.perfilId,
        status: 'Ativo',
        pendente: false,
        grupoId: scope.grupoEmpresaId ?? null,
        dadosAdicionais: { ...user.dadosAdicionais, ...scope },
      })
      .where(and(eq(usuario.tenantId, session.tenantId), eq(usuario.id, user.id)));
  }
  // Mail after every change: a refused change above sends nobody a message. A pending user has no
  // password yet: the approval carries the code to set one.
  const codes = new RecoveryCodes(s, s.secrets.jwtKey);
  for (const user of users) {
    await codes.send(
      session.tenantId,
      { id: user.id, login: user.login, nome: user.nome },
      'aprovacao',
    );
  }
  return { usuarioIds: users.map((user) => user.id), status: 'Ativo' as const };
}

/** Rejects pending users: kept inactive, each told by e-mail with the reason when given. */
export async function rejectPending(s: Services, session: Session, body: Recusa) {
  const users = await pendingUsers(s, session, body.usuarioIds);
  await s.db
    .update(usuario)
    .set({ status: 'Inativo', pendente: false })
    .where(
      and(
        eq(usuario.tenantId, session.tenantId),
        inArray(
          usuario.id,
          users.map((user) => user.id),
        ),
      ),
    );
  const motivo = body.motivo?.trim() ?? '';
  for (const user of users) {
    await s.mailer.send({
      tenantId: session.tenantId,
      para: user.login,
      assunto: 'Seu cadastro não foi aprovado',
      texto:
        `Olá, ${user.nome}.\n\nSeu cadastro no Portal Emplacamento não foi aprovado.` +
        (motivo === '' ? '' : `\n\nMotivo: ${motivo}`) +
        '\n\nEm caso de dúvida, procure o administrador da sua associação.',
    });
  }
  return { usuarioIds: users.map((user) => user.id), status: 'Inativo' as const };
}
