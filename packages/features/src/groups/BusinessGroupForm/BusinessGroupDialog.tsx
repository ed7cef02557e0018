import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { Button, Form, FormActions, Stack, Text } from '@emplacamento/ui';
import { useEntityForm, EntityDialog, useDialogLeave, type DialogLeave } from '../../kits/form';
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
  return (
    <EntityDialog
      title={title}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t('businessGroups.notFound')}
      onClose={onClose}
    >
      {(group, leave) => (
        <FormBody key={id} title={title} group={group} onClose={onClose} leave={leave} />
      )}
    </EntityDialog>
  );
}

interface FormBodyProps {
  readonly title: string;
  readonly group: BusinessGroup | undefined;
  readonly onClose: () => void;
  /** Where the form puts what closing the dialog does while it is shown. */
  readonly leave: DialogLeave;
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
  const { leave, guards } = useDialogLeave(leaveRef, form.dirty, onClose);
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
      {guards}
    </>
  );
}
