// What the sign-in page's own entry (apps/portal/login.html, ADR 0216) takes from the features:
// the sign-in card and its switchers, signing in, the runtime configuration and the tenant's logo.
// Through this narrow door it reaches none of the router, the data layer, i18next or the abilities.
export { SignInCard, SignInPreferences, signInMessageKeys } from './auth/SignInCard';
export type { SignInMessageKey } from './auth/SignInCard';
export { loginQuery } from './auth/sso';
export { TextsProvider, type Translate } from './texts';
export {
  purgeStoredSession,
  signIn,
  signedInUser,
  storageKeys,
  tenantClients,
} from './session/sign-in';
export {
  embeddedRuntimeConfig,
  loadRuntimeConfig,
  tenantForHost,
  themeOf,
} from './config/runtime-config';
export { TenantLogo } from './shell/TenantLogo/TenantLogo';
export { preferenceKeys, storedSkin, writePreference } from './shell/preferences';
export { markSignInArrival } from './shell/sign-in-arrival';
