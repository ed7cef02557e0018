/**
 * Typed clients of the Emplacamento services. The types are generated from openapi/ into
 * src/generated/ (`pnpm generate`); each service has its own `paths`/`components` namespace.
 * TanStack Query bindings are in the `@emplacamento/api-client/query` entry.
 */
export type * as AuthApi from './generated/auth';
export type * as AdministrationApi from './generated/administration';
export type * as CoverageAreasApi from './generated/coverageAreas';
export type * as BusinessApi from './generated/business';
export type * as GeneralApi from './generated/general';
export type * as UsersApi from './generated/users';
export type * as VehiclesApi from './generated/vehicles';
export type * as RegistrationApi from './generated/registration';
export type * as BrandValidationApi from './generated/brandValidation';
export type * as PlatformApi from './generated/platform';

export { createApiClients } from './clients';
export type { ApiClients, ApiClientsConfig } from './clients';
export { serviceKeys } from './services';
export type { ServiceBaseUrls, ServiceKey } from './services';
export type { TenantPaths } from './tenant-paths';
export {
  ApiRequestError,
  describeApiError,
  errorFromResponse,
  errorFromThrown,
  settle,
  unwrap,
} from './errors';
export type { ApiError, ApiResult, FetchOutcome, Problem } from './errors';
export {
  MemoryCookieDocument,
  documentCookieJar,
  parseCookieHeader,
  serializeCookie,
} from './cookies';
export type { CookieAttributes, CookieDocument, CookieJar, StoredCookie } from './cookies';
export { createTokenStore, sessionCookieMaxAgeSeconds, sessionCookieNames } from './token-store';
export type { SessionTokens, TokenStore, TokenStoreOptions } from './token-store';
export { tenantHeader, tenantMiddleware } from './middleware/tenant';
export { defaultApiLanguage, languageMiddleware } from './middleware/language';
export { authMiddleware, bearerOf } from './middleware/auth';
export { refreshMiddleware } from './middleware/refresh';
export type { RefreshMiddlewareOptions } from './middleware/refresh';
export { timeoutMiddleware } from './middleware/timeout';
export { SessionRefresher } from './middleware/session-refresher';
export type { LogoutInfo, SessionRefresherOptions } from './middleware/session-refresher';
export { createDrawCounter, fromEnvelope, maxPageSize, toPagingRequest } from './paging';
export type { ListEnvelope, Page, PageState, PagingRequest, SortRule } from './paging';
export { logoutCookieName, watchLogoutCookie } from './logout-watch';
export type * from './models';
export { filesBody, formBody } from './upload';
