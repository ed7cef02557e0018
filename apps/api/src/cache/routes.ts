// GET/DELETE /api/Geral/Cache (General) and the hook that clears a tenant's caches after a write
// that makes them stale (docs/decisions/0073).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { forbidden, invalid } from '../http/problem.js';
import { route } from '../http/route.js';
import { INVALIDATED_BY, SESSIONS_CHANGED_BY } from './caches.js';

/** Clears the caches a successful write makes stale; install before the routes. */
export function installCacheInvalidation(app: FastifyInstance, s: Services): void {
  const sessionsChangedBy = new Set(SESSIONS_CHANGED_BY);
  app.addHook('onSend', async (request, reply, payload) => {
    const operationId = request.operation?.operationId;
    if (operationId === undefined || !request.tenant) return payload;
    const names = INVALIDATED_BY[operationId];
    if (names && reply.statusCode < 300) {
      for (const name of names) s.caches.registry.clear(request.tenant.id, name);
    }
    if (sessionsChangedBy.has(operationId)) {
      s.caches.sessions.clear(request.tenant.id);
      // An open event stream is a session too: it ends with the sign-in, not at its token's end.
      s.realtime.revalidate(request.tenant.id);
    }
    return payload;
  });
}

/** Only administrators see and clear the server's caches. */
function adminTenant(session: Session): string {
  if (!session.perfil.ehAdmin) throw forbidden();
  return session.tenantId;
}

/** Registers the cache routes. */
export function registerCacheRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'listarCache', ({ session }) => s.caches.registry.describe(adminTenant(session)));
  route(app, 'limparCache', ({ query, session }) => {
    if (!s.caches.registry.clear(adminTenant(session), query.chave)) {
      throw invalid([
        {
          field: 'chave',
          message: `Cache desconhecido. Os caches são: ${s.caches.registry.names().join(', ')}`,
        },
      ]);
    }
    return undefined;
  });
}
