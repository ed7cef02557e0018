// GET/DELETE /api/Geral/Cache (spec §7, General) and the hook that clears a tenant's caches after
// a write that makes them stale (docs/decisions/0073).
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import { forbidden, invalid } from '../http/problem.js';
import { INVALIDATED_BY } from './caches.js';

/** Clears the caches a successful write makes stale; install before the routes. */
export function installCacheInvalidation(app: FastifyInstance, s: Services): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const names = request.operation && INVALIDATED_BY[request.operation.operationId];
    if (names && request.tenant && reply.statusCode < 300) {
      for (const name of names) s.caches.registry.clear(request.tenant.id, name);
    }
    return payload;
  });
}

/** Only administrators see and clear the server's caches. */
function adminTenant(request: Parameters<typeof sessionOf>[0]): string {
  const session = sessionOf(request);
  if (!session.perfil.ehAdmin) throw forbidden();
  return session.tenantId;
}

/** Registers the cache routes. */
export function registerCacheRoutes(app: FastifyInstance, s: Services): void {
  app.get('/api/Geral/Cache', (request) => s.caches.registry.describe(adminTenant(request)));

  app.delete('/api/Geral/Cache', async (request, reply) => {
    const tenantId = adminTenant(request);
    const { chave } = request.query as { chave?: string };
    if (!s.caches.registry.clear(tenantId, chave)) {
      throw invalid([
        {
          field: 'chave',
          message: `Cache desconhecido. Os caches são: ${s.caches.registry.names().join(', ')}`,
        },
      ]);
    }
    return reply.code(204).send();
  });
}
