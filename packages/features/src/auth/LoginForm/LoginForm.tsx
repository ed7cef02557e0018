import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { safeRedirectTarget } from '@emplacamento/access';
import { settle } from '@emplacamento/api-client';
import { useSession, useToasts } from '../../session/SessionProvider';
import { TextsProvider } from '../../texts';
import { SignInCard } from '../SignInCard';
import { singleSignOnUrl } from '../sso-exchange';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** The `redirectTo` query value: where to go after signing in (in-app paths only). */
  readonly redirectTo?: string | null;
  /** Present when the user arrives from another system: exchange its token (social login). */
  readonly socialLogin?: string | null;
  /** Single sign-on: the client system asking for a code. */
  readonly clientId?: string | null;
  /** Single sign-on: the encoded address to send the user back to with `code`. */
  readonly redirectUri?: string | null;
  /** In-app navigation (the router's). */
  readonly navigate: (to: string) => void;
  /** Leaves the app (single sign-on). @default location.assign */
  readonly leave?: (url: string) => void;
}

/**
 * The login page's form in the app (§2): the sign-in card, social
 * login by token exchange (danger toast of §8 on failure) and single sign-on back to the client
 * system with a code. After signing in the user goes to `redirectTo`, or to `/` (the landing of
 * the profile).
 */
export function LoginForm({
  redirectTo = null,
  socialLogin = null,
  clientId = null,
  redirectUri = null,
  navigate,
  leave = (url) => {
    window.location.assign(url);
  },
}: LoginFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const [notice] = useState(() => session.takeLogoutNotice());
  const socialTried = useRef(false);

  async function finish(): Promise<void> {
    if (clientId && redirectUri) {
      const url = await singleSignOnUrl(session, redirectUri);
      if (url) {
        leave(url);
        return;
      }
    }
    navigate(safeRedirectTarget(redirectTo) ?? '/');
  }

  const social = useMutation({
    mutationFn: async () => {
      const exchanged = await settle(
        session.clients.auth.GET('/Connect/ChangeToken', {
          params: { query: { sistema: 'EmplacamentoPortal' } },
        }),
      );
      const user = exchanged.ok ? await session.adoptTokens(exchanged.data) : null;
      if (user === null || 'kind' in user) {
        toasts.danger(t('errors.socialLoginTitle'), t('errors.socialLoginText'));
        return;
      }
      await finish();
    },
  });
  const { mutate: exchangeSocial } = social;

  useEffect(() => {
    if (socialLogin === null || socialTried.current) return;
    socialTried.current = true;
    exchangeSocial();
  }, [socialLogin, exchangeSocial]);

  async function onSignIn(email: string, password: string) {
    const result = await session.login(email, password);
    if ('kind' in result) return result;
    await finish();
    return undefined;
  }

  return (
    <TextsProvider t={(key) => t(key)}>
      <SignInCard notice={notice} onSignIn={onSignIn} />
    </TextsProvider>
  );
}
