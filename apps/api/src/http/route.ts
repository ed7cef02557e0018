// Handlers are registered by operation id: method, path and success status come from openapi/,
// and the body, query, path parameters and answer are typed by the types generated from the same
// documents (src/generated, `pnpm generate`). The pipeline (pipeline.ts) has checked the request
// against the contract before a handler runs, which is what makes the typed parts true at run time
// (docs/decisions/0081).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { sessionOf, type Session } from '../auth/session.js';
import type { operations as Administration } from '../generated/administration.js';
import type { operations as Auth } from '../generated/auth.js';
import type { operations as BrandValidation } from '../generated/brand-validation.js';
import type { operations as Business } from '../generated/business.js';
import type { operations as CoverageAreas } from '../generated/coverage-areas.js';
import type { operations as General } from '../generated/general.js';
import type { operations as Platform } from '../generated/platform.js';
import type { operations as Registration } from '../generated/registration.js';
import type { operations as Users } from '../generated/users.js';
import type { operations as Vehicles } from '../generated/vehicles.js';
import type { Tenant } from '../tenants.js';
import { admit, inTenantScope, tenantOf, type RouteRules } from './pipeline.js';

/** Every operation of the contract by its id (ids are unique across the documents). */
export type Operations = Administration &
  Auth &
  BrandValidation &
  Business &
  CoverageAreas &
  General &
  Platform &
  Registration &
  Users &
  Vehicles;

/** An operation id of openapi/. */
export type OperationId = keyof Operations;

type Parameters<K extends OperationId> = Operations[K]['parameters'];
type Part<P, Name extends string> =
  P extends Record<Name, infer V>
    ? [V] extends [undefined]
      ? Record<string, never>
      : NonNullable<V>
    : P extends Partial<Record<Name, infer V>>
      ? [V] extends [undefined]
        ? Record<string, never>
        : NonNullable<V>
      : Record<string, never>;

/** The query of an operation (defaults filled in by the pipeline's validation). */
export type QueryOf<K extends OperationId> = Part<Parameters<K>, 'query'>;
/** The path parameters of an operation. */
export type ParamsOf<K extends OperationId> = Part<Parameters<K>, 'path'>;

/** The JSON request body of an operation (undefined when it takes none or not as JSON). */
export type BodyOf<K extends OperationId> = Operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : Operations[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type SuccessCode = 200 | 201 | 202 | 203 | 204 | 206;
type Responses<K extends OperationId> = Operations[K]['responses'];

/** The success statuses the contract lists for an operation. */
export type SuccessStatusOf<K extends OperationId> = Extract<keyof Responses<K>, SuccessCode>;

/** The JSON body of one response of an operation (undefined when it has none). */
export type ResponseOf<
  K extends OperationId,
  S extends keyof Responses<K>,
> = Responses<K>[S] extends {
  content: { 'application/json': infer B };
}
  ? B
  : undefined;

/** Every status the contract lists for an operation. */
export type StatusOf<K extends OperationId> = Extract<keyof Responses<K>, number>;

/** An answer with another status than the operation's first success status. */
export interface Answer<K extends OperationId> {
  readonly status: StatusOf<K>;
  readonly body: ResponseOf<K, StatusOf<K>>;
  readonly [answerMark]: true;
}
const answerMark = Symbol('answer');

/** What a route says besides its handler. */
export interface RouteSettings extends RouteRules {
  /** Runs before the contract's checks (the event stream takes credentials from its query). */
  onRequest?: onRequestHookHandler;
}

/** What a handler receives. */
export interface RouteContext<K extends OperationId> {
  body: BodyOf<K>;
  query: QueryOf<K>;
  params: ParamsOf<K>;
  /** The tenant of the `Domain` header (operations that take one). */
  readonly tenant: Tenant;
  /** The signed-in user (secured operations; 401 otherwise). */
  readonly session: Session;
  request: FastifyRequest;
  /** For answers that are not JSON (downloads, event streams): answer through it, return it. */
  reply: FastifyReply;
  /** Answers with another status the contract lists for the operation (errors are thrown). */
  answer: <S extends StatusOf<K>>(status: S, body: ResponseOf<K, S>) => Answer<K>;
}

/** The handler of an operation: returns the body of its success status, an answer, or the reply. */
export type Handler<K extends OperationId> = (
  context: RouteContext<K>,
) => Result<K> | Promise<Result<K>>;
type Result<K extends OperationId> = ResponseOf<K, SuccessStatusOf<K>> | Answer<K> | FastifyReply;

const isAnswer = (value: unknown): value is Answer<OperationId> =>
  typeof value === 'object' && value !== null && answerMark in value;

/**
 * Registers the handler of an operation of openapi/ (method, path and success status from there).
 * `settings.permissao` names the event the user must manage.
 */
export function route<K extends OperationId>(
  app: FastifyInstance,
  operationId: K,
  ...args: [handler: Handler<K>] | [settings: RouteSettings, handler: Handler<K>]
): void {
  const [{ onRequest, ...rules }, handler] = args.length === 1 ? [{}, args[0]] : args;
  const operation = app.operations.get(operationId);
  if (!operation) throw new Error(`${operationId} is not an operation of openapi/`);
  app.route({
    method: operation.method,
    url: operation.url,
    config: { ...rules, admitInHandler: true },
    ...(onRequest ? { onRequest } : {}),
    handler: async (request, reply) => {
      // The one place the request parts get their contract types: the pipeline validated them.
      const { body, query, params } = request;
      const context: RouteContext<K> = {
        body: body as BodyOf<K>,
        query: query as QueryOf<K>,
        params: params as ParamsOf<K>,
        get tenant() {
          return tenantOf(request);
        },
        get session() {
          return sessionOf(request);
        },
        request,
        reply,
        answer: (status, body) => ({ status, body, [answerMark]: true }),
      };
      // Every handler of a tenant operation runs in one transaction bound to the request's tenant
      // (row-level security, docs/decisions/0080), unless it scopes its own database work; the
      // session check the guard left to it runs first in the same transaction.
      const tenant = request.tenant;
      const result =
        tenant && rules.escopoProprio !== true
          ? await inTenantScope(app.tenantScope, tenant.id, async () => {
              await admit(request);
              return handler(context);
            })
          : await handler(context);
      // A handler that answered through the reply returns it, and an async function adopts what
      // it returns as a thenable: Fastify's reply is one, settling with `undefined` once the
      // answer has been sent. So the handler's promise (and the tenant transaction around it)
      // lasts until a download has gone out, which a report streamed from the database relies on,
      // and what arrives here is `undefined` with the reply already sent: sending again would
      // log "Reply was already sent", with the request's address (and its token) in the message.
      // A stream whose client hung up settles the same way without having ended (`sent` is
      // false): its headers are out, so it too has answered.
      if (result === reply || reply.sent || reply.raw.headersSent) return reply;
      const [status, payload] = isAnswer(result)
        ? [result.status, result.body]
        : [operation.successStatus, result];
      void reply.code(status);
      return payload === undefined ? reply.send() : payload;
    },
  });
}
