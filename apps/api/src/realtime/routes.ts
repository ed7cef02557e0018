// The realtime collections (openapi/platform.yaml, tag Realtime): list, add, merge, remove, and
// the Server-Sent Events stream of changes (docs/decisions/0074).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { withTenant } from '../db/client.js';
import { invalid } from '../http/problem.js';
import { route } from '../http/route.js';
import { leitorOf } from './access.js';
import { addDocument, deleteDocument, listCollection, updateDocument } from './service.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * EventSource cannot send headers, so the stream also takes `access_token` and `domain` from the
 * query; headers win when both are present. `colecoes` arrives comma-separated (form, not
 * exploded) and becomes the array the contract describes. Runs before the contract's checks.
 */
function credentialsFromQuery(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  const { query } = request;
  if (isRecord(query)) {
    if (typeof query.access_token === 'string' && request.headers.authorization === undefined)
      request.headers.authorization = `Bearer ${query.access_token}`;
    if (typeof query.domain === 'string' && request.headers.domain === undefined)
      request.headers.domain = query.domain;
    if (typeof query.colecoes === 'string') query.colecoes = query.colecoes.split(',');
  }
  done();
}

function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return undefined;
  const value = Number(header);
  if (typeof header !== 'string' || !Number.isSafeInteger(value) || value < 0)
    throw invalid([{ field: 'Last-Event-ID', message: 'O campo Last-Event-ID não é válido' }]);
  return value;
}

/** Registers the realtime routes and ends the streams when the server closes. */
export function registerRealtimeRoutes(app: FastifyInstance, s: Services): void {
  // Before Fastify stops accepting and waits for connections: a stream would otherwise hold
  // close() until its client hung up. The LISTEN ends after, with the database's other waits:
  // preClose hooks run under the plugin timeout, which a wait on the database must not meet.
  app.addHook('preClose', () => s.realtime.endStreams());
  app.addHook('onClose', () => s.realtime.close());

  route(
    app,
    'realtimeStream',
    // The stream lasts as long as the connection: the hub scopes each of its reads instead.
    { onRequest: credentialsFromQuery, escopoProprio: true },
    async ({ query, session, request, reply }) => {
      const leitor = leitorOf(session, query.colecoes);
      const { tenantId, familia } = session;
      const connection = await s.realtime.open(leitor, lastEventIdOf(request), () =>
        withTenant(s.db, tenantId, () => s.sessions.stands(tenantId, session.usuario.id, familia)),
      );
      // The stream ends when its token does: the reader reconnects with a renewed token, so a
      // profile that lost a log's permission stops receiving within one token lifetime instead of
      // for as long as the connection lasts. A deactivation or a revoked sign-in done through this
      // process ends it at once (`revalidate`); done elsewhere, at the token's end.
      const expiry = session.expiraEm
        ? setTimeout(
            () => {
              // Queued behind the opening read: the client always learns its position (and the
              // catch-up) before the end, however slow that read was.
              connection.enqueue(() => {
                connection.expire();
              });
            },
            Math.max(0, session.expiraEm.getTime() - s.now().getTime()),
          )
        : undefined;
      expiry?.unref();
      reply.raw.once('close', () => {
        clearTimeout(expiry);
        connection.end();
        connection.body.destroy();
      });
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          // The stream's end is the connection's end: nothing keeps an idle socket open at shutdown.
          .header('connection', 'close')
          .send(connection.body)
      );
    },
  );

  route(app, 'realtimeListar', ({ params, query, session }) =>
    listCollection(s, session, params.colecao, query.limite ?? 100),
  );
  route(app, 'realtimeAdicionar', ({ params, body, session }) =>
    addDocument(s, session, params.colecao, body.dados),
  );
  route(app, 'realtimeAtualizar', ({ params, body, session }) =>
    updateDocument(s, session, params, body.dados),
  );
  route(app, 'realtimeRemover', async ({ params, session }) => {
    await deleteDocument(s, session, params);
    return undefined;
  });
}
