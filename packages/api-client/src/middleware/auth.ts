import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../token-store';
import type { SessionRefresher } from './session-refresher';

/** The bearer token of an `Authorization` header, if any. */
export function bearerOf(header: string | null): string | null {
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * Sets `Authorization: Bearer <token>` from the two token-half cookies. A request that starts while
 * a refresh runs waits for it, so it goes out with the new token.
 */
export function authMiddleware(store: TokenStore, refresher?: SessionRefresher): Middleware {
  return {
    async onRequest({ request }) {
      const pending = refresher?.pending;
      if (pending) await pending;
      const tokens = store.read();
      if (tokens) request.headers.set('Authorization', `Bearer ${tokens.token}`);
      return request;
    },
  };
}
