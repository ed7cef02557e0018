// The file archive of the General service (/api/Geral/GerenciadorArquivo) and the upload into it
// (/api/Geral/Importacao/UploadArquivo). Permissions per file: files/access.ts.
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { forbidden, notFound } from '../http/problem.js';
import { route } from '../http/route.js';
import { maySee } from './access.js';
import { findArquivo, removeArquivo, type ArquivoRow } from './archive.js';
import { listArquivos } from './list.js';
import { receiveUpload } from './upload.js';

/** Registers the archive and upload routes. */
export function registerFileRoutes(app: FastifyInstance, s: Services): void {
  /** The file of `?id=`: 404 when the tenant has none, 403 when the user may not see it. */
  const visibleFile = async (session: Session, id: number): Promise<ArquivoRow> => {
    const row = await findArquivo(s.db, session.tenantId, id);
    if (!row) throw notFound('Arquivo não encontrado.');
    if (!maySee(session, row)) throw forbidden('Você não tem permissão para acessar este arquivo.');
    return row;
  };

  route(app, 'listarArquivos', ({ query, session }) => listArquivos(s.db, session, query));

  route(app, 'baixarArquivo', async ({ query, session, reply }) => {
    const row = await visibleFile(session, query.id);
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

  route(app, 'removerArquivo', async ({ query, session }) => {
    await removeArquivo(s.db, s.files, await visibleFile(session, query.id));
    return undefined;
  });

  // The multipart parser lives only in this scope: every other route keeps refusing
  // multipart bodies with 415 before any byte is read.
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    route(scope, 'uploadArquivo', { escopoProprio: true }, ({ request }) =>
      receiveUpload(request, s),
    );
  });
}
