/**
 * §4 single sign-on: the decoded redirect address with `code` appended, joined with `&` when the
 * address already has a query and `?` otherwise. Only http(s) addresses pass (null otherwise), so
 * a crafted link cannot run script through `javascript:`.
 */
export function ssoRedirectUrl(encodedRedirect: string, code: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encodedRedirect);
  } catch {
    return null;
  }
  if (!/^https?:\/\//i.test(decoded)) return null;
  const [base = '', hash] = decoded.split('#', 2);
  const separator = base.includes('?')
    ? base.endsWith('?') || base.endsWith('&')
      ? ''
      : '&'
    : '?';
  const url = `${base}${separator}code=${encodeURIComponent(code)}`;
  return hash === undefined ? url : `${url}#${hash}`;
}

/** The query parameters the login page reads. */
export const loginQuery = {
  redirectTo: 'redirectTo',
  /** Present when the user comes from another system of the association (social login). */
  socialLogin: 'socialLogin',
  /** Single sign-on: the client system and where to send the user back with a code. */
  clientId: 'client_id',
  redirectUri: 'redirect_uri',
} as const;
