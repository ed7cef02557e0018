import { useState } from 'react';
import { Button, Card, Form, Link, Stack, Text, TextField } from '@emplacamento/ui/basics';
import { useFormFailure } from '../../forms/use-form-failure';
import type { LoginFailure } from '../../session/sign-in';
import { useTexts } from '../../texts';
import { fieldValue, type SubmitEventLike } from '../PasswordRecovery/shared';

/** Props of {@link SignInCard}. */
export interface SignInCardProps {
  /** The session ended by itself (§4): the notice above the form. */
  readonly notice: boolean;
  /**
   * Signs in with the e-mail and password and goes on to the next page; resolves the failure to
   * show, or nothing once the next page is on its way.
   */
  readonly onSignIn: (email: string, password: string) => Promise<LoginFailure | undefined>;
}

/**
 * The sign-in card of the login page (§2): e-mail and password, the notice of an automatic
 * logout and the way to the password recovery. It knows neither the router, the data layer nor
 * i18next, so the sign-in page's own entry (ADR 0216) shows the same widget as the app.
 */
export function SignInCard({ notice, onSignIn }: SignInCardProps) {
  const t = useTexts();
  const failure = useFormFailure();
  const [pending, setPending] = useState(false);

  function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    failure.clear();
    setPending(true);
    const email = fieldValue(event.currentTarget, 'email');
    const password = fieldValue(event.currentTarget, 'password');
    onSignIn(email, password).then(
      (result) => {
        // Signing in stays pending until the next page shows, so the button does not flash
        // back to "Entrar" between the answer and the navigation.
        if (result === undefined) return;
        setPending(false);
        // Neither field alone is to blame (the server does not say which is wrong): the message
        // goes above them and the focus to it.
        failure.fail(
          result.kind === 'credentials'
            ? (result.detail ?? t('auth.invalidCredentials'))
            : t('errors.genericText'),
        );
      },
      () => {
        setPending(false);
        failure.fail(t('errors.genericText'));
      },
    );
  }

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
