import type { Middleware } from 'openapi-fetch';

/** Name of the header that carries the tenant id on every request. */
export const tenantHeader = 'Domain';

/**
 * Puts the tenant id in the `Domain` header of every request.
 * @param tenant the tenant id, or a function read at each request (the host can change tenant).
 */
export function tenantMiddleware(tenant: string | (() => string)): Middleware {
  const read = typeof tenant === 'function' ? tenant : () => tenant;
  return {
    onRequest({ request }) {
      request.headers.set(tenantHeader, read());
      return request;
    },
  };
}
