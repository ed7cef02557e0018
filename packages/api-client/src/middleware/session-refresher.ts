import type { SessionTokens, TokenStore } from '../token-store';

/** What the app does when the session cannot be renewed: go to login, back to `redirectTo`. */
export interface LogoutInfo {
  redirectTo: string;
}

/** Options of the session refresher. */
export interface SessionRefresherOptions {
  store: TokenStore;
  /**
   * Calls `POST /Connect/refreshtoken`: resolves the new tokens, null when the server refused them
   * (the session is over), or rejects when it could not be asked (the session is kept).
   */
  refresh: (current: SessionTokens) => Promise<SessionTokens | null>;
  /** Runs once per failed refresh (product rules §4, §8). */
  onLogout: (info: LogoutInfo) => void;
  /** The path to come back to after login. */
  currentPath: () => string;
}

/**
 * Runs at most one token refresh at a time. Every request that got a 401 with the token being
 * replaced, or that starts while the refresh runs, waits for the same refresh.
 */
export class SessionRefresher {
  #inflight: Promise<string | null> | null = null;
  readonly #options: SessionRefresherOptions;

  constructor(options: SessionRefresherOptions) {
    this.#options = options;
  }

  /** The refresh under way, if any (new requests wait for it before reading the token). */
  get pending(): Promise<string | null> | null {
    return this.#inflight;
  }

  /**
   * The token to retry with after `rejected` got a 401: the current one if another refresh already
   * replaced it, else the result of one shared refresh. Null when there is no session or the
   * refresh failed (then the store is cleared, the notice set and `onLogout` called once).
   */
  renewAfter(rejected: string): Promise<string | null> {
    if (this.#inflight) return this.#inflight;
    const current = this.#options.store.read();
    if (!current) return Promise.resolve(null);
    if (current.token !== rejected) return Promise.resolve(current.token);
    const run = this.#run(current);
    this.#inflight = run;
    void run.finally(() => {
      if (this.#inflight === run) this.#inflight = null;
    });
    return run;
  }

  async #run(current: SessionTokens): Promise<string | null> {
    const { store, refresh, onLogout, currentPath } = this.#options;
    let next: SessionTokens | null;
    try {
      next = await refresh(current);
    } catch {
      // Not answered: the requests waiting on it fail as the network did, and the session stays
      // for the next try. Signing out here made a page that was left mid-refresh (a link, a
      // reload) open the login with "session expired" although the session stood.
      return null;
    }
    if (next) {
      store.write(next);
      return next.token;
    }
    store.clear();
    store.setLogoutNotice();
    try {
      onLogout({ redirectTo: currentPath() });
    } catch (error) {
      console.error('Erro no logout', error);
    }
    return null;
  }
}
