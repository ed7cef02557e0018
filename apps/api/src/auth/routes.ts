// Auth service (/Connect): login, refresh with rotation, token exchange for another system.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { route } from '../http/route.js';
import { AuthService, type Caller } from './service.js';

const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  gone: () => request.socket.destroyed,
});

/** Registers `/Connect/*`. */
export function registerAuthRoutes(app: FastifyInstance, s: Services): void {
  const auth = new AuthService(s);
  // Its own scopes, around the password hash (AuthService.login).
  route(app, 'connectToken', { escopoProprio: true }, ({ body, tenant, request }) =>
    auth.login(tenant.id, body, callerOf(request)),
  );
  route(app, 'connectRefreshToken', ({ body, tenant }) => auth.refresh(tenant.id, body));
  route(app, 'connectChangeToken', ({ query, session }) =>
    auth.changeToken(session, query.sistema),
  );
  route(app, 'connectCode', ({ body, tenant, request }) =>
    auth.redeem(tenant.id, body.code, callerOf(request)),
  );
}
