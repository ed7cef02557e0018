import type { ServiceBaseUrls } from '@emplacamento/api-client';
import {
  createAbility,
  createRouteTable,
  parseLoggedUser,
  type AppAbility,
  type LoggedUser,
  type RouteDefinition,
} from '@emplacamento/access';
import {
  documentCookieJar,
  settle,
  unwrap,
  type ApiClients,
  type CookieJar,
  type LogoutInfo,
} from '@emplacamento/api-client';
import { createSseRealtime, deferredRealtime, type RealtimeStore } from '@emplacamento/realtime';
import {
  reportsBaseUrlOf,
  servicesOf,
  type RuntimeConfig,
  type TenantConfig,
} from '../config/runtime-config';
import {
  loadSignedInUser,
  purgeStoredSession,
  signIn,
  signedInUser,
  storageKeys,
  tenantClients,
  type LoginFailure,
} from './sign-in';

export { storageKeys, type LoginFailure };

/** The cookie another application sets to `1` to log the user out here (§4, polled every second). */
export const LOGOUT_COOKIE = 'emp_logout';
/** §9: the logout cookie is polled every second. */
export const LOGOUT_POLL_MS = 1000;

/** A snapshot of the session for React (`useSyncExternalStore`). */
export interface SessionState {
  readonly user: LoggedUser | null;
  readonly loggedIn: boolean;
  readonly ability: AppAbility;
  readonly table: readonly RouteDefinition[];
}

/** Options of {@link Session}. */
export interface SessionOptions {
  readonly config: RuntimeConfig;
  readonly tenant: TenantConfig;
  readonly storage: Storage;
  /** @default document.cookie */
  readonly cookies?: CookieJar;
  /** Called when the session ended by itself (refresh refused, logout cookie). */
  readonly onExpired?: (info: LogoutInfo) => void;
  /** @default globalThis.fetch */
  readonly fetch?: (request: Request) => Promise<Response>;
  /**
   * The user's current language, read at each call for `Accept-Language` (the server answers
   * its messages in it). @default 'pt-BR'
   */
  readonly language?: () => string;
}

/**
 * The signed-in state of the portal: the typed API clients (tenant header, tokens in cookies,
 * one refresh on 401), the logged user in localStorage, the ability and route table derived from
 * them. Plain TypeScript with a subscribe/snapshot pair so React reads it without a context tree
 * of effects, and the router's guard reads it synchronously.
 */
export class Session {
  readonly clients: ApiClients;
  /** The base URL of each service for this tenant (links the browser opens itself). */
  readonly services: ServiceBaseUrls;
  /** The realtime collections (one stream, opened while something subscribes). */
  readonly realtime: RealtimeStore;
  readonly tenant: TenantConfig;
  /** Base of the report pages the report routes embed ("" = same origin). */
  readonly reportsBaseUrl: string;
  readonly #storage: Storage;
  readonly #cookies: CookieJar;
  readonly #listeners = new Set<() => void>();
  #state: SessionState;
  #onExpired: (info: LogoutInfo) => void;

