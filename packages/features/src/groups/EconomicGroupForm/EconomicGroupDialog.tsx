import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import { businessGroupLabels, resolveLocale } from '@emplacamento/validators';
import { Checkbox, Grid, Stack, TextField } from '@emplacamento/ui';
import { EntityFormDialog, type EntityForm } from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { economicGroupOneOptions, paths, type EconomicGroup } from '../api';
import { economicGroupTexts, useGroupNaming } from '../naming';
import {
  isRequired,
  toPayload,
  toValues,
  validateValues,
  type EconomicGroupValues,
} from './values';

/** Props of {@link EconomicGroupDialog}. */
export interface EconomicGroupDialogProps {
  /** The group to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/**
 * Add and edit of an economic group in a dialog over the list (the product has one route for the
 * screen: the list). Loads the group for edit (skeleton, 403, 404, error with retry), checks the
 * shared rules, and asks before dropping unsaved changes.
 */
export function EconomicGroupDialog({ id, onClose }: EconomicGroupDialogProps) {
  const { t } = useTranslation();
  const texts = economicGroupTexts(t, useGroupNaming());
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const entity = useQuery({
    ...economicGroupOneOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  return (
    <EntityFormDialog
      title={id === 'new' ? texts.add : texts.edit}
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={texts.notFound}
      onClose={onClose}
      toValues={toValues}
      validate={validateValues}
      save={async (values, group) => {
        const body = toPayload(values);
        const call = group
          ? session.clients.business.PUT(paths.economic, { body: { ...body, Id: group.Id } })
          : session.clients.business.POST(paths.economic, { body });
        return unwrap(await settle(call));
      }}
      onSaved={(saved: EconomicGroup, group) => {
        void client.invalidateQueries({ queryKey: operationKey(paths.economicList) });
        // The business groups' pickers and filter list the economic groups too.
        void client.invalidateQueries({ queryKey: operationKey(paths.economic) });
        client.setQueryData(operationKey(paths.economicOne, { id: saved.Id }), saved);
        toasts.success(group ? texts.updated : texts.created);
      }}
    >
      {(form) => <EconomicGroupFields form={form} />}
    </EntityFormDialog>
  );
}

/** The economic group's fields, each with the shared rule's message. */
function EconomicGroupFields({ form }: { readonly form: EntityForm<EconomicGroupValues> }) {
  const { i18n } = useTranslation();
  const label = businessGroupLabels[resolveLocale(i18n.language)];
  const { values, errors, set } = form;
  const text = (name: 'Nome' | 'Codigo') => (
    <TextField
      name={name}
      label={label[name]}
      value={values[name]}
      onChange={(value) => {
        set(name, value);
      }}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
      isRequired={isRequired(name)}
    />
  );
  return (
    <Stack gap="4">
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        {text('Nome')}
        {text('Codigo')}
      </Grid>
      <Checkbox
        isSelected={values.Ativo}
        onChange={(selected) => {
          set('Ativo', selected);
        }}
      >
        {label.Ativo}
      </Checkbox>
    </Stack>
  );
}
