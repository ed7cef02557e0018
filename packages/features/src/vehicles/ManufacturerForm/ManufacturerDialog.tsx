import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  resolveLocale,
  vehicleCatalogueLabels,
  vehicleCatalogueServerMessage,
} from '@emplacamento/validators';
import { Checkbox, Grid, Stack, TextField } from '@emplacamento/ui';
import { EntityFormDialog, serverRuleTranslator, type EntityForm } from '../../kits/form';
import { operationKey } from '../../data/keys';
import { useSession, useToasts } from '../../session/SessionProvider';
import { invalidateCatalogue, manufacturerOneOptions, paths, type Manufacturer } from '../api';
import { isRequired, toPayload, toValues, validateValues, type ManufacturerValues } from './values';

/** Props of {@link ManufacturerDialog}. */
export interface ManufacturerDialogProps {
  /** The manufacturer to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/** The server's name check, said again in the user's language. */
const translateServerRule = (locale: ReturnType<typeof resolveLocale>) =>
  serverRuleTranslator(['fabricante_nome_unico'], vehicleCatalogueServerMessage, locale);

/**
 * Add and edit of a manufacturer in a dialog over the manufacturers' tab. Loads the manufacturer
 * for edit (skeleton, 403, 404, error with retry), checks the shared rules, and asks before
 * dropping unsaved changes; the name's uniqueness is the server's, shown under the name.
 */
export function ManufacturerDialog({ id, onClose }: ManufacturerDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  const toasts = useToasts();
  const client = useQueryClient();
  const entity = useQuery({
    ...manufacturerOneOptions(session, id === 'new' ? 0 : id),
    enabled: id !== 'new',
  });
  return (
    <EntityFormDialog
      title={
        id === 'new' ? t('catalogue.addManufacturerTitle') : t('catalogue.editManufacturerTitle')
      }
      isNew={id === 'new'}
      entity={entity}
      notFoundTitle={t('catalogue.manufacturerNotFound')}
      onClose={onClose}
      toValues={toValues}
      validate={validateValues}
      translateServerRule={translateServerRule}
      save={async (values, brand) => {
        const body = toPayload(values);
        const call = brand
          ? session.clients.vehicles.PUT(paths.manufacturer, { body: { ...body, Id: brand.Id } })
          : session.clients.vehicles.POST(paths.manufacturer, { body });
        return unwrap(await settle(call));
      }}
      onSaved={(saved: Manufacturer, brand) => {
        invalidateCatalogue(client);
        client.setQueryData(operationKey(paths.manufacturerOne, { id: saved.Id }), saved);
        toasts.success(
          t(brand ? 'catalogue.manufacturerUpdated' : 'catalogue.manufacturerCreated', {
            nome: saved.Nome,
          }),
        );
      }}
    >
      {(form) => <ManufacturerFields form={form} />}
    </EntityFormDialog>
  );
}

/** The manufacturer's fields, each with the shared rule's message. */
function ManufacturerFields({ form }: { readonly form: EntityForm<ManufacturerValues> }) {
  const { t, i18n } = useTranslation();
  const label = vehicleCatalogueLabels[resolveLocale(i18n.language)];
  const { values, errors, set } = form;
  const text = (name: 'Nome' | 'Codigo' | 'PaisOrigem' | 'Cor', description?: string) => (
    <TextField
      name={name}
      label={label[name]}
      description={description}
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
      {text('Nome')}
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        {text('Codigo', t('catalogue.codeHint'))}
        {text('PaisOrigem')}
      </Grid>
      {text('Cor', t('catalogue.colourHint'))}
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
