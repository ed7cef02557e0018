import type { Middleware } from 'openapi-fetch';

/**
 * Aborts a call that takes longer than `ms` (including a refresh-and-retry), keeping the caller's
 * own signal. The abort reason is a `TimeoutError`, which `settle` reports as `kind: 'timeout'`.
 */
export function timeoutMiddleware(ms: number): Middleware {
  return {
    onRequest({ request }) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(ms)]);
      return new Request(request, { signal });
    },
  };
}
