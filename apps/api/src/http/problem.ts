// RFC 9457 problem details, the one error shape of the API (openapi/components.yaml Problem).
// `detail` is pt-BR text the portal may show as is.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldError } from './contract.js';

/** A problem to answer with; thrown anywhere in a handler. */
export class HttpProblem extends Error {
  /**
   * @param status HTTP status.
   * @param code stable machine code (`validacao`, `nao-autenticado`, ...).
   * @param title short pt-BR title.
   * @param detail pt-BR sentence fit to show the user.
   */
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }

  /** A related resource the answer points at (the first import of a file sent twice). */
  link?: string;
}

/** 400 with per-field errors. */
export const invalid = (errors: FieldError[]): HttpProblem =>
  new HttpProblem(
    400,
    'validacao',
    'Dados inválidos',
    errors[0]?.message ?? 'Dados inválidos',
    errors,
  );

/** 401: no valid session. */
export const unauthenticated = (
  detail = 'Sessão inválida ou expirada. Entre novamente.',
  code = 'nao-autenticado',
) => new HttpProblem(401, code, 'Não autenticado', detail);

/** 403: the user may not do this. */
export const forbidden = (
  detail = 'Você não tem permissão para realizar esta ação.',
  code = 'sem-permissao',
) => new HttpProblem(403, code, 'Acesso negado', detail);

/** 404 within the tenant. */
export const notFound = (detail: string) =>
  new HttpProblem(404, 'nao-encontrado', 'Não encontrado', detail);

/** 409: duplicate login, code, ... */
export const conflict = (detail: string, errors: FieldError[] = []) =>
  new HttpProblem(409, 'conflito', 'Conflito', detail, errors);

/** 429 with Retry-After in seconds. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpProblem(
    429,
    'muitas-tentativas',
    'Muitas tentativas',
    `Muitas tentativas. Tente novamente em ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minuto(s).`,
    [],
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** Installs the handlers that turn every error (ours, Fastify's, unexpected) into a problem. */
export function installProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    let problem: HttpProblem;
    if (error instanceof HttpProblem) {
      problem = error;
    } else if (
      error.statusCode === 400 ||
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      error.statusCode === 415
    ) {
      problem = new HttpProblem(
        error.statusCode ?? 400,
        'requisicao-invalida',
        'Requisição inválida',
        'A requisição não pôde ser lida.',
      );
    } else if (error.statusCode === 413) {
      problem = new HttpProblem(
        413,
        'muito-grande',
        'Requisição muito grande',
        'A requisição excede o tamanho permitido.',
      );
    } else {
      request.log.error({ err: error }, 'unexpected error');
      problem = new HttpProblem(
        500,
        'erro-interno',
        'Erro interno',
        'Ocorreu um erro inesperado. Tente novamente mais tarde.',
      );
    }
    void reply
      .code(problem.status)
      .headers(problem.headers)
      .type('application/problem+json')
      .send({
        type: `/problems/${problem.code}`,
        title: problem.title,
        status: problem.status,
        detail: problem.detail,
        instance: request.url,
        code: problem.code,
        ...(problem.errors.length > 0 ? { errors: problem.errors } : {}),
        ...(problem.link ? { link: problem.link } : {}),
      });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).type('application/problem+json').send({
      type: '/problems/nao-encontrado',
      title: 'Não encontrado',
      status: 404,
      detail: 'Recurso não encontrado.',
      instance: request.url,
      code: 'nao-encontrado',
    });
  });
}
