import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiRequestError } from '@emplacamento/api-client';
import { AlertDialog, Dialog, SkeletonText, type DialogProps } from '@emplacamento/ui';
import { EntityLoadFailure } from './EntityLoadFailure';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useUnsavedGuard } from './useUnsavedGuard';

/** What closing the dialog does while its form is shown (the form sets it). */
export type DialogLeave = RefObject<(() => void) | null>;

/** Props of {@link EntityDialog}. */
export interface EntityDialogProps<T> {
  readonly title: string;
  /** @default 'md' */
  readonly size?: DialogProps['size'];
  /** Whether the dialog adds a new entity (nothing to read). */
  readonly isNew: boolean;
  /** The read of the entity being edited. */
  readonly entity: UseQueryResult<T, ApiRequestError>;
  /** What a 404 says, in the user's language. */
  readonly notFoundTitle: string;
  readonly onClose: () => void;
  /** The form, once there is something to edit (`undefined` for a new entity). */
  readonly children: (entity: T | undefined, leave: DialogLeave) => ReactNode;
}

/**
 * Add or edit in a dialog over a list: one dialog from loading to form, so focus and the overlay
 * stay put; a skeleton while the entity loads, `EntityLoadFailure` when it cannot; the form, once
 * shown, decides what closing means (see {@link useDialogLeave}).
 */
export function EntityDialog<T>({
  title,
  size,
  isNew,
  entity,
  notFoundTitle,
  onClose,
  children,
}: EntityDialogProps<T>) {
  const { t } = useTranslation();
  const leave = useRef<(() => void) | null>(null);
  let body: ReactNode;
  if (!isNew && entity.isPending) body = <SkeletonText lines={5} label={t('actions.loading')} />;
  else if (entity.isError)
    body = (
      <EntityLoadFailure
        error={entity.error}
        notFoundTitle={notFoundTitle}
        onRetry={() => void entity.refetch()}
      />
    );
  else body = children(entity.data, leave);
  return (
    <Dialog
      isOpen
      size={size}
      onOpenChange={(open) => {
        if (!open) (leave.current ?? onClose)();
      }}
      title={title}
    >
      {body}
    </Dialog>
  );
}

/**
 * What leaving a dialog's form means: straight out when nothing changed, else a question first;
 * leaving the page (menu, back, a link) with changes is held like on any form screen. `guards`
 * renders both questions; `leave` is for the Cancel button.
 */
export function useDialogLeave(
  leaveRef: DialogLeave,
  dirty: boolean,
  onClose: () => void,
): { leave: () => void; guards: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { blocker } = useUnsavedGuard(dirty);
  const leave = () => {
    if (dirty) setAsking(true);
    else onClose();
  };
  useEffect(() => {
    leaveRef.current = leave;
    return () => {
      leaveRef.current = null;
    };
  });
  const guards = (
    <>
      <AlertDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title={t('formKit.unsavedTitle')}
        confirmLabel={t('formKit.leave')}
        cancelLabel={t('formKit.stay')}
        destructive
        onConfirm={onClose}
      >
        {t('formKit.unsavedText')}
      </AlertDialog>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
  return { leave, guards };
}
