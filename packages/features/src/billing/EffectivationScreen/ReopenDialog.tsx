import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, Inline, Stack, Text, TextField } from '@emplacamento/ui';
import { problemText } from '../../data/problem-text';
import { useSession, useToasts } from '../../session/SessionProvider';
import { reopenMonth, type Month } from '../api';

/** The shortest reason the server takes. */
const MIN_REASON = 5;

/** Props of {@link ReopenDialog}. */
export interface ReopenDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly month: Month;
  readonly monthName: string;
  /** Called once the month is open again. */
  readonly onReopened: () => Promise<unknown>;
}

/**
 * Reopens a closed month with a reason the billing log keeps. Only administrators may: anyone
 * else reads the server's refusal in the dialog, and nothing changes.
 */
export function ReopenDialog({
  isOpen,
  onOpenChange,
  month,
  monthName,
  onReopened,
}: ReopenDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const [reason, setReason] = useState('');
  const reopen = useMutation({
    mutationFn: () => reopenMonth(session, month, reason.trim()),
    onSuccess: async () => {
      onOpenChange(false);
      setReason('');
      toasts.success(t('billing.reopened', { mes: monthName }));
      await onReopened();
    },
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reopen.reset();
        onOpenChange(open);
      }}
      title={t('billing.reopenTitle', { mes: monthName })}
      footer={(close) => (
        <Inline gap="2" justifyContent="flex-end">
          <Button variant="secondary" onPress={close}>
            {t('billing.closeCancel')}
          </Button>
          <Button
            variant="danger"
            isDisabled={reason.trim().length < MIN_REASON || reopen.isPending}
            onPress={() => {
              reopen.mutate();
            }}
          >
            {t('billing.reopenConfirm')}
          </Button>
        </Inline>
      )}
    >
      <Stack gap="3">
        <Text>{t('billing.reopenText', { mes: monthName })}</Text>
        <TextField
          label={t('billing.reopenReason')}
          multiline
          isRequired
          minLength={MIN_REASON}
          maxLength={500}
          value={reason}
          onChange={setReason}
        />
        {reopen.error && (
          <Text role="alert" tone="danger">
            {problemText(reopen.error, t)}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
