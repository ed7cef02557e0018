import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settle } from '@emplacamento/api-client';
import { Button, Card, Form, Link, Stack, Text } from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import { readRecovery, writeRecovery } from '../recovery-state';
import type { RecoveryStepProps } from './ForgotPasswordForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useFormFailure } from '../../forms/use-form-failure';
import { type SubmitEventLike } from './shared';

/** Step 3 of password recovery (§4): save the new password with e-mail and code, then login. */
export function ResetPasswordForm({ navigate, storage = sessionStorage }: RecoveryStepProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const [{ email, code }] = useState(() => readRecovery(storage));
  const failure = useFormFailure();
  const [pending, setPending] = useState(false);
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (email === '' || code === '') navigate('/forgot-password');
  }, [email, code, navigate]);

  async function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    setPending(true);
    failure.clear();
    const result = await settle(
      session.clients.administration.POST(
        '/api/Administracao/Usuario/RecuperarSenha/CadastrarNovaSenha',
        {
          body: { email, codigo: code, novaSenha: password },
        },
      ),
    );
    setPending(false);
    if (!result.ok) {
      failure.refuse(result, t('errors.genericText'), { novaSenha: 'password' });
      return;
    }
    writeRecovery(storage, null);
    toasts.success(t('auth.passwordChanged'));
    navigate('/login');
  }

  return (
    <Card title={t('auth.resetPasswordTitle')} headingLevel={1}>
      <Stack gap="4">
        <Text>{t('auth.resetPasswordText', { email })}</Text>
        <Form onSubmit={(event) => void onSubmit(event)} {...failure.formProps}>
          <NewPasswordFields value={password} onChange={setPassword} />
          <Button type="submit" isPending={pending}>
            {t('auth.savePassword')}
          </Button>
        </Form>
        <Link href="/login">{t('auth.backToLogin')}</Link>
      </Stack>
    </Card>
  );
}
