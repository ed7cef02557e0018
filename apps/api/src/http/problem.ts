// RFC 9457 problem details, the one error shape of the API (openapi/components.yaml Problem).
// Title, detail and field messages are written in the request's language (`Accept-Language`,
// pt-BR by default) when the server knows them by code (docs/decisions/0083).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from './contract.js';
import { isTextCode, localeOf, render, type ServerCode, type Text } from './messages/index.js';

/** A problem to answer with; thrown anywhere in a handler. */
export class HttpProblem extends Error {
  /**
   * @param status HTTP status.
   * @param code stable machine code (`validacao`, `nao-autenticado`, ...).
   * @param title short pt-BR title (the catalogue's `titulo.<code>` wins when it has one).
   * @param detail pt-BR sentence fit to show the user.
   * @param detailText the detail by code, to answer in the request's language.
   */
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    readonly detailText?: Text,
  ) {
    super(detail);
  }

  /** A related resource the answer points at (the first import of a file sent twice). */
  link?: string;
}

/** Title of each status when the problem's code has none of its own. */
const titleByStatus: Record<number, ServerCode> = {
  400: 'titulo.validacao',
  401: 'titulo.nao-autenticado',
  403: 'titulo.sem-permissao',
  404: 'titulo.nao-encontrado',
  409: 'titulo.conflito',
  413: 'titulo.muito-grande',
  415: 'titulo.tipo-nao-suportado',
  429: 'titulo.muitas-tentativas',
  500: 'titulo.erro-interno',
};

/** The catalogue's title of a problem: its code's own, else its status's. */
function titleCodeOf(code: string, status: number): ServerCode {
  const own = `titulo.${code}`;
  return isTextCode(own) && own.startsWith('titulo.')
    ? (own as ServerCode)
    : (titleByStatus[status] ?? 'titulo.erro-interno');
}

/** A problem whose title and detail are texts of the catalogue. */
const known = (
  status: number,
  code: string,
  detail: Text,
  errors: FieldError[] = [],
  headers: Record<string, string> = {},
) => {
  return new HttpProblem(
    status,
    code,
    render({ code: titleCodeOf(code, status) }),
    render(detail),
    errors,
    headers,
    detail,
  );
};

/** 400 with per-field errors; the detail is the first field's message. */
export const invalid = (errors: FieldError[]): HttpProblem =>
  new HttpProblem(
    400,
    'validacao',
    'Dados inválidos',
    errors[0]?.message ?? 'Dados inválidos',
    errors,
  );

/** A detail by code of the catalogue, or (not yet catalogued) pt-BR text. */
type Detail = ServerCode | (string & Record<never, never>);

/** 401: no valid session. */
export const unauthenticated = (
  detail: Detail = 'detalhe.nao-autenticado',
  code = 'nao-autenticado',
) =>
  isTextCode(detail)
    ? known(401, code, { code: detail })
    : new HttpProblem(401, code, 'Não autenticado', detail);

/** 403: the user may not do this. */
export const forbidden = (detail: Detail = 'detalhe.sem-permissao', code = 'sem-permissao') =>
  isTextCode(detail)
    ? known(403, code, { code: detail })
    : new HttpProblem(403, code, 'Acesso negado', detail);

/** 404 within the tenant. */
export const notFound = (detail: string) =>
  new HttpProblem(404, 'nao-encontrado', 'Não encontrado', detail);

/** 409: duplicate login, code, ... */
export const conflict = (detail: string, errors: FieldError[] = []) =>
  new HttpProblem(409, 'conflito', 'Conflito', detail, errors);

/** 429 with Retry-After in seconds. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  known(
    429,
    'muitas-tentativas',
    {
      code: 'detalhe.muitas-tentativas',
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    },
    [],
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** A problem of the server's catalogue by code (`titulo.<code>` and the given detail). */
export const problemOf = (
  status: number,
  code: string,
  detail: ServerCode,
  params?: Text['params'],
  errors: FieldError[] = [],
) => known(status, code, { code: detail, ...(params ? { params } : {}) }, errors);

/** Input quoted back in an answer is cut to this many characters (no echo of long input). */
const QUOTE_LIMIT = 64;
const clip = (text: string, limit = QUOTE_LIMIT) =>
  text.length > limit ? `${text.slice(0, limit)}…` : text;
