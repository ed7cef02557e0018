import { settle } from '@emplacamento/api-client';
import type { Session } from '../session/session';
import { ssoRedirectUrl } from './sso';

/**
 * §4 single sign-on for the signed-in session: asks the auth service for the one-time code
 * (`/Connect/ChangeToken`) and returns the client system's address with it, or null when no code
 * was issued or the address is not http(s). The code is worth one `POST /Connect/Code` within a
 * minute, so unlike a token it may travel in the address (docs/decisions/0052).
 */
export async function singleSignOnUrl(
  session: Session,
  redirectUri: string,
): Promise<string | null> {
  const exchanged = await settle(
    session.clients.auth.GET('/Connect/ChangeToken', {
      params: { query: { sistema: 'emplacamento' } },
    }),
  );
  const code = exchanged.ok ? exchanged.data.code : null;
  return code ? ssoRedirectUrl(redirectUri, code) : null;
}
