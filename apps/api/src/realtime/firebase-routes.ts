// `realtimeTokenFirebase` (openapi/platform.yaml): the Firebase custom token of the signed-in
// user, for tenants whose realtime collections live in Firestore (docs/decisions/0110).
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { notFound } from '../http/problem.js';
import type { Services } from '../services.js';
import { readableLogs } from './access.js';
import { mintCustomToken } from './firebase.js';

/** Registers the token route. */
export function registerFirebaseRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'realtimeTokenFirebase', ({ session }) => {
    const tenant = s.firebase.find(session.tenantId);
    if (!tenant) throw notFound('Este domínio não usa o Firebase para as notificações.');
    // The rules cannot ask our database for permissions, so the token carries which logs the
    // profile may read now; a change of profile takes effect with the next token.
    return mintCustomToken(
      tenant.account,
      { tenant: session.tenantId, usuarioId: session.usuario.id, logs: readableLogs(session) },
      s.now(),
    );
  });
}
