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

/** How many times one request renews its token: the shared refresh, and once more for a retry whose token had expired. */
const MAX_RENEWALS = 2;

/**
 * On a 401 to a request that carried a token: waits for one shared refresh and retries the request
 * with the new token (a second time when that token too had expired before the retry arrived). If the refresh fails the 401 comes back to the caller (and the
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
      const send = options.fetch ?? merged.fetch;
      let answer = response;
      let rejected = sent;
      // The token a retry gets may be one another refresh brought a while ago, and have expired
      // in the meantime (a slow machine, a short token life): its 401 renews once more.
      for (let attempt = 0; attempt < MAX_RENEWALS; attempt += 1) {
        const token = await refresher.renewAfter(rejected);
        if (!token) return answer;
        await answer.body?.cancel();
        const retry = copy === request ? new Request(request) : copy.clone();
        retry.headers.set('Authorization', `Bearer ${token}`);
        answer = await send(retry);
        if (answer.status !== 401) return answer;
        rejected = token;
      }
      return answer;
    },
  };
}
