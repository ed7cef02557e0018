// General service calls of the reference data (/api/Geral): who holds a document, and the
// calendar. Parameters are in admin/routes.ts, the file archive in files/routes.ts.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { route } from '../http/route.js';
import { isBusinessDay } from './calendar.js';
import { blockedDaysBetween, personByDocument } from './service.js';

/** Registers the document and calendar routes. */
export function registerGeneralReferenceRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'pessoaPorDocumento', async ({ params, session, answer }) => {
    const holder = await personByDocument(s.db, session.tenantId, params.document);
    return holder ? answer(200, holder) : answer(204, undefined);
  });
  route(app, 'obterDatasBloqueadas', ({ query }) =>
    blockedDaysBetween(query.dataInicial, query.dataFinal),
  );
  route(app, 'ehDiaUtil', ({ query }) => isBusinessDay(query.data));
}
