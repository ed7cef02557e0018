import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { EntityFormDialog } from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { businessGroupOptions, paths, type BusinessGroup } from '../api';
import { businessGroupTexts, useGroupNaming } from '../naming';
import { BusinessGroupFields } from './BusinessGroupFields';
import { toPayload, toValues, validateValues } from './values';

/** Props of {@link BusinessGroupDialog}. */
export interface BusinessGroupDialogProps {
  /** The group to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/**
 * Add and edit of a business group in a dialog over the list (the portal has no add or edit
 * route for groups: the list is the screen). Loads the group for edit (skeleton, 403, 404,
 * error with retry), checks the shared rules, and asks before dropping unsaved changes.
 */
export function BusinessGroupDialog({ id, onClose }: BusinessGroupDialogProps) {
  const { t } = useTranslation();
  const texts = businessGroupTexts(t, useGroupNaming());
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const entity = useQuery({
    ...businessGroupOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  return (
    <EntityFormDialog
      title={id === 'new' ? texts.add : texts.edit}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t('businessGroups.notFound')}
      onClose={onClose}
      toValues={toValues}
      validate={validateValues}
      save={async (values, group) => {
        const body = toPayload(values);
        const call = group
          ? session.clients.business.PUT(paths.update, { body: { ...body, Id: group.Id } })
          : session.clients.business.POST(paths.create, { body });
        return unwrap(await settle(call));
      }}
      onSaved={(saved: BusinessGroup, group) => {
        void client.invalidateQueries({ queryKey: operationKey(paths.list) });
        client.setQueryData(operationKey(paths.one, { id: saved.Id }), saved);
        toasts.success(group ? t('businessGroups.updated') : t('businessGroups.created'));
      }}
    >
      {(form) => <BusinessGroupFields form={form} />}
    </EntityFormDialog>
  );
}
