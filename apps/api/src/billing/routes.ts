// The billing calls (/api/Emplacamento/ImportacaoFaturamento, /EfetivarFaturamentos). Thin: every
// call goes to a service of this folder or to the shared import service.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import { withTenant } from '../db/client.js';
import { receiveUpload } from '../files/upload.js';
import { localeOf as languageOf } from '../http/messages/index.js';
import { route } from '../http/route.js';
import { criarImportacao, listarImportacoes } from '../registrations/service.js';

const IMPORTACAO = { permissao: 'emp_importacaofaturamento' };

const localeOf = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/** Registers the billing routes. */
export function registerBillingRoutes(app: FastifyInstance, s: Services): void {
  // Uploads parse multipart only in this scope (every other route refuses it with 415).
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    route(scope, 'importarFaturamentos', IMPORTACAO, async ({ request, session }) => {
      const files = await receiveUpload(request, s, {
        categoria: 'ImportacaoFaturamento',
        maxFileBytes: s.config.imports.maxFileBytes,
      });
      const locale = localeOf(request);
      const imports = [];
      // One import per file, in the order sent; a file already imported answers its import.
      for (const file of files)
        imports.push(
          await withTenant(s.db, session.tenantId, () =>
            criarImportacao(
              s.db,
              s.publisher,
              session,
              { ArquivoGuid: file.Guid, AtualizarDashboard: false },
              locale,
              { tipo: 'Faturamento', devolverExistente: true },
            ),
          ),
        );
      return imports;
    });
  });

  route(app, 'consultarImportacoesFaturamento', IMPORTACAO, ({ body, query, session, request }) =>
    listarImportacoes(
      s.db,
      session.tenantId,
      body,
      query.paginar ?? true,
      localeOf(request),
      'Faturamento',
    ),
  );
}
