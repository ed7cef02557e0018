import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLoggedUser, type LoggedUser } from '@emplacamento/access';
import { settle } from '@emplacamento/api-client';
import {
  Box,
  Button,
  Card,
  Form,
  FormActions,
  Grid,
  Stack,
  Text,
  TextField,
} from '@emplacamento/ui';
import { fieldValue, type SubmitEventLike } from '../../auth/PasswordRecovery/shared';
import { useFormFailure } from '../../forms/use-form-failure';
import { NewPasswordFields } from '../../auth/PasswordRecovery/NewPasswordFields';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';

/**
 * The profile settings page (`/admin-panel/profile-settings/page`): the user's own data as the
 * API knows it, and the change of password (current password, new password twice).
 */
export function ProfileSettings() {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const { user: stored } = useSessionState();
  // The data as the API knows it now (a profile changed by an administrator shows at once);
  // the stored copy is shown until it arrives.
  const [fresh, setFresh] = useState<LoggedUser | null>(null);
  const [stale, setStale] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void settle(
      session.clients.users.GET('/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado', {
        signal: controller.signal,
      }),
    ).then((result) => {
      if (result.ok) setFresh(parseLoggedUser(result.data));
      else if (!controller.signal.aborted) setStale(true);
    });
    return () => {
      controller.abort();
    };
  }, [session]);
  const user = fresh ?? stored;
  const failure = useFormFailure();
  const [pending, setPending] = useState(false);
  const [password, setPassword] = useState('');

  async function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    const form = event.currentTarget;
    const senhaAtual = fieldValue(form, 'current');
    setPending(true);
    failure.clear();
    const result = await settle(
      session.clients.administration.POST('/api/Administracao/Usuario/AlterarSenha', {
        body: { senhaAtual, novaSenha: password },
      }),
    );
    setPending(false);
    if (!result.ok) {
      failure.refuse(result, t('errors.genericText'), {
        senhaAtual: 'current',
        novaSenha: 'password',
      });
      return;
    }
    setPassword('');
    // Emptied in place, not remounted: the focused Save button announced itself by id while
    // pending, and a new button would leave that announcement pointing at nothing.
    form.reset();
    toasts.success(t('auth.passwordChanged'));
  }

  if (user === null) return null;
  const rows: readonly [string, string][] = [
    [t('profile.fullName'), user.fullName],
    [t('auth.email'), user.email],
    [t('profile.role'), user.role],
  ];
  return (
    <Stack gap="6">
      <Card title={t('shell.accountDetails')}>
        {/* Label over value, in columns on wide screens, without the browser's indent. */}
        <Grid as="dl" columns={{ base: '1', md: '3' }} marginY="0">
          {rows.map(([label, value]) => (
            <Box key={label} display="flex" flexDirection="column" gap="1">
              <dt>
                <Text as="span" variant="small" tone="muted">
                  {label}
                </Text>
              </dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
            </Box>
          ))}
        </Grid>
        {stale && fresh === null ? (
          <Text as="p" variant="small" tone="muted" role="status">
            {t('profile.staleCopy')}
          </Text>
        ) : null}
      </Card>
      <Card title={t('profile.changePassword')}>
        {/* Password fields at a reading width, not stretched across the page. */}
        <div style={{ maxWidth: '28rem' }}>
          <Form onSubmit={(event) => void onSubmit(event)} {...failure.formProps}>
            <TextField
              name="current"
              type="password"
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              isRequired
            />
            <NewPasswordFields value={password} onChange={setPassword} />
            {/* At its own width at the end of the form, as the other forms of the back office
                will have it; a full-width bar is the sign-in page's. */}
            <FormActions>
              <Button type="submit" isPending={pending}>
                {t('actions.save')}
              </Button>
            </FormActions>
          </Form>
        </div>
      </Card>
    </Stack>
  );
}
