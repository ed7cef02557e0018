// Wires the contract into Fastify: every route must be an operation of openapi/ (or say it is
// outside the contract), and gets, in this order: tenant from `Domain` → session (when the
// operation is secured) → permission → request validation. Responses are checked against the
// contract when configured (always in tests).
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { Contract, Operation } from './contract.js';
import { fieldError } from './contract.js';
import { forbidden, HttpProblem, internalProblem, invalid, problemOf } from './problem.js';
import { screen } from './screening.js';
import type { Tenant, TenantDirectory } from '../tenants.js';

/** What a route says about itself in `config`. */
export interface RouteRules {
  /**
   * Event code (lowercased subject) the user must `manage`, or a list of which any one will do
   * (a call two screens share); absent → any signed-in user.
   */
  permissao?: string | readonly string[];
  /** Routes that are not part of the API contract (health, static files, /config.json). */
  foraDoContrato?: boolean;
  /**
   * Long answers (the event stream, uploads being received): the handler is not run inside one
   * tenant transaction, which would be held for the whole answer; it scopes its database work
   * itself with `withTenant`.
   */
  escopoProprio?: boolean;
}

/** Runs `fn` in the database scope of one tenant (`withTenant` over the app's database). */
export type TenantScope = <T>(tenantId: string, fn: () => Promise<T>) => Promise<T>;

/** A signed-in user as the handlers see it. */
export interface SessionLike {
  can(action: 'manage' | 'read', subject: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract's operations by id, for registering handlers by operation id (route.ts). */
    operations: Map<string, Operation>;
    /** The tenant scope handlers of tenant operations run in (route.ts). */
    tenantScope: TenantScope;
  }
  interface FastifyRequest {
    tenant?: Tenant;
    operation?: Operation;
    /**
     * The rest of the guard (session, permission, request checks), left for the handler's
     * tenant transaction to run first (see `admitInHandler`).
     */
    admission?: () => Promise<void>;
  }
  interface FastifyContextConfig extends RouteRules {
    /**
     * Set by `route()`, whose handler runs `admit(request)` first inside the request's tenant
     * transaction: the session check then shares that transaction instead of opening its own.
     */
    admitInHandler?: boolean;
  }
}

/** Resolves the session of a secured request (401/403 problems when there is none). */
export type Authenticate = (request: FastifyRequest, tenant: Tenant) => Promise<SessionLike>;

/** The tenant of a request that went through the pipeline. */
export function tenantOf(request: FastifyRequest): Tenant {
  if (!request.tenant) throw new Error('tenant not resolved: route outside the pipeline');
  return request.tenant;
}

/**
 * Runs `fn` in the tenant's transaction. A problem answer (401, 409, 429...) commits what was
 * written before it, as when every statement committed alone: a failed login's attempt and a
 * reused refresh token's revoked family must stay recorded. Any other error rolls back.
 */
export async function inTenantScope<T>(
  scope: TenantScope,
  tenantId: string,
  fn: () => T | Promise<T>,
): Promise<T> {
  const outcome = await scope(
    tenantId,
    async (): Promise<{ value: T } | { problem: HttpProblem }> => {
      try {
        return { value: await fn() };
      } catch (error) {
        if (error instanceof HttpProblem) return { problem: error };
        throw error;
      }
    },
  );
  if ('problem' in outcome) throw outcome.problem;
  return outcome.value;
}

/**
 * Runs what the guard left to the handler (a route of `route()`): called first thing inside the
 * handler's tenant transaction, so a 401, 403 or 400 answers before the handler runs, in the
 * same order as when the guard ran it all.
 */
