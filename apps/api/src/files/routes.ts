// The file archive of the General service (spec §7, /api/Geral/GerenciadorArquivo) and the
// upload into it (/api/Geral/Importacao/UploadArquivo). Permissions per file: files/access.ts.
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { sessionOf } from '../auth/session.js';
import { forbidden, notFound } from '../http/problem.js';
import { idOf } from '../http/request-values.js';
import { maySee } from './access.js';
import { findArquivo, removeArquivo, type ArquivoRow } from './archive.js';
import { listArquivos, type FiltroArquivos } from './list.js';
import { receiveUpload } from './upload.js';

const base = '/api/Geral/GerenciadorArquivo';

/** Registers the archive and upload routes. */
export function registerFileRoutes(app: FastifyInstance, s: Services): void {
  /** The file of `?id=`: 404 when the tenant has none, 403 when the user may not see it. */
  const visibleFile = async (request: FastifyRequest): Promise<ArquivoRow> => {
    const session = sessionOf(request);
    const row = await findArquivo(s.db, session.tenantId, idOf(request));
    if (!row) throw notFound('Arquivo não encontrado.');
    if (!maySee(session, row)) throw forbidden('Você não tem permissão para acessar este arquivo.');
    return row;
  };

  app.get(base, (request) =>
    listArquivos(s.db, sessionOf(request), request.query as FiltroArquivos),
  );

  app.get(`${base}/Download`, async (request, reply) => {
    const row = await visibleFile(request);
    const blob = await s.files.open(row.tenantId, row.hash);
    if (!blob) throw notFound('O conteúdo deste arquivo não está mais disponível.');
    return (
      reply
        .header('content-type', row.tipoConteudo)
        .header('content-length', blob.size)
        .header('content-disposition', contentDisposition(row.nome))
        // A stored type such as text/html must never render on the portal's origin.
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(blob.stream)
    );
  });

  app.delete(`${base}/RemoverArquivo`, async (request, reply) => {
    await removeArquivo(s.db, s.files, await visibleFile(request));
    return reply.code(204).send();
  });

  // The multipart parser lives only in this scope: every other route keeps refusing
  // multipart bodies with 415 before any byte is read.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.post('/api/Geral/Importacao/UploadArquivo', (request) => receiveUpload(request, s));
  });
}
