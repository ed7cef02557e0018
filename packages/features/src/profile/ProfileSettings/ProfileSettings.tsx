import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { parseLoggedUser } from '@emplacamento/access';
import type { ApiRequestError } from '@emplacamento/api-client';
import { apiMutationOptions, apiQueryOptions } from '@emplacamento/api-client/query';
import { Box, Button, Card, Form, Grid, Stack, Text, TextField } from '@emplacamento/ui';
import { fieldValue, type SubmitEventLike } from '../../auth/PasswordRecovery/shared';
import { NewPasswordFields } from '../../auth/PasswordRecovery/NewPasswordFields';
import { operationKey } from '../../data/keys';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';

const LOGGED_USER = '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado';

/** The problem's own text for the user, or null (the caller shows a generic text then). */
function problemText(error: ApiRequestError | null): string | null {
  return error?.error.kind === 'problem' ? error.error.problem.detail : null;
}

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
  const change = useMutation(
    apiMutationOptions((body: { senhaAtual: string; novaSenha: string }) =>
      session.clients.administration.POST('/api/Administracao/Usuario/AlterarSenha', { body }),
    ),
  );

  function onSubmit(event: SubmitEventLike) {
    event.preventDefault();
    const form = event.currentTarget;
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
      },
    );
  }
  const error = change.isError ? (problemText(change.error) ?? t('errors.genericText')) : null;

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
          <Form onSubmit={onSubmit} error={error ?? undefined}>
            <TextField
              name="current"
              type="password"
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              isRequired
            />
            <NewPasswordFields value={password} onChange={setPassword} />
            <Button type="submit" isPending={change.isPending}>
              {t('actions.save')}
            </Button>
          </Form>
        </div>
      </Card>
    </Stack>
  );
}
