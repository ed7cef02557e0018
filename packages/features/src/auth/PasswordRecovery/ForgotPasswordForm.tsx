import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '@emplacamento/api-client';
import { Button, Card, Form, Link, Stack, TextField } from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { readRecovery, writeRecovery } from '../recovery-state';
import { useFormFailure } from '../../forms/use-form-failure';
import { fieldValue, type SubmitEventLike } from './shared';

/** Props of the recovery steps. */
export interface RecoveryStepProps {
  /** In-app navigation (the router's). */
  readonly navigate: (to: string) => void;
  /** Where e-mail and code are kept between steps. @default sessionStorage */
  readonly storage?: Storage;
}

/** Step 1 of password recovery (§4): ask for a code by e-mail, then go to /confirm-code. */
export function ForgotPasswordForm({ navigate, storage = sessionStorage }: RecoveryStepProps) {
  const { t } = useTranslation();
  const session = useSession();
  const failure = useFormFailure();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    const email = fieldValue(event.currentTarget, 'email').trim();
    setPending(true);
    failure.clear();
    const result = await settle(
      session.clients.administration.POST(
        '/api/Administracao/Usuario/RecuperarSenha/SolicitarCodigo',
        {
          body: { email },
        },
      ),
    );
    setPending(false);
    if (!result.ok) {
      failure.refuse(result, t('errors.genericText'), { email: 'email' });
      return;
    }
    writeRecovery(storage, { email, code: '' });
    navigate('/confirm-code');
  }

  return (
    <Card
      title={t('auth.forgotPasswordTitle')}
      subtitle={t('auth.forgotPasswordText')}
      headingLevel={1}
    >
      <Stack gap="4">
        <Form onSubmit={(event) => void onSubmit(event)} {...failure.formProps}>
          <TextField
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            defaultValue={readRecovery(storage).email}
            isRequired
          />
          <Button type="submit" isPending={pending}>
            {t('auth.sendCode')}
          </Button>
        </Form>
        <Link href="/login">{t('auth.backToLogin')}</Link>
      </Stack>
    </Card>
  );
}
