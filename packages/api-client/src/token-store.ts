import type { CookieJar } from './cookies';

/** The tokens of a session, as `POST /Connect/Token` and `/Connect/refreshtoken` answer them. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  expiresAt: string;
}

/** Cookie names of the session (the access token is split in two halves). */
export const sessionCookieNames = {
  tokenFirstHalf: 'emp_token_1',
  tokenSecondHalf: 'emp_token_2',
  refreshToken: 'emp_refresh_token',
  expiresAt: 'emp_expires_at',
  logoutNotice: 'emp_logout_notice',
} as const;

/** product rules §9: token, refresh and expiry cookies last one day. */
export const sessionCookieMaxAgeSeconds = 24 * 60 * 60;

/** Keeps the session tokens in cookies. */
export interface TokenStore {
  /** The tokens, or null unless token, refresh token and expiry are all present (§4). */
  read(): SessionTokens | null;
  write(tokens: SessionTokens): void;
  clear(): void;
  /** Sets the flag the login page reads to explain an automatic logout. */
  setLogoutNotice(): void;
  /** Reads and clears the logout-notice flag. */
  takeLogoutNotice(): boolean;
}

/** Options of the token store. */
export interface TokenStoreOptions {
  /**
   * Whether the cookies are `Secure`.
   * @default true when the page is served over https
   */
  secure?: boolean;
}

function pageIsHttps(): boolean {
  const location = (globalThis as { location?: { protocol?: string } }).location;
  return location?.protocol === 'https:';
}

/**
 * A token store over a cookie jar: the access token is split in two halves across two cookies
 * (each cookie stays under the 4 KB limit), beside the refresh token and the expiry.
 */
export function createTokenStore(jar: CookieJar, options: TokenStoreOptions = {}): TokenStore {
  const attributes = {
    maxAgeSeconds: sessionCookieMaxAgeSeconds,
    sameSite: 'Strict' as const,
    secure: options.secure ?? pageIsHttps(),
    path: '/',
  };
  const names = sessionCookieNames;
  return {
    read() {
      const first = jar.get(names.tokenFirstHalf);
      const second = jar.get(names.tokenSecondHalf);
      const refreshToken = jar.get(names.refreshToken);
      const expiresAt = jar.get(names.expiresAt);
      if (!first || second === undefined || !refreshToken || !expiresAt) return null;
      return { token: first + second, refreshToken, expiresAt };
    },
    write(tokens) {
      const middle = Math.ceil(tokens.token.length / 2);
      jar.set(names.tokenFirstHalf, tokens.token.slice(0, middle), attributes);
      jar.set(names.tokenSecondHalf, tokens.token.slice(middle), attributes);
      jar.set(names.refreshToken, tokens.refreshToken, attributes);
      jar.set(names.expiresAt, tokens.expiresAt, attributes);
    },
    clear() {
      jar.remove(names.tokenFirstHalf);
      jar.remove(names.tokenSecondHalf);
      jar.remove(names.refreshToken);
      jar.remove(names.expiresAt);
    },
    setLogoutNotice() {
      jar.set(names.logoutNotice, '1', attributes);
    },
    takeLogoutNotice() {
      const set = jar.get(names.logoutNotice) === '1';
      if (set) jar.remove(names.logoutNotice);
      return set;
    },
  };
}
