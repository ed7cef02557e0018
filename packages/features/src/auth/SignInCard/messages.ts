/**
 * The message keys the sign-in page shows: what the sign-in entry's small translator takes out of
 * the locale files (ADR 0216), so the page's texts have one source.
 */
export const signInMessageKeys = [
  'routes.auth-login',
  'auth.loginSubtitle',
  'auth.sessionExpired',
  'auth.email',
  'auth.password',
  'auth.signIn',
  'auth.signingIn',
  'auth.forgotPasswordLink',
  'auth.invalidCredentials',
  'errors.genericText',
  'preferences.language',
  'preferences.darkSkin',
] as const;

/** A message of the sign-in page. */
export type SignInMessageKey = (typeof signInMessageKeys)[number];
