// Administration service (/api/Administracao): profiles and their events, password recovery and
// change; and the parameters of General (/api/Geral/Parametro) and the development outbox.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { route } from '../http/route.js';
import { outboxMail, outboxMails } from './outbox.js';
import { parameterOf } from './parameters.js';
import { listProfilesPage } from './profile-list.js';
import { PasswordService } from './passwords.js';
import {
  eventsOfProfile,
  listProfiles,
  PERFIS,
  saveProfile,
  setProfileEvents,
} from './profiles.js';
import { visibleProfileIds } from '../users/service.js';

const perfis = { permissao: PERFIS };

/** Registers the administration routes. */
export function registerAdminRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'listarPerfis', ({ query, session }) => listProfiles(s, session, query));
  route(app, 'listarPerfisPaginados', perfis, async ({ body, query, session }) =>
    listProfilesPage(
      s.db,
      session.tenantId,
      await visibleProfileIds(s, session),
      body,
      query.paginar ?? true,
    ),
  );
  route(app, 'salvarPerfil', perfis, ({ body, session }) => saveProfile(s, session, body));
  route(app, 'eventosPorPerfil', perfis, ({ query, session }) =>
    eventsOfProfile(s, session, query.perfilId),
  );
  route(app, 'incluirAtualizarPerfilEvento', perfis, async ({ body, session }) => {
    await setProfileEvents(s, session, body);
    return undefined;
  });

  const passwords = new PasswordService(s);
  route(app, 'recuperarSenhaSolicitarCodigo', async ({ body, tenant, request }) => {
    await passwords.requestCode(tenant.id, body.email, request.ip);
    return undefined;
  });
  route(app, 'recuperarSenhaValidarCodigo', async ({ body, tenant }) => {
    await passwords.checkCode(tenant.id, body.email, body.codigo);
    return undefined;
  });
  route(app, 'recuperarSenhaCadastrarNovaSenha', async ({ body, tenant, request }) => {
    await passwords.setNewPassword(tenant.id, body, request.ip);
    return undefined;
  });
  route(app, 'alterarSenha', async ({ body, session, request }) => {
    await passwords.change(session, body, request.ip);
    return undefined;
  });

  route(app, 'valorDoParametro', ({ query, session }) =>
    s.caches.parameters.get(session.tenantId, query.parametroId, () =>
      parameterOf(s.db, session.tenantId, query.parametroId),
    ),
  );
  route(app, 'devOutbox', ({ session }) => outboxMails(s, session));
  route(app, 'devOutboxEmail', ({ params, session }) => outboxMail(s, session, params.id));
}
