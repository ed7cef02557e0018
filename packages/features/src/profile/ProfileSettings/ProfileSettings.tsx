import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { parseLoggedUser } from '@emplacamento/access';
import { apiMutationOptions, apiQueryOptions } from '@emplacamento/api-client/query';
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
import { NewPasswordFields } from '../../auth/PasswordRecovery/NewPasswordFields';
import { operationKey } from '../../data/keys';
import { useFormFailure } from '../../forms/use-form-failure';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';

const LOGGED_USER = '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado';

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
  const fresh = useQuery({
    ...apiQueryOptions(operationKey(LOGGED_USER), (signal) =>
      session.clients.users.GET(LOGGED_USER, { signal }),
    ),
    select: parseLoggedUser,
  });
  const user = fresh.data ?? stored;
  const [password, setPassword] = useState('');
  const failure = useFormFailure();
  const change = useMutation(
    apiMutationOptions((body: { senhaAtual: string; novaSenha: string }) =>
      session.clients.administration.POST('/api/Administracao/Usuario/AlterarSenha', { body }),
    ),
  );

  function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    const form = event.currentTarget;
    failure.clear();
    change.mutate(
      { senhaAtual: fieldValue(form, 'current'), novaSenha: password },
      {
        onSuccess: () => {
          setPassword('');
          // Emptied in place, not remounted: the focused Save button announced itself by id
          // while pending, and a new button would leave that announcement pointing at nothing.
          form.reset();
          toasts.success(t('auth.passwordChanged'));
        },
        // The API blames the current or the new password by field: the message goes under it
        // and the focus to it.
        onError: (error) => {
          failure.refuse(error, t('errors.genericText'), {
            senhaAtual: 'current',
            novaSenha: 'password',
          });
        },
      },
    );
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
        {fresh.isError ? (
          <Text as="p" variant="small" tone="muted" role="status">
            {t('profile.staleCopy')}
          </Text>
        ) : null}
      </Card>
      <Card title={t('profile.changePassword')}>
        {/* Password fields at a reading width, not stretched across the page. */}
        <div style={{ maxWidth: '28rem' }}>
          <Form onSubmit={onSubmit} {...failure.formProps}>
            <TextField
              name="current"
              type="password"
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              isRequired
            />
            <NewPasswordFields value={password} onChange={setPassword} />
            {/* At its own width at the end of the form, as the other forms of the back office
                have it; a full-width bar is the sign-in page's. */}
            <FormActions>
              <Button type="submit" isPending={change.isPending}>
                {t('actions.save')}
              </Button>
            </FormActions>
          </Form>
        </div>
      </Card>
    </Stack>
  );
}
