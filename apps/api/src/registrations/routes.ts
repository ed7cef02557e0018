// The registration service's import calls (/api/Emplacamento): uploads (FileUpload and the
// registration file upload), creating, listing, reading and cancelling imports, and the error
// report. Thin: every call goes to the service.
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveLocale, type Locale } from '@emplacamento/validators';
import type { Services } from '../app.js';
import { sessionOf } from '../auth/session.js';
import { arquivo } from '../db/schema-files.js';
import { findArquivo, removeArquivo } from '../files/archive.js';
import { receiveUpload } from '../files/upload.js';
import { notFound } from '../http/problem.js';
import type { PagingRequest } from '../http/paging.js';
import { idOf, paginarOf, tenantOf } from '../http/request-values.js';
import { csvReport, xlsxReport } from './report.js';
import {
  cancelarImportacao,
  criarImportacao,
  listarImportacoes,
  obterImportacao,
  type CriarImportacao,
  type FiltroImportacoes,
} from './service.js';

const base = '/api/Emplacamento';
const importacoes = `${base}/ImportacaoEmplacamento`;
const IMPORTACAO = { config: { permissao: 'emp_importacaoemplacamento' } };

/** The reader's language, from the first tag of Accept-Language (pt-BR by default). */
const localeOf = (request: FastifyRequest): Locale =>
  resolveLocale((request.headers['accept-language'] ?? '').split(',')[0]);

/** Registers the import routes. */
export function registerRegistrationRoutes(app: FastifyInstance, s: Services): void {
  /** The signed-in user's own temporary upload of `?file=` (its content hash). */
  const ownUpload = async (request: FastifyRequest) => {
    const session = sessionOf(request);
    const hash = (request.query as { file: string }).file.toLowerCase();
    const [row] = await s.db
      .select()
      .from(arquivo)
      .where(
        and(
          eq(arquivo.tenantId, session.tenantId),
          eq(arquivo.hash, hash),
          eq(arquivo.categoria, 'Outro'),
          eq(arquivo.usuarioId, session.usuario.id),
        ),
      )
      .limit(1);
    if (!row) throw notFound('Arquivo enviado não encontrado.');
    return row;
  };

  app.get(`${base}/FileUpload`, async (request, reply) => {
    const row = await ownUpload(request);
    const blob = await s.files.open(row.tenantId, row.hash);
    if (!blob) throw notFound('O conteúdo deste arquivo não está mais disponível.');
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', blob.size)
      .header('content-disposition', contentDisposition(row.nome))
      .header('cache-control', 'private, no-store')
      .send(blob.stream);
  });

  app.delete(`${base}/FileUpload`, async (request, reply) => {
    const row = await ownUpload(request);
    const full = await findArquivo(s.db, row.tenantId, row.id);
    if (full) await removeArquivo(s.db, s.files, full);
    return reply.code(204).send();
  });

  // Uploads parse multipart only in this scope (every other route refuses it with 415).
  void app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });
    scope.post(`${base}/FileUpload`, (request) => receiveUpload(request, s));
    scope.post(importacoes, IMPORTACAO, (request) =>
      receiveUpload(request, s, {
        categoria: 'ImportacaoEmplacamento',
        maxFileBytes: s.config.imports.maxFileBytes,
      }),
    );
  });

  app.post(`${importacoes}/CriarImportacao`, IMPORTACAO, async (request, reply) =>
    reply
      .code(202)
      .send(
        await criarImportacao(
          s.db,
          sessionOf(request),
          request.body as CriarImportacao,
          localeOf(request),
        ),
      ),
  );

  app.post(`${importacoes}/ListarImportacoes`, IMPORTACAO, (request) =>
    listarImportacoes(
      s.db,
      tenantOf(request),
      request.body as PagingRequest<FiltroImportacoes>,
      paginarOf(request),
      localeOf(request),
    ),
  );

  app.get(`${importacoes}/ObterImportacao`, IMPORTACAO, (request) =>
    obterImportacao(s.db, tenantOf(request), idOf(request), localeOf(request)),
  );

  app.post(`${importacoes}/CancelarImportacao`, IMPORTACAO, (request) =>
    cancelarImportacao(s.db, tenantOf(request), idOf(request), localeOf(request)),
  );

  app.get(`${importacoes}/RelatorioErros`, IMPORTACAO, async (request, reply) => {
    const locale = localeOf(request);
    const row = await obterImportacao(s.db, tenantOf(request), idOf(request), locale);
    const xlsx = (request.query as { formato?: string }).formato === 'xlsx';
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