export async function admit(request: FastifyRequest): Promise<void> {
  const admission = request.admission;
  request.admission = undefined;
  if (admission) await admission();
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Installs the hooks; call before registering routes. */
export function installContract(
  app: FastifyInstance,
  options: {
    contract: Contract;
    tenants: TenantDirectory;
    authenticate: Authenticate;
    tenantScope: TenantScope;
    validateResponses: boolean;
  },
): void {
  const { contract, tenants, authenticate, tenantScope } = options;
  app.decorate('operations', new Map([...contract.values()].map((op) => [op.operationId, op])));
  app.decorate('tenantScope', tenantScope);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = asArray(route.method);
    const rules: FastifyContextConfig = route.config ?? {};
    if (rules.foraDoContrato === true) return;
    // Fastify answers HEAD for every GET route with a copy of the GET's options taken before this
    // hook ran, so the HEAD route gets the GET's guard here too; without it a HEAD request reached
    // the handler with no tenant, token or permission check.
    const head = methods.length === 1 && methods[0] === 'HEAD';
    const method = head ? 'GET' : String(methods[0]);
    const operation = contract.get(`${method} ${route.url}`);
    if (!operation) throw new Error(`${method} ${route.url} is not an operation of openapi/`);

    const admission = async (request: FastifyRequest, tenant: Tenant) => {
      if (operation.secured) {
        // It reads the tenant's users and profiles: inside the handler's transaction when the
        // handler runs it (joining it), in a short one of its own otherwise.
        const session = await inTenantScope(tenantScope, tenant.id, () =>
          authenticate(request, tenant),
        );
        const { permissao } = rules;
        if (
          permissao !== undefined &&
          !(typeof permissao === 'string' ? [permissao] : permissao).some((code) =>
            session.can('manage', code),
          )
        )
          throw forbidden();
      }
      const contentType =
        (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (
        contentType !== '' &&
        request.body !== undefined &&
        !operation.bodyTypes.includes(contentType)
      ) {
        throw problemOf(415, 'tipo-nao-suportado', 'detalhe.tipo-nao-suportado', {
          types: operation.bodyTypes.join(' | ') || '-',
        });
      }
      const screened = [
        ...screen(request.query, ''),
        ...screen(request.params, ''),
        ...screen(request.body, ''),
      ];
      if (screened.length > 0) throw invalid(screened);
      const errors =
        operation.validateParams?.({
          query: request.query,
          headers: request.headers,
          params: request.params,
        }) ?? [];
      if (operation.validateBody) {
        if (request.body === undefined || request.body === null) {
          if (operation.bodyRequired)
            errors.push(fieldError('body', { code: 'campo.corpo-obrigatorio' }));
        } else {
          errors.push(...operation.validateBody(request.body));
        }
      }
      if (errors.length > 0) throw invalid(errors);
    };
    // A handler of `route()` opens the request's tenant transaction anyway: the session check
    // runs first inside it (one transaction per request, half the round trips of a short list).
    // Long answers (`escopoProprio`) hold no transaction, so theirs runs here in its own.
    const deferred = rules.admitInHandler === true && rules.escopoProprio !== true;
    const guard = async (request: FastifyRequest) => {
      request.operation = operation;
      if (!operation.tenantScoped) return;
      const tenant = await tenants.require(request.headers.domain);
      request.tenant = tenant;
      if (deferred) request.admission = () => admission(request, tenant);
      else await admission(request, tenant);
    };
    route.preHandler = [guard, ...asArray(route.preHandler)];

    if (options.validateResponses && !head) {
      const check = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const contentType = String(reply.getHeader('content-type') ?? '');
        // Problems have one shape for every operation (problem.ts writes them); an operation's
        // list of error statuses documents what it means to answer, not all that may happen
        // (a 415 for a body sent to a call that takes none).
        if (reply.statusCode >= 400 && contentType.startsWith('application/problem+json'))
          return payload;
        let body: unknown = payload;
        if (typeof payload === 'string' && /json/.test(contentType))
          body = payload === '' ? undefined : JSON.parse(payload);
        else if (payload === null || payload === '') body = undefined;
        const error = operation.validateResponse(reply.statusCode, contentType || undefined, body);
        if (error === null) return payload;
        // Logged for us, never sent: the caller gets the plain 500 problem (and tests fail on it).
        request.log.error(
          { operation: operation.operationId, error },
          'response breaks the contract',
        );
        const problem = internalProblem(request);
        void reply.code(500).type('application/problem+json');
        return JSON.stringify(problem);
      };
      route.onSend = [...asArray(route.onSend), check];
    }
  });
}
