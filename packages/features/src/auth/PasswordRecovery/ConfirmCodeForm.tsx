import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '@emplacamento/api-client';
import { Button, Card, Form, Link, Stack, Text, TextField } from '@emplacamento/ui';
import { useSession } from '../../session/SessionProvider';
import { readRecovery, writeRecovery } from '../recovery-state';
import type { RecoveryStepProps } from './ForgotPasswordForm';
import { useFormFailure } from '../../forms/use-form-failure';
import { fieldValue, type SubmitEventLike } from './shared';

/** Step 2 of password recovery (§4): check the 6-digit code, then go to /reset-password. */
export function ConfirmCodeForm({ navigate, storage = sessionStorage }: RecoveryStepProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [{ email }] = useState(() => readRecovery(storage));
  const failure = useFormFailure();
  const [pending, setPending] = useState(false);

  // Without an e-mail from step 1 there is nothing to confirm.
  useEffect(() => {
    if (email === '') navigate('/forgot-password');
  }, [email, navigate]);

  async function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    const codigo = fieldValue(event.currentTarget, 'code').trim();
    setPending(true);
    failure.clear();
    const result = await settle(
      session.clients.administration.POST(
        '/api/Administracao/Usuario/RecuperarSenha/ValidarCodigo',
        {
          body: { email, codigo },
        },
      ),
    );
    setPending(false);
    if (!result.ok) {
      failure.refuse(result, t('auth.invalidCode'), { codigo: 'code' });
      return;
    }
    writeRecovery(storage, { email, code: codigo });
    navigate('/reset-password');
  }

  async function resend() {
    await settle(
      session.clients.administration.POST(
        '/api/Administracao/Usuario/RecuperarSenha/SolicitarCodigo',
        {
          body: { email },
        },
      ),
    );
  }

  return (
    <Card title={t('auth.confirmCodeTitle')} headingLevel={1}>
      <Stack gap="4">
        <Text>{t('auth.confirmCodeText', { email })}</Text>
        <Form onSubmit={(event) => void onSubmit(event)} {...failure.formProps}>
          <TextField
            name="code"
            label={t('auth.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            isRequired
          />
          <Button type="submit" isPending={pending}>
            {t('auth.verifyCode')}
          </Button>
        </Form>
        <Button variant="secondary" onPress={() => void resend()}>
          {t('auth.resendCode')}
        </Button>
        <Link href="/login">{t('auth.backToLogin')}</Link>
      </Stack>
    </Card>
  );
}
