import type { Middleware } from 'openapi-fetch';
import { bearerOf } from './auth';
import type { SessionRefresher } from './session-refresher';

/** Options of the refresh middleware. */
export interface RefreshMiddlewareOptions {
  /** Schema paths whose 401 means wrong credentials, not an expired token. */
  skipPaths?: readonly string[];
  /** Sends the retried request (the client's fetch). */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * On a 401 to a request that carried a token: waits for one shared refresh and retries the request
 * once with the new token. If the refresh fails the 401 comes back to the caller (and the
 * refresher has logged out). Must come after the middleware that sets the headers.
 */
export function refreshMiddleware(
  refresher: SessionRefresher,
  options: RefreshMiddlewareOptions = {},
): Middleware {
  const skip = new Set(options.skipPaths ?? []);
  // The body of a sent request is consumed, so a request with a body is copied before sending;
  // one without a body can be rebuilt after the fact (cheaper: most calls are GETs).
  const copies = new WeakMap<Request, Request>();
  return {
    onRequest({ request, schemaPath }) {
      if (!skip.has(schemaPath) && request.headers.has('Authorization')) {
        copies.set(request, request.body === null ? request : request.clone());
      }
      return request;
    },
    async onResponse({ request, response, options: merged }) {
      if (response.status !== 401) return response;
      const copy = copies.get(request);
      const sent = bearerOf(request.headers.get('Authorization'));
      if (!copy || !sent) return response;
      copies.delete(request);
      const token = await refresher.renewAfter(sent);
      if (!token) return response;
      await response.body?.cancel();
      const retry = copy === request ? new Request(request) : copy;
      retry.headers.set('Authorization', `Bearer ${token}`);
      const send = options.fetch ?? merged.fetch;
      return send(retry);
    },
  };
}
