import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { operationalRegionServerMessage, type Locale } from '@emplacamento/validators';
import { EntityFormDialog, serverRuleTranslator } from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { paths, regionOptions, type Region } from '../api';
import { RegionFields } from './RegionFields';
import { RegionMembers } from './RegionMembers';
import { toPayload, toValues, validateValues } from './values';

/** Props of {@link RegionDialog}. */
export interface RegionDialogProps {
  /** The region to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/** The server's refusal the portal says in the user's language (a code already taken). */
const translateServerRule = (locale: Locale) =>
  serverRuleTranslator(['codigo_unico'], operationalRegionServerMessage, locale);

/**
 * Add and edit of an operational region in a dialog over the list (the product has no add or
 * edit route for regions: the list is the screen). Loads the region for edit (skeleton, 403, 404,
 * error with retry), checks the shared rules, asks before dropping unsaved changes, and shows what
 * the region covers (its influence areas and their municipalities).
 */
export function RegionDialog({ id, onClose }: RegionDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const entity = useQuery({
    ...regionOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  return (
    <EntityFormDialog
      title={id === 'new' ? t('regions.addTitle') : t('regions.editTitle')}
      size={id === 'new' ? 'md' : 'lg'}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t('regions.notFound')}
      onClose={onClose}
      toValues={toValues}
      validate={validateValues}
      translateServerRule={translateServerRule}
      save={async (values, region) => {
        const body = toPayload(values);
        const call = region
          ? session.clients.coverageAreas.PUT(paths.update, { body: { ...body, Id: region.Id } })
          : session.clients.coverageAreas.POST(paths.create, { body });
        return unwrap(await settle(call));
      }}
      onSaved={(saved: Region, region) => {
        void client.invalidateQueries({ queryKey: operationKey(paths.list) });
        // The pickers of active regions (areas, municipalities, reports) see the change too.
        void client.invalidateQueries({ queryKey: operationKey(paths.active) });
        client.setQueryData(operationKey(paths.one, { id: saved.Id }), saved);
        toasts.success(region ? t('regions.updated') : t('regions.created'));
      }}
    >
      {(form, region) => (
        <>
          <RegionFields form={form} />
          {region && <RegionMembers region={region} />}
        </>
      )}
    </EntityFormDialog>
  );
}
