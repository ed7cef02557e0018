import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { Button, Dialog, Form, FormActions, Stack, Text, TextField } from '@emplacamento/ui';
import { useSession, useToasts } from '../../session/SessionProvider';
import { invalidateUsers, paths } from '../api';
import { problemText } from '../../data/problem-text';

const MOTIVO_MAX = 500;

/** Props of {@link RejectDialog}. */
export interface RejectDialogProps {
  /** The users to reject. */
  readonly ids: readonly number[];
  /** After the rejection (with the ids decided) or when the user gives up. */
  readonly onClose: (decided: boolean) => void;
}

/** Rejects the chosen pending users, with an optional reason that goes into their e-mail. */
export function RejectDialog({ ids, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const [motivo, setMotivo] = useState('');
  const tooLong = motivo.trim().length > MOTIVO_MAX;
  const reject = useMutation({
    mutationFn: async () =>
      unwrap(
        await settle(
          session.clients.users.POST(paths.reject, {
            body: { usuarioIds: [...ids], motivo: motivo.trim() === '' ? null : motivo.trim() },
          }),
        ),
      ),
    onSuccess: (decided) => {
      invalidateUsers(client);
      toasts.success(t('pendingUsers.rejected', { count: decided.usuarioIds.length }));
      onClose(true);
    },
  });
  const title = t('pendingUsers.rejectTitle', { count: ids.length });
  return (
    <Dialog
      isOpen
      title={title}
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
    >
      <Form
        aria-label={title}
        error={reject.error ? problemText(reject.error, t) : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) reject.mutate();
        }}
      >
        <Stack gap="4">
          <Text>{t('pendingUsers.rejectText', { count: ids.length })}</Text>
          <TextField
            name="motivo"
            label={t('pendingUsers.reason')}
            description={t('pendingUsers.reasonHint')}
            value={motivo}
            onChange={setMotivo}
            isInvalid={tooLong}
            errorMessage={
              tooLong ? t('pendingUsers.reasonTooLong', { max: MOTIVO_MAX }) : undefined
            }
          />
          <FormActions>
            <Button
              variant="secondary"
              onPress={() => {
                onClose(false);
              }}
            >
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="danger" isPending={reject.isPending}>
              {t('pendingUsers.reject')}
            </Button>
          </FormActions>
        </Stack>
      </Form>
    </Dialog>
  );
}
