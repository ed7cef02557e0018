import { useState } from 'react';
import { KeyRound, Mail, Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, settle, unwrap } from '@emplacamento/api-client';
import { resolveLocale, userLabels } from '@emplacamento/validators';
import { AlertDialog, Button, Inline, Stack, StatusBadge, Text } from '@emplacamento/ui';
import { operationKey } from '../../data/keys';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';
import { paths, type User } from '../api';
import { ChangeLoginDialog } from './ChangeLoginDialog';

/** Props of {@link UserAccount}. */
export interface UserAccountProps {
  readonly user: User;
  /** The login now (it changes here, apart from the form's save). */
  readonly login: string;
  readonly onLoginChanged: (login: string) => void;
}

type Confirming = 'reset' | 'toggle' | null;

/**
 * The account of the user being edited, acted on at once and apart from the form's save: its
 * login (changed in a dialog), a password reset e-mailed to it, and activation, each confirmed.
 */
export function UserAccount({ user, login, onLoginChanged }: UserAccountProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const me = useSessionState().user;
  const toasts = useToasts();
  const client = useQueryClient();
  const label = userLabels[resolveLocale(i18n.language)];
  const [status, setStatus] = useState(user.status);
  const [confirming, setConfirming] = useState<Confirming>(null);
  // The toggle's dialog keeps the wording it opened with: the status changes before it has closed.
  const [toggleInactivates, setToggleInactivates] = useState(true);
  const [changingLogin, setChangingLogin] = useState(false);
  const active = status !== 'Inativo';
  const failed = (error: unknown) => {
    toasts.danger(t('users.actionFailed'), problemDetail(error) ?? t('errors.genericText'));
  };
  const refreshList = () => {
    void client.invalidateQueries({ queryKey: operationKey(paths.list) });
  };

  const resetPassword = async () => {
    try {
      unwrap(
        await settle(
          session.clients.administration.PATCH(paths.resetPassword, {
            params: { query: { usuarioId: user.id } },
          }),
        ),
      );
      toasts.success(t('users.resetSent'), t('users.resetSentText', { login }));
    } catch (error) {
      failed(error);
    }
  };
  const toggle = async () => {
    try {
      const answer = unwrap(
        await settle(session.clients.administration.PUT(paths.toggle, { body: `${user.id}` })),
      );
      setStatus(answer.status);
      refreshList();
      void client.invalidateQueries({ queryKey: operationKey(paths.one, { id: user.id }) });
      toasts.success(answer.status === 'Inativo' ? t('users.inactivated') : t('users.activated'));
    } catch (error) {
      failed(error);
    }
  };

  const self = me !== null && me.id === String(user.id);
  return (
    <Stack as="section" gap="4" aria-label={t('users.sectionAccount')}>
      <Text as="h2" variant="h3">
        {t('users.sectionAccount')}
      </Text>
      <Inline gap="3" justifyContent="space-between">
        <Stack gap="1" style={{ minWidth: 0 }}>
          <Text variant="small" tone="muted">
            {label.login}
          </Text>
          <Inline gap="3">
            <Text style={{ overflowWrap: 'anywhere' }}>{login}</Text>
            <StatusBadge status={status} />
          </Inline>
        </Stack>
        <Inline gap="2">
          <Button
            variant="secondary"
            size="sm"
            icon={<Mail size={16} aria-hidden />}
            onPress={() => {
              setChangingLogin(true);
            }}
          >
            {t('users.changeLogin')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<KeyRound size={16} aria-hidden />}
            isDisabled={!active}
            onPress={() => {
              setConfirming('reset');
            }}
          >
            {t('users.resetPassword')}
          </Button>
          {self ? null : (
            <Button
              variant={active ? 'danger' : 'secondary'}
              size="sm"
              icon={active ? <PowerOff size={16} aria-hidden /> : <Power size={16} aria-hidden />}
              onPress={() => {
                setToggleInactivates(active);
                setConfirming('toggle');
              }}
            >
              {active ? t('users.inactivate') : t('users.activate')}
            </Button>
          )}
        </Inline>
      </Inline>
      <ChangeLoginDialog
        usuarioId={user.id}
        login={login}
        isOpen={changingLogin}
        onOpenChange={setChangingLogin}
        onChanged={(next) => {
          onLoginChanged(next);
          refreshList();
          toasts.success(t('users.loginChanged'));
        }}
      />
      <AlertDialog
        isOpen={confirming === 'reset'}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('users.resetTitle')}
        confirmLabel={t('users.resetConfirm')}
        onConfirm={resetPassword}
      >
        {t('users.resetText', { nome: user.nomeCompleto, login })}
      </AlertDialog>
      <AlertDialog
        isOpen={confirming === 'toggle'}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        destructive={toggleInactivates}
        title={toggleInactivates ? t('users.inactivateTitle') : t('users.activateTitle')}
        confirmLabel={toggleInactivates ? t('users.inactivate') : t('users.activate')}
        onConfirm={toggle}
      >
        {toggleInactivates
          ? t('users.inactivateText', { nome: user.nomeCompleto })
          : t('users.activateText', { nome: user.nomeCompleto })}
      </AlertDialog>
    </Stack>
  );
}

/** The problem's own text of a failed call, when it has one. */
function problemDetail(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.error.kind === 'problem'
    ? error.error.problem.detail
    : undefined;
}
