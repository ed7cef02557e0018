import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { operationalRegionServerMessage, resolveLocale } from '@emplacamento/validators';
import { Button, Form, FormActions, Stack, Text } from '@emplacamento/ui';
import {
  serverRuleTranslator,
  useEntityForm,
  EntityDialog,
  useDialogLeave,
  type DialogLeave,
} from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { paths, regionOptions, type Region } from '../api';
import { RegionFields } from './RegionFields';
import { RegionMembers } from './RegionMembers';
import { toPayload, toValues, validateValues, type RegionValues } from './values';

/** Props of {@link RegionDialog}. */
export interface RegionDialogProps {
  /** The region to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/**
 * Add and edit of an operational region in a dialog over the list (the product has no add or
 * edit route for regions: the list is the screen). Loads the region for edit (skeleton, 403, 404,
 * error with retry), checks the shared rules, asks before dropping unsaved changes, and shows what
 * the region covers (its influence areas and their municipalities).
 */
export function RegionDialog({ id, onClose }: RegionDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const entity = useQuery({
    ...regionOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  const title = id === 'new' ? t('regions.addTitle') : t('regions.editTitle');
  return (
    <EntityDialog
      title={title}
      size={id === 'new' ? 'md' : 'lg'}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t('regions.notFound')}
      onClose={onClose}
    >
      {(region, leave) => (
        <FormBody key={id} title={title} region={region} onClose={onClose} leave={leave} />
      )}
    </EntityDialog>
  );
}

interface FormBodyProps {
  readonly title: string;
  readonly region: Region | undefined;
  readonly onClose: () => void;
  /** Where the form puts what closing the dialog does while it is shown. */
  readonly leave: DialogLeave;
}

function FormBody({ title, region, onClose, leave: leaveRef }: FormBodyProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const locale = resolveLocale(i18n.language);
  const initial = useMemo(() => toValues(region), [region]);
  const validate = useMemo(
    () => (values: RegionValues) => validateValues(values, locale),
    [locale],
  );
  const translateServerRule = useMemo(
    () => serverRuleTranslator(['codigo_unico'], operationalRegionServerMessage, locale),
    [locale],
  );
  const form = useEntityForm({
    initial,
    validate,
    translateServerRule,
    save: async (values: RegionValues) => {
      const body = toPayload(values);
      const call = region
        ? session.clients.coverageAreas.PUT(paths.update, { body: { ...body, Id: region.Id } })
        : session.clients.coverageAreas.POST(paths.create, { body });
      return unwrap(await settle(call));
    },
    onSaved: (saved) => {
      void client.invalidateQueries({ queryKey: operationKey(paths.list) });
      // The pickers of active regions (areas, municipalities, reports) see the change too.
      void client.invalidateQueries({ queryKey: operationKey(paths.active) });
      client.setQueryData(operationKey(paths.one, { id: saved.Id }), saved);
      toasts.success(region ? t('regions.updated') : t('regions.created'));
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
          <RegionFields form={form} />
          {region && <RegionMembers region={region} />}
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
