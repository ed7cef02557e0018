import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { safeRedirectTarget } from '@emplacamento/access';
import { settle } from '@emplacamento/api-client';
import { Button, Card, Form, Link, Stack, Text, TextField } from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import { useFormFailure } from '../../forms/use-form-failure';
import { fieldValue, type SubmitEventLike } from '../PasswordRecovery/shared';
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
 * The login page's form (§2): e-mail and password, the notice of an automatic logout, social
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

  // Signing in stays pending until the next page is chosen, so the button does not flash back
  // to "Entrar" between the answer and the navigation.
  const failure = useFormFailure();
  const login = useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const result = await session.login(email, password);
      if (!('kind' in result)) await finish();
      return result;
    },
    // Neither field alone is to blame (the server does not say which is wrong): the message
    // goes above them and the focus to it.
    onSuccess: (result) => {
      if ('kind' in result)
        failure.fail(
          result.kind === 'credentials'
            ? (result.detail ?? t('auth.invalidCredentials'))
            : t('errors.genericText'),
        );
    },
    onError: () => {
      failure.fail(t('errors.genericText'));
    },
  });
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

  function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    failure.clear();
    login.mutate({
      email: fieldValue(event.currentTarget, 'email'),
      password: fieldValue(event.currentTarget, 'password'),
    });
  }
  const pending = login.isPending;

  return (
    <Card title={t('routes.auth-login')} subtitle={t('auth.loginSubtitle')} headingLevel={1}>
      <Stack gap="4">
        {notice ? (
          <Text role="status" tone="muted">
            {t('auth.sessionExpired')}
          </Text>
        ) : null}
        <Form onSubmit={onSubmit} {...failure.formProps}>
          <TextField
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="username"
            isRequired
          />
          <TextField
            name="password"
            type="password"
            label={t('auth.password')}
            autoComplete="current-password"
            isRequired
          />
          <Button type="submit" isPending={pending}>
            {pending ? t('auth.signingIn') : t('auth.signIn')}
          </Button>
        </Form>
        <Link href="/forgot-password">{t('auth.forgotPasswordLink')}</Link>
      </Stack>
    </Card>
  );
}
