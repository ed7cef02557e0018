// Users service (/api/GerenciarUsuarios/Usuario) and the account calls of Administration
// (/api/Administracao/Usuario) that share its rules.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { concessionaria } from '../db/schema-reference.js';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { forbidden } from '../http/problem.js';
import { route } from '../http/route.js';
import {
  bulletinTypes,
  changeLogin,
  findAccount,
  requestPasswordReset,
  toggleActive,
} from './accounts.js';
import { toDto } from './repository.js';
import { approvePending, rejectPending } from './pending.js';
import { createUser, listUsers, updateUser, usersByIds } from './service.js';

/** The users screen's event; the pending users screen has its own. */
const USUARIOS = 'emp_usuario';
const PENDENTES = 'emp_usuariopendente';
const usuarios = { permissao: USUARIOS };

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The signed-in user as the portal's session model reads it, with whether the user's dealership
 * owes (its PendenciaFinanceira, kept by the billing charges).
 */
async function loggedUser(db: Db, session: Session) {
  const dados = session.usuario.dadosAdicionais;
  const empresaId = numberOrNull(dados.empresaId);
  const [owing] =
    empresaId === null
      ? []
      : await db
          .select({ pendencia: concessionaria.pendenciaFinanceira })
          .from(concessionaria)
          .where(
            and(eq(concessionaria.tenantId, session.tenantId), eq(concessionaria.id, empresaId)),
          );
  return {
    id: session.usuario.id,
    groupId: session.usuario.grupoId,
    fullName: session.usuario.nome,
    username: session.usuario.login,
    email: session.usuario.login,
    profileId: session.perfil.id,
    role: session.perfil.nome,
    ehAdmin: session.perfil.ehAdmin,
    ability: session.rules,
    empresaId,
    pendenciaFinanceira: owing?.pendencia === true,
    regiaoOperacionalId: numberOrNull(dados.regiaoOperacionalId),
    grupoEconomicoId: numberOrNull(dados.grupoEconomicoId),
  };
}

/** Registers the users and accounts routes. */
export function registerUserRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'obterUsuarioLogado', ({ session }) => loggedUser(s.db, session));
  // Reading users by id follows the list's rules: the same permissions (either users screen)
  // and the same visible profiles, so the records and their documents (CPF) reach no one the
  // list would not show them to.
  route(app, 'obterUsuariosPorIds', async ({ query, session }) => {
    if (!session.can('manage', USUARIOS) && !session.can('manage', PENDENTES)) throw forbidden();
    return (await usersByIds(s, session, query.usuarioId)).map(toDto);
  });
  route(app, 'listarUsuarios', async ({ body, query, session }) => {
    const pending = body.userdata?.pendente === true;
    if (!session.can('manage', pending ? PENDENTES : USUARIOS)) throw forbidden();
    return listUsers(s, session, body, query.paginar ?? true);
  });
  route(app, 'criarUsuarioEmplacamento', usuarios, ({ body, session }) =>
    createUser(s, session, body),
  );
  route(app, 'atualizarUsuarioEmplacamento', usuarios, ({ body, session }) =>
    updateUser(s, session, body),
  );
  route(app, 'aprovarUsuariosPendentes', { permissao: PENDENTES }, ({ body, session }) =>
    approvePending(s, session, body),
  );
  route(app, 'recusarUsuariosPendentes', { permissao: PENDENTES }, ({ body, session }) =>
    rejectPending(s, session, body),
  );
  route(app, 'obterTiposBoletim', ({ session }) => bulletinTypes(s, session.tenantId));

  // ---- accounts (Administration)
  route(app, 'obterConta', usuarios, ({ query, session }) => findAccount(s, session, query));
  route(app, 'criarConta', usuarios, ({ body, session }) => createUser(s, session, body));
  route(app, 'atualizarConta', usuarios, ({ body, session }) => updateUser(s, session, body));
  route(app, 'alterarLogin', usuarios, async ({ body, session }) => {
    await changeLogin(s, session, body);
    return undefined;
  });
  route(app, 'solicitarRedefinirSenha', usuarios, async ({ query, session }) => {
    await requestPasswordReset(s, session, query.usuarioId);
    return undefined;
  });
  route(app, 'ativarInativarUsuario', async ({ body, session }) => {
    if (!session.can('manage', USUARIOS) && !session.can('manage', PENDENTES)) throw forbidden();
    return toggleActive(s, session, Number(body));
  });
}
