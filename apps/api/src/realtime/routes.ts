// The realtime collections (openapi/platform.yaml, tag Realtime): list, add, merge, remove, and
// the Server-Sent Events stream of changes (docs/decisions/0074).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import type { Colecao } from '../db/schema-realtime.js';
import { HttpProblem, invalid, notFound } from '../http/problem.js';
import { assertMayWrite, leitorOf, sees } from './access.js';
import {
  findDocumento,
  listDocumentos,
  mergeDocumento,
  publish,
  removeDocumento,
  type DocumentoRow,
} from './documents.js';

const base = '/api/Realtime';

/** Largest `dados` a client may store in one document (serialized JSON). */
const maxDadosBytes = 32 * 1024;

interface ColecaoParams {
  colecao: Colecao;
  id?: string;
}

/**
 * EventSource cannot send headers, so the stream also takes `access_token` and `domain` from the
 * query; headers win when both are present. `colecoes` arrives comma-separated (form, not
 * exploded) and becomes the array the contract describes.
 */
function credentialsFromQuery(request: FastifyRequest, _reply: FastifyReply, done: () => void) {
  const query = request.query as Record<string, unknown>;
  if (typeof query.access_token === 'string' && request.headers.authorization === undefined)
    request.headers.authorization = `Bearer ${query.access_token}`;
  if (typeof query.domain === 'string' && request.headers.domain === undefined)
    request.headers.domain = query.domain;
  if (typeof query.colecoes === 'string') query.colecoes = query.colecoes.split(',');
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

function dadosOf(request: FastifyRequest): Record<string, unknown> {
  const { dados } = request.body as { dados: Record<string, unknown> };
  if (Buffer.byteLength(JSON.stringify(dados)) > maxDadosBytes) {
    throw new HttpProblem(
      413,
      'muito-grande',
      'Documento muito grande',
      `Os dados de um documento podem ter até ${String(maxDadosBytes / 1024)} KiB.`,
    );
  }
  return dados;
}

/** Registers the realtime routes and ends the streams when the server closes. */
export function registerRealtimeRoutes(app: FastifyInstance, s: Services): void {
  // Before Fastify stops accepting and waits for connections: a stream would otherwise hold
  // close() until its client hung up.
  app.addHook('preClose', () => s.realtime.close());

  /** The live document `:id` of `:colecao` the user sees, or 404 (another tenant's included). */
  const visibleDocument = async (request: FastifyRequest): Promise<DocumentoRow> => {
    const { colecao, id = '' } = request.params as ColecaoParams;
    const leitor = leitorOf(sessionOf(request), [colecao]);
    const row = await findDocumento(s.db, leitor.tenantId, id);
    if (!row || row.colecao !== colecao || !sees(leitor, row))
      throw notFound('Documento não encontrado.');
    return row;
  };

  app.get(`${base}/Stream`, { onRequest: credentialsFromQuery }, async (request, reply) => {
    const { colecoes } = request.query as { colecoes?: Colecao[] };
    const session = sessionOf(request);
    const leitor = leitorOf(session, colecoes);
    const connection = await s.realtime.open(leitor, lastEventIdOf(request));
    // The stream ends when its token does: the reader reconnects with a renewed token, so a user
    // made inactive, or a profile that lost a log's permission, stops receiving within one token
    // lifetime instead of for as long as the connection lasts.
    const expiry = session.expiraEm
      ? setTimeout(
          () => {
            connection.end();
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
  });

  app.get(`${base}/:colecao`, (request) => {
    const { colecao } = request.params as ColecaoParams;
    const { limite = 100 } = request.query as { limite?: number };
    return listDocumentos(s.db, leitorOf(sessionOf(request), [colecao]), limite);
  });

  app.post(`${base}/:colecao`, async (request, reply) => {
    const { colecao } = request.params as ColecaoParams;
    const session = sessionOf(request);
    leitorOf(session, [colecao]);
    assertMayWrite(colecao, 'adicionar');
    const documento = await publish(s.db, {
      tenantId: session.tenantId,
      colecao,
      usuarioId: session.usuario.id,
      dados: dadosOf(request),
    });
    return reply.code(201).send(documento);
  });

  app.patch(`${base}/:colecao/:id`, async (request) => {
    const row = await visibleDocument(request);
    const dados = dadosOf(request);
    assertMayWrite(row.colecao, 'alterar', dados);
    const documento = await mergeDocumento(s.db, row.tenantId, row.id, dados);
    if (!documento) throw notFound('Documento não encontrado.');
    return documento;
  });

  app.delete(`${base}/:colecao/:id`, async (request, reply) => {
    const row = await visibleDocument(request);
    assertMayWrite(row.colecao, 'remover');
    if (!(await removeDocumento(s.db, row.tenantId, row.id)))
      throw notFound('Documento não encontrado.');
    return reply.code(204).send();
  });
}