const clipParams = (params: Text['params']) =>
  params &&
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? clip(value) : value,
    ]),
  );

/** The answer's body in the request's language. */
function bodyOf(problem: HttpProblem, request: FastifyRequest) {
  const locale = localeOf(request.headers['accept-language']);
  // A title written by hand (a problem built with `new HttpProblem`) is kept as written when it is
  // not its status's title in pt-BR.
  const titleCode = titleCodeOf(problem.code, problem.status);
  const title =
    render({ code: titleCode }) === problem.title
      ? render({ code: titleCode }, locale)
      : problem.title;
  // Field errors keep their wire shape { field, message }; the code stays on the server (see
  // docs/decisions/0083 for why it is not sent yet).
  const errors = problem.errors.map(({ field, code, params, message }) => ({
    field: clip(field),
    message:
      code !== undefined && isTextCode(code)
        ? render({ code, ...(params ? { params: clipParams(params) } : {}) }, locale)
        : clip(message, 300),
  }));
  const { detailText } = problem;
  const detail = detailText
    ? render(
        { ...detailText, ...(detailText.params ? { params: clipParams(detailText.params) } : {}) },
        locale,
      )
    : problem.code === 'validacao' && errors[0]
      ? errors[0].message
      : problem.detail;
  return {
    type: `/problems/${problem.code}`,
    title,
    status: problem.status,
    detail,
    // The path only: a query string is input, and may be long.
    instance: clip(request.url.split('?')[0] ?? '', 200),
    code: problem.code,
    ...(errors.length > 0 ? { errors } : {}),
    ...(problem.link ? { link: problem.link } : {}),
  };
}

/** The body of the plain 500 answer, for code that must answer without throwing. */
export const internalProblem = (request: FastifyRequest) =>
  bodyOf(problemOf(500, 'erro-interno', 'detalhe.erro-interno'), request);

/** Answers an error Fastify raises before routing (malformed percent-encoding in a URL). */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 400;
  const problem = problemOf(status, 'requisicao-invalida', 'detalhe.requisicao-invalida');
  void reply.code(status).type('application/problem+json').send(bodyOf(problem, request));
}

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

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
      problem = problemOf(
        error.statusCode ?? 400,
        'requisicao-invalida',
        'detalhe.requisicao-invalida',
      );
    } else if (error.statusCode === 413) {
      problem = problemOf(413, 'muito-grande', 'detalhe.muito-grande');
    } else {
      request.log.error({ err: error }, 'unexpected error');
      problem = problemOf(500, 'erro-interno', 'detalhe.erro-interno');
    }
    void reply
      .code(problem.status)
      .headers(problem.headers)
      .type('application/problem+json')
      .send(bodyOf(problem, request));
  });
  // The last line of defence: an error answer that some code or plugin wrote by hand leaves as a
  // problem of its status too, its own text logged rather than sent.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/problem+json'))
      return payload;
    // Routes outside the contract, and error answers the contract describes with a body of their
    // own (the 503 of /health that load balancers read), keep their shape.
    if (request.routeOptions.config.foraDoContrato === true) return payload;
    if (request.operation && typeof payload === 'string' && isJson(payload)) {
      const type = String(reply.getHeader('content-type') ?? '');
      const body: unknown = JSON.parse(payload);
      if (request.operation.validateResponse(reply.statusCode, type, body) === null) return payload;
    }
    request.log.warn({ status: reply.statusCode }, 'error answer that was not a problem');
    const status = reply.statusCode;
    const problem =
      status >= 500
        ? problemOf(status, 'erro-interno', 'detalhe.erro-interno')
        : status === 404
          ? problemOf(404, 'nao-encontrado', 'detalhe.recurso-nao-encontrado')
          : problemOf(status, 'requisicao-invalida', 'detalhe.requisicao-invalida');
    void reply.code(problem.status).type('application/problem+json');
    return JSON.stringify(bodyOf(problem, request));
  });
  app.setNotFoundHandler((request, reply) => {
    const problem = problemOf(404, 'nao-encontrado', 'detalhe.recurso-nao-encontrado');
    void reply.code(404).type('application/problem+json').send(bodyOf(problem, request));
  });
}
