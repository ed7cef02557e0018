import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { settle, unwrap, type ApiRequestError } from '@emplacamento/api-client';
import {
  resolveLocale,
  userLabels,
  userRules,
  userServerMessage,
  validate,
} from '@emplacamento/validators';
import { Button, Dialog, Form, FormActions, Stack, Text, TextField } from '@emplacamento/ui';
import { saveFailureOf, serverRuleTranslator } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import { paths } from '../api';

/** Props of {@link ChangeLoginDialog}. */
export interface ChangeLoginDialogProps {
  readonly usuarioId: number;
  /** The login now (the field opens with it). */
  readonly login: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** After the server took the new login. */
  readonly onChanged: (login: string) => void;
}

/**
 * "Alterar login": the login (the user's e-mail) changes through its own call, checked with the
 * shared e-mail rule here and for uniqueness on the server (its message on the field).
 */
export function ChangeLoginDialog({
  usuarioId,
  login,
  isOpen,
  onOpenChange,
  onChanged,
}: ChangeLoginDialogProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const locale = resolveLocale(i18n.language);
  const label = userLabels[locale].login;
  const [typed, setTyped] = useState(login);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const change = useMutation<undefined, ApiRequestError, string>({
    mutationFn: async (next) => {
      unwrap(
        await settle(
          session.clients.administration.PATCH(paths.changeLogin, {
            body: { usuarioId, login: next },
          }),
        ),
      );
      return undefined;
    },
  });
  const translate = serverRuleTranslator(['login_unico'], userServerMessage, locale);
  const submit = () => {
    const next = typed.trim();
    const message = validate(next, userRules.login, { field: label, locale });
    setError(message ?? undefined);
    setFormError(undefined);
    if (message !== null) return;
    change.mutate(next, {
      onSuccess: () => {
        onChanged(next);
        onOpenChange(false);
      },
      onError: (failure) => {
        const read = saveFailureOf(failure, (_field, text) => translate(text) ?? text);
        setError(read.fields.login);
        setFormError(read.fields.login ? undefined : (read.detail ?? t('errors.genericText')));
      },
    });
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) {
          setTyped(login);
          setError(undefined);
          setFormError(undefined);
        }
        onOpenChange(open);
      }}
      title={t('users.changeLoginTitle')}
      size="sm"
    >
      {(close) => (
        <Form
          validationBehavior="aria"
          error={formError}
          aria-label={t('users.changeLoginTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="4">
            <Text variant="small" tone="muted">
              {t('users.changeLoginText')}
            </Text>
            <TextField
              name="login"
              type="email"
              label={t('users.newLogin')}
              value={typed}
              onChange={(value) => {
                setTyped(value);
                setError(undefined);
              }}
              isRequired
              isInvalid={error !== undefined}
              errorMessage={error}
            />
            <FormActions>
              <Button variant="secondary" onPress={close}>
                {t('actions.cancel')}
              </Button>
              {/* Not `isPending`: a pending button announces itself by id, and the dialog
                  closes on success, leaving that announcement pointing at nothing. */}
              <Button type="submit" isDisabled={change.isPending}>
                {t('users.changeLogin')}
              </Button>
            </FormActions>
          </Stack>
        </Form>
      )}
    </Dialog>
  );
}
