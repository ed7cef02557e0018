import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { AlertDialog } from '@emplacamento/ui';

/** Props of {@link UnsavedChangesDialog}. */
export interface UnsavedChangesDialogProps {
  /** The blocker of `useUnsavedGuard`. */
  readonly blocker: Blocker;
}

/** "Sair sem salvar?": shown while a navigation away from a changed form is held. */
export function UnsavedChangesDialog({ blocker }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('formKit.unsavedTitle')}
      confirmLabel={t('formKit.leave')}
      cancelLabel={t('formKit.stay')}
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    >
      {t('formKit.unsavedText')}
    </AlertDialog>
  );
}
