import type { ServiceBaseUrls } from '@emplacamento/api-client';
import {
  createAbility,
  createRouteTable,
  parseLoggedUser,
  PARAMETER_IDS,
  type AppAbility,
  type LoggedUser,
  type RouteDefinition,
} from '@emplacamento/access';
import {
  createApiClients,
  documentCookieJar,
  settle,
  unwrap,
  type ApiClients,
  type ApiError,
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

/** Keys of what the portal keeps in localStorage (the logged user and parameters of §3, §4). */
export const storageKeys = {
  user: 'emplacamento.user',
  economicGroupParameter: 'emplacamento.parameter.EMP_ASSOCIACAO_GRUPO_ECONOMICO',
  purgeMarker: 'emplacamento.cache-purge',
} as const;

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

/** The failure of a login: wrong credentials (or inactive user) or anything else. */
export type LoginFailure =
  | { readonly kind: 'credentials'; readonly detail: string | null }
  | { readonly kind: 'other'; readonly error: ApiError };

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
    this.clients = createApiClients({
      services,
      tenant: options.tenant.id,
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
    const tokens = await settle(
      this.clients.auth.POST('/Connect/Token', {
        body: { login, senha, sistema: 'EmplacamentoPortal' },
      }),
    );
    if (!tokens.ok) {
      const { error } = tokens;
      if ((error.kind === 'problem' || error.kind === 'http') && error.status === 401) {
        return {
          kind: 'credentials',
          detail: error.kind === 'problem' ? error.problem.detail : null,
        };
      }
      return { kind: 'other', error };
    }
    this.clients.tokens.write(tokens.data);
    return this.#loadUser();
  }

  /** Adopts tokens obtained elsewhere (social login exchange) and loads the user. */
  async adoptTokens(tokens: { token: string; refreshToken: string; expiresAt: string }) {
    this.clients.tokens.write(tokens);
    return this.#loadUser();
  }

  async #loadUser(): Promise<LoggedUser | LoginFailure> {
    const logged = await settle(
      this.clients.users.GET('/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado'),
    );
    const user = logged.ok ? parseLoggedUser(logged.data) : null;
    if (!logged.ok || user === null) {
      this.clients.tokens.clear();
      return logged.ok
        ? { kind: 'other', error: { kind: 'http', status: 200, body: logged.data } }
        : { kind: 'other', error: logged.error };
    }
    this.#storage.setItem(storageKeys.user, JSON.stringify(user));
    // §8: a parameter that fails to load counts as empty, the table falls back to its default.
    const parameter = await settle(
      this.clients.general.GET('/api/Geral/Parametro/ValorDoParametro', {
        params: { query: { parametroId: PARAMETER_IDS.associacaoGrupoEconomico } },
      }),
    );
    const valor = parameter.ok ? parameter.data[0]?.valor : undefined;
    if (typeof valor === 'string') this.#storage.setItem(storageKeys.economicGroupParameter, valor);
    else this.#storage.removeItem(storageKeys.economicGroupParameter);
    this.#changed();
    return user;
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
    if (this.#storage.getItem(storageKeys.purgeMarker) === 'clean') return false;
    const hadData =
      this.#storage.getItem(storageKeys.user) !== null || this.clients.tokens.read() !== null;
    this.clients.tokens.clear();
    this.#storage.removeItem(storageKeys.user);
    this.#storage.removeItem(storageKeys.economicGroupParameter);
    this.#storage.setItem(storageKeys.purgeMarker, 'clean');
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
    let user: LoggedUser | null = null;
    try {
      const raw = this.#storage.getItem(storageKeys.user);
      user = raw === null ? null : parseLoggedUser(JSON.parse(raw));
    } catch {
      user = null;
    }
    const loggedIn = user !== null && this.clients.tokens.read() !== null;
    return {
      user: loggedIn ? user : null,
      loggedIn,
      ability: createAbility(loggedIn && user ? user.ability : undefined),
      table: createRouteTable({
        associacaoGrupoEconomico: this.#storage.getItem(storageKeys.economicGroupParameter),
      }),
    };
  }
}
