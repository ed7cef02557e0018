// The registration service's import calls (/api/Emplacamento): uploads (FileUpload and the
// registration file upload), creating, listing, reading and cancelling imports, and the error
// report. Thin: every call goes to the service.
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.js';
import type { Session } from '../auth/session.js';
import { arquivo } from '../db/schema-files.js';
import { findArquivo, removeArquivo } from '../files/archive.js';
import { receiveUpload } from '../files/upload.js';
import { localeOf as languageOf } from '../http/messages/index.js';
import { problemOf } from '../http/problem.js';
import { route } from '../http/route.js';
import type { TipoImportacao } from './kind.js';
import { csvReport, xlsxReport } from './report.js';
import {
  cancelarImportacao,
  criarImportacao,
  listarImportacoes,
  obterImportacao,
} from './service.js';

const IMPORTACAO = { permissao: 'emp_importacaoemplacamento' };

/** The calls on one import by id serve both import screens (registrations and billings). */
const QUALQUER_IMPORTACAO = {
  permissao: ['emp_importacaoemplacamento', 'emp_importacaofaturamento'],
};

/** The kinds of import the user's screens show: one import by id is found only among them. */
export const tiposVisiveis = (session: Session): TipoImportacao[] => [
  ...(session.can('manage', 'emp_importacaoemplacamento') ? (['Emplacamento'] as const) : []),
  ...(session.can('manage', 'emp_importacaofaturamento') ? (['Faturamento'] as const) : []),
];

/** The reader's language, by Accept-Language (pt-BR by default), as every answer of the API. */
const localeOf = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/** Registers the import routes. */
export function registerRegistrationRoutes(app: FastifyInstance, s: Services): void {
  /** The signed-in user's own temporary upload whose content hash is `file`. */
  const ownUpload = async (session: Session, file: string) => {
    const [row] = await s.db
      .select()
      .from(arquivo)
      .where(
        and(
          eq(arquivo.tenantId, session.tenantId),
          eq(arquivo.hash, file.toLowerCase()),
          eq(arquivo.categoria, 'Outro'),
          eq(arquivo.usuarioId, session.usuario.id),
        ),
      )
      .limit(1);
    if (!row) throw problemOf(404, 'nao-encontrado', 'detalhe.envio-nao-encontrado');
    return row;
  };

  route(app, 'fileUploadObter', async ({ query, session, reply }) => {
    const row = await ownUpload(session, query.file);
    const blob = await s.files.open(row.tenantId, row.hash);
    if (!blob) throw problemOf(404, 'nao-encontrado', 'detalhe.conteudo-indisponivel');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', blob.size)
      .header('content-disposition', contentDisposition(row.nome))
      .header('cache-control', 'private, no-store')
      .send(blob.stream);
  });

  route(app, 'fileUploadRemover', async ({ query, session }) => {
    const row = await ownUpload(session, query.file);
    const full = await findArquivo(s.db, row.tenantId, row.id);
    if (full) await removeArquivo(s.db, s.files, full);
    return undefined;
  });

  // Uploads parse multipart only in this scope (every other route refuses it with 415).
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    route(scope, 'fileUpload', ({ request }) => receiveUpload(request, s));
    route(scope, 'enviarArquivoEmplacamento', IMPORTACAO, ({ request }) =>
      receiveUpload(request, s, {
        categoria: 'ImportacaoEmplacamento',
        maxFileBytes: s.config.imports.maxFileBytes,
      }),
    );
  });

  route(app, 'criarImportacaoEmplacamento', IMPORTACAO, ({ body, session, request }) =>
    criarImportacao(s.db, s.publisher, session, body, localeOf(request)),
  );

  route(app, 'listarImportacoesEmplacamento', IMPORTACAO, ({ body, query, session, request }) =>
    listarImportacoes(s.db, session.tenantId, body, query.paginar ?? true, localeOf(request)),
  );

  route(app, 'obterImportacao', QUALQUER_IMPORTACAO, ({ query, session, request }) =>
    obterImportacao(s.db, session.tenantId, query.id, localeOf(request), tiposVisiveis(session)),
  );

  route(app, 'cancelarImportacaoEmplacamento', QUALQUER_IMPORTACAO, ({ query, session, request }) =>
    cancelarImportacao(
      s.db,
      s.publisher,
      session.tenantId,
      query.id,
      localeOf(request),
      tiposVisiveis(session),
    ),
  );

  route(app, 'relatorioErrosImportacao', QUALQUER_IMPORTACAO, async (context) => {
    const { query, session, request, reply } = context;
    const locale = localeOf(request);
    const row = await obterImportacao(
      s.db,
      session.tenantId,
      query.id,
      locale,
      tiposVisiveis(session),
    );
    const xlsx = query.formato === 'xlsx';
    const name = `erros-importacao-${String(row.Id)}.${xlsx ? 'xlsx' : 'csv'}`;
    return reply
      .header(
        'content-type',
        xlsx
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
      )
      .header('content-disposition', contentDisposition(name))
      .header('cache-control', 'private, no-store')
      .send(xlsx ? xlsxReport(s.db, row.Id, locale) : csvReport(s.db, row.Id, locale));
  });
}
