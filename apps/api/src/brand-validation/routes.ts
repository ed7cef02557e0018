// The brand validation calls (/api/ValidacaoMarca, and Geral/Importacao/RequisitarValidacaoMarca)
// and the job that runs them. Thin: every call goes to the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import type { Services } from '../services.js';
import { localeOf as languageOf } from '../http/messages/index.js';
import { route } from '../http/route.js';
import { listarDiferencas } from './differences.js';
import { runValidation } from './runner.js';
import {
  iniciarValidacao,
  JOB_VALIDACAO_MARCA,
  listarValidacoes,
  obterValidacao,
  removerValidacao,
  tiposPermitidos,
} from './service.js';

const VALIDACAO = { permissao: 'emp_validacaomarca' };

/** The reader's language, by Accept-Language (pt-BR by default), as every answer of the API. */
const localeOf = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

/** Registers the brand validation routes. */
export function registerBrandValidationRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'obterTiposValidacaoMarca', VALIDACAO, ({ session }) => tiposPermitidos(session));

  route(app, 'iniciarValidacaoMarcaManual', VALIDACAO, ({ body, session, request }) =>
    iniciarValidacao(s.db, s.publisher, session, body, true, localeOf(request)),
  );

  route(app, 'requisitarValidacaoMarca', VALIDACAO, ({ body, session, request }) =>
    iniciarValidacao(s.db, s.publisher, session, body, false, localeOf(request)),
  );

  route(app, 'obterValidacoesMarca', VALIDACAO, ({ body, query, session, request }) =>
    listarValidacoes(s.db, session, body, query.paginar ?? true, localeOf(request)),
  );

  route(app, 'obterValidacaoMarca', VALIDACAO, ({ query, session, request }) =>
    obterValidacao(s.db, session, query.id, localeOf(request)),
  );

  route(app, 'obterDiferencasValidacaoMarca', VALIDACAO, ({ body, query, session }) =>
    listarDiferencas(s.db, session, query.id, body, query.paginar ?? true),
  );

  route(app, 'removerValidacaoMarca', VALIDACAO, async ({ query, session }) => {
    await removerValidacao(s.db, s.files, s.publisher, session, query.id);
    return undefined;
  });
}

/** Makes the process's job queue run brand validations. */
export function registerValidationJob(s: Services, database: Database): void {
  s.jobs.handle(JOB_VALIDACAO_MARCA, (job, signal) =>
    runValidation(
      { database, files: s.files, publisher: s.publisher, now: s.now, log: s.jobs.log },
      job.tenantId,
      Number(job.carga.validacaoId),
      signal,
    ),
  );
}