  constructor(options: SessionOptions) {
    this.tenant = options.tenant;
    this.reportsBaseUrl = reportsBaseUrlOf(options.config, options.tenant);
    this.#storage = options.storage;
    this.#cookies = options.cookies ?? documentCookieJar();
    this.#onExpired = options.onExpired ?? (() => undefined);
    const services = servicesOf(options.config, options.tenant);
    this.services = services;
    this.clients = tenantClients(options.config, options.tenant, {
      ...(options.language ? { language: options.language } : {}),
      cookies: this.#cookies,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      onLogout: (info) => {
        this.#forget();
        this.#onExpired(info);
      },
    });
    const fetch = options.fetch;
    const realtime = options.tenant.realtime;
    this.realtime =
      realtime.provider === 'firestore'
        ? // A dynamic import: tenants served by the API's SSE never download Firebase.
          deferredRealtime(async () => {
            const { createFirestoreRealtime } = await import('@emplacamento/realtime/firestore');
            const { emulators, ...firebase } = realtime.firestore;
            return createFirestoreRealtime({
              firebase,
              tenant: options.tenant.id,
              ...(emulators ? { emulators } : {}),
              customToken: async () =>
                unwrap(await settle(this.clients.platform.POST('/api/Realtime/TokenFirebase', {}))),
            });
          })
        : createSseRealtime({
            clients: this.clients,
            baseUrl: services.platform,
            tenant: options.tenant.id,
            ...(fetch
              ? { fetch: (url: string, init: RequestInit) => fetch(new Request(url, init)) }
              : {}),
          });
    this.#state = this.#compute();
  }

  /** Who is told when the session ends by itself (the app navigates to login). */
  set onExpired(handler: (info: LogoutInfo) => void) {
    this.#onExpired = handler;
  }

  /** The current snapshot (stable until the session changes). */
  readonly getState = (): SessionState => this.#state;

  /** Subscribes to changes; returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Signs in: `POST /Connect/Token`, then the logged user (`ObterUsuarioLogado`) and the
   * economic-group parameter the route table depends on. Resolves the user, or the failure.
   */
  async login(login: string, senha: string): Promise<LoggedUser | LoginFailure> {
    const result = await signIn(this.#signIn(), login, senha);
    if (!('kind' in result)) this.#changed();
    return result;
  }

  /** Adopts tokens obtained elsewhere (social login exchange) and loads the user. */
  async adoptTokens(tokens: { token: string; refreshToken: string; expiresAt: string }) {
    this.clients.tokens.write(tokens);
    return this.#loadUser();
  }

  async #loadUser(): Promise<LoggedUser | LoginFailure> {
    const result = await loadSignedInUser(this.#signIn());
    if (!('kind' in result)) this.#changed();
    return result;
  }

  #signIn() {
    return { clients: this.clients, storage: this.#storage };
  }

  /**
   * Reads the signed-in user again, for what the server says changed about it (the dealership's
   * overdue flag): the stored user is replaced. A failed read keeps the stored one, and a
   * session ended meanwhile is left ended.
   */
  async reloadUser(): Promise<void> {
    if (!this.#state.loggedIn) return;
    const logged = await settle(
      this.clients.users.GET('/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado'),
    );
    const user = logged.ok ? parseLoggedUser(logged.data) : null;
    if (user === null || this.clients.tokens.read() === null) return;
    this.#storage.setItem(storageKeys.user, JSON.stringify(user));
    this.#changed();
  }

  /** Signs out here: tokens, stored user and parameters are dropped. */
  logout(): void {
    this.clients.tokens.clear();
    this.#forget();
  }

  /** Reads and clears the flag set when the session was ended automatically (§4). */
  takeLogoutNotice(): boolean {
    return this.clients.tokens.takeLogoutNotice();
  }

  /**
   * §4 cache purge: when the marker is missing or not `clean`, stored user data, parameters and
   * token cookies are cleared and the marker set. Returns whether anything was cleared, in which
   * case the caller reloads the page (a first visit with nothing stored needs no reload).
   */
  purgeCacheIfNeeded(): boolean {
    const hadData = purgeStoredSession(this.#signIn());
    this.#state = this.#compute();
    return hadData;
  }

  /**
   * §4: polls the logout cookie every second; at `1` it is removed and the user logged out with
   * the current path as `redirectTo`. Returns the stop function.
   */
  watchLogoutCookie(currentPath: () => string): () => void {
    const timer = setInterval(() => {
      if (this.#cookies.get(LOGOUT_COOKIE) !== '1') return;
      this.#cookies.remove(LOGOUT_COOKIE, '/');
      if (!this.#state.loggedIn) return;
      this.logout();
      this.#onExpired({ redirectTo: currentPath() });
    }, LOGOUT_POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }

  #forget(): void {
    this.#storage.removeItem(storageKeys.user);
    this.#storage.removeItem(storageKeys.economicGroupParameter);
    this.#changed();
  }

  #changed(): void {
    this.#state = this.#compute();
    for (const listener of this.#listeners) listener();
  }

  #compute(): SessionState {
    const user = signedInUser(this.#signIn());
    return {
      user,
      loggedIn: user !== null,
      ability: createAbility(user ? user.ability : undefined),
      table: createRouteTable({
        associacaoGrupoEconomico: this.#storage.getItem(storageKeys.economicGroupParameter),
      }),
    };
  }
}
