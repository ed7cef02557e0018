import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import { documentCookieJar } from './cookies';
import type { CookieJar } from './cookies';
import { ApiRequestError, settle } from './errors';
import type { paths as AdministrationPaths } from './generated/administration';
import type { paths as AuthPaths } from './generated/auth';
import type { paths as BrandValidationPaths } from './generated/brandValidation';
import type { paths as BusinessPaths } from './generated/business';
import type { paths as CoverageAreasPaths } from './generated/coverageAreas';
import type { paths as GeneralPaths } from './generated/general';
import type { paths as PlatformPaths } from './generated/platform';
import type { paths as RegistrationPaths } from './generated/registration';
import type { paths as UsersPaths } from './generated/users';
import type { paths as VehiclesPaths } from './generated/vehicles';
import { authMiddleware } from './middleware/auth';
import { refreshMiddleware } from './middleware/refresh';
import { SessionRefresher } from './middleware/session-refresher';
import type { LogoutInfo } from './middleware/session-refresher';
import { defaultApiLanguage, languageMiddleware } from './middleware/language';
import { tenantMiddleware } from './middleware/tenant';
import { timeoutMiddleware } from './middleware/timeout';
import type { ServiceBaseUrls } from './services';
import type { TenantPaths } from './tenant-paths';
import { createTokenStore } from './token-store';
import type { SessionTokens, TokenStore } from './token-store';

/** Runtime configuration of the clients (from the portal's `/config.json`). */
export interface ApiClientsConfig {
  /** Base URL of each service (`""` = same origin). */
  services: ServiceBaseUrls;
  /** Tenant id for the `Domain` header, or a function read at each request. */
  tenant: string | (() => string);
  /**
   * The user's language for `Accept-Language`, or a function read at each request.
   * @default 'pt-BR'
   */
  language?: string | (() => string);
  /**
   * Where the session cookies live.
   * @default the browser's document.cookie
   */
  cookies?: CookieJar;
  /**
   * Whether the session cookies are `Secure`.
   * @default true on https pages
   */
  secureCookies?: boolean;
  /**
   * Time limit of one call, refresh and retry included, in ms.
   * @default 30000
   */
  timeoutMs?: number;
  /** Called once when the session cannot be renewed; the app navigates to login. */
  onLogout?: (info: LogoutInfo) => void;
  /**
   * The path to return to after login.
   * @default location.pathname + location.search
   */
  currentPath?: () => string;
  /**
   * The fetch implementation.
   * @default globalThis.fetch
   */
  fetch?: (request: Request) => Promise<Response>;
}

/** One typed openapi-fetch client per service, plus the session they share. */
export interface ApiClients {
  auth: Client<TenantPaths<AuthPaths>>;
  administration: Client<TenantPaths<AdministrationPaths>>;
  coverageAreas: Client<TenantPaths<CoverageAreasPaths>>;
  business: Client<TenantPaths<BusinessPaths>>;
  general: Client<TenantPaths<GeneralPaths>>;
  users: Client<TenantPaths<UsersPaths>>;
  vehicles: Client<TenantPaths<VehiclesPaths>>;
  registration: Client<TenantPaths<RegistrationPaths>>;
  brandValidation: Client<TenantPaths<BrandValidationPaths>>;
  platform: Client<TenantPaths<PlatformPaths>>;
  /** The session cookies. */
  tokens: TokenStore;
  /** The single-flight refresh shared by every client. */
  refresher: SessionRefresher;
}

/** Calls whose 401 means wrong credentials (never refreshed). */
const credentialPaths = [
  '/Connect/Token',
  '/Connect/refreshtoken',
  '/api/Administracao/Usuario/RecuperarSenha/SolicitarCodigo',
  '/api/Administracao/Usuario/RecuperarSenha/ValidarCodigo',
  '/api/Administracao/Usuario/RecuperarSenha/CadastrarNovaSenha',
  '/api/Administracao/Usuario/AlterarSenha',
];

function browserPath(): string {
  const location = (globalThis as { location?: { pathname: string; search: string } }).location;
  return location ? location.pathname + location.search : '/';
}

/**
 * Creates the clients of every service with the tenant, language, auth, timeout and refresh
 * middleware.
 * A 401 triggers one `POST /Connect/refreshtoken` shared by all clients; requests retry once.
 */
export function createApiClients(config: ApiClientsConfig): ApiClients {
  const fetch = config.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeoutMs = config.timeoutMs ?? 30_000;
  const tokens = createTokenStore(config.cookies ?? documentCookieJar(), {
    ...(config.secureCookies === undefined ? {} : { secure: config.secureCookies }),
  });
  const tenant = tenantMiddleware(config.tenant);
  const language = languageMiddleware(config.language ?? defaultApiLanguage);
  const timeout = timeoutMiddleware(timeoutMs);

  // The refresh call itself goes through a client without auth and refresh middleware.
  const refreshClient = createClient<TenantPaths<AuthPaths>>({
    baseUrl: config.services.auth,
    fetch,
  });
  refreshClient.use(tenant, language, timeout);
  const refresher = new SessionRefresher({
    store: tokens,
    currentPath: config.currentPath ?? browserPath,
    onLogout: config.onLogout ?? (() => undefined),
    refresh: async (current) => {
      const result = await settle(refreshClient.POST('/Connect/refreshtoken', { body: current }));
      if (result.ok) return result.data satisfies SessionTokens;
      const { error } = result;
      // The server refused the refresh token: the session is over. Not answered (network down,
      // timeout, a page leaving mid-request, a 5xx): the session may well stand, so it is kept.
      if ((error.kind === 'problem' || error.kind === 'http') && error.status < 500) return null;
      throw new ApiRequestError(error);
    },
  });
  const middleware = [
    tenant,
    language,
    authMiddleware(tokens, refresher),
    timeout,
    refreshMiddleware(refresher, { skipPaths: credentialPaths, fetch }),
  ];

  function client<Paths extends object>(baseUrl: string): Client<Paths> {
    const created = createClient<Paths>({ baseUrl, fetch });
    created.use(...middleware);
    return created;
  }

  const { services } = config;
  return {
    auth: client<TenantPaths<AuthPaths>>(services.auth),
    administration: client<TenantPaths<AdministrationPaths>>(services.administration),
    coverageAreas: client<TenantPaths<CoverageAreasPaths>>(services.coverageAreas),
    business: client<TenantPaths<BusinessPaths>>(services.business),
    general: client<TenantPaths<GeneralPaths>>(services.general),
    users: client<TenantPaths<UsersPaths>>(services.users),
    vehicles: client<TenantPaths<VehiclesPaths>>(services.vehicles),
    registration: client<TenantPaths<RegistrationPaths>>(services.registration),
    brandValidation: client<TenantPaths<BrandValidationPaths>>(services.brandValidation),
    platform: client<TenantPaths<PlatformPaths>>(services.platform),
    tokens,
    refresher,
  };
}
