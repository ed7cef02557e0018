import { useEffect, useMemo, useRef, useState, type RefObject, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import {
  AlertDialog,
  Button,
  Dialog,
  Form,
  FormActions,
  SkeletonText,
  Stack,
  Text,
} from '@emplacamento/ui';
import {
  EntityLoadFailure,
  UnsavedChangesDialog,
  useEntityForm,
  useUnsavedGuard,
} from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { businessGroupOptions, paths, type BusinessGroup } from '../api';
import { BusinessGroupFields } from './BusinessGroupFields';
import { toPayload, toValues, validateValues, type BusinessGroupValues } from './values';

/** Props of {@link BusinessGroupDialog}. */
export interface BusinessGroupDialogProps {
  /** The group to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** The screen's title for the group ("Grupo Empresa" or "Grupo Econômico", per tenant). */
  readonly groupTitle: string;
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/**
 * Add and edit of a business group in a dialog over the list (the portal has no add or edit
 * route for groups: the list is the screen). Loads the group for edit (skeleton, 403, 404,
 * error with retry), checks the shared rules, and asks before dropping unsaved changes.
 */
export function BusinessGroupDialog({ id, groupTitle, onClose }: BusinessGroupDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const entity = useQuery({
    ...businessGroupOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  const title =
    id === 'new'
      ? t('businessGroups.addTitle', { group: groupTitle })
      : t('businessGroups.editTitle', { group: groupTitle });
  // One dialog from loading to form, so focus and the overlay stay put; the form, once shown,
  // decides what leaving means (it asks first when there are unsaved changes).
  const leave = useRef<(() => void) | null>(null);
  const shell = (body: ReactNode) => (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) (leave.current ?? onClose)();
      }}
      title={title}
    >
      {body}
    </Dialog>
  );
  if (id !== 'new' && entity.isPending) {
    return shell(<SkeletonText lines={5} label={t('actions.loading')} />);
  }
  if (entity.isError) {
    return shell(
      <EntityLoadFailure
        error={entity.error}
        notFoundTitle={t('businessGroups.notFound')}
        onRetry={() => void entity.refetch()}
      />,
    );
  }
  return shell(
    <FormBody key={id} title={title} group={entity.data} onClose={onClose} leave={leave} />,
  );
}

interface FormBodyProps {
  readonly title: string;
  readonly group: BusinessGroup | undefined;
  readonly onClose: () => void;
  /** Where the form puts what closing the dialog does while it is shown. */
  readonly leave: RefObject<(() => void) | null>;
}

function FormBody({ title, group, onClose, leave: leaveRef }: FormBodyProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const locale = resolveLocale(i18n.language);
  const initial = useMemo(() => toValues(group), [group]);
  const validate = useMemo(
    () => (values: BusinessGroupValues) => validateValues(values, locale),
    [locale],
  );
  const [asking, setAsking] = useState(false);
  const form = useEntityForm({
    initial,
    validate,
    save: async (values: BusinessGroupValues) => {
      const body = toPayload(values);
      const call = group
        ? session.clients.business.PUT(paths.update, { body: { ...body, Id: group.Id } })
        : session.clients.business.POST(paths.create, { body });
      return unwrap(await settle(call));
    },
    onSaved: (saved) => {
      void client.invalidateQueries({ queryKey: operationKey(paths.list) });
      client.setQueryData(operationKey(paths.one, { id: saved.Id }), saved);
      toasts.success(group ? t('businessGroups.updated') : t('businessGroups.created'));
      onClose();
    },
  });
  // Leaving the page (menu, back) with changes is held like on any form screen.
  const { blocker } = useUnsavedGuard(form.dirty);
  const leave = () => {
    if (form.dirty) setAsking(true);
    else onClose();
  };
  useEffect(() => {
    leaveRef.current = leave;
    return () => {
      leaveRef.current = null;
    };
  });
  return (
    <>
      <Form
        onSubmit={form.onSubmit}
        validationBehavior="aria"
        error={form.formError ?? undefined}
        aria-label={title}
      >
        <Stack gap="6">
          <Text variant="small" tone="muted">
            {t('formKit.requiredHint')}
          </Text>
          <BusinessGroupFields form={form} />
          <FormActions>
            <Button variant="secondary" onPress={leave}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" isPending={form.pending}>
              {t('actions.save')}
            </Button>
          </FormActions>
        </Stack>
      </Form>
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
}
