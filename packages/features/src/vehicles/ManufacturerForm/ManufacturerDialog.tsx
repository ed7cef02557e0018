import { useTranslation } from 'react-i18next';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  resolveLocale,
  vehicleCatalogueLabels,
  vehicleCatalogueServerMessage,
} from '@emplacamento/validators';
import { Checkbox, Grid, Stack, TextField } from '@emplacamento/ui';
import { serverRuleTranslator, type EntityForm } from '../../kits/form';
import { manufacturerOneOptions, paths, type Manufacturer } from '../api';
import { CatalogueDialog } from '../CatalogueDialog';
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

const keys = {
  addTitle: 'catalogue.addManufacturerTitle',
  editTitle: 'catalogue.editManufacturerTitle',
  notFound: 'catalogue.manufacturerNotFound',
  created: 'catalogue.manufacturerCreated',
  updated: 'catalogue.manufacturerUpdated',
} as const;

/**
 * Add and edit of a manufacturer in a dialog over the manufacturers' tab. Loads the manufacturer
 * for edit (skeleton, 403, 404, error with retry), checks the shared rules, and asks before
 * dropping unsaved changes; the name's uniqueness is the server's, shown under the name.
 */
export function ManufacturerDialog({ id, onClose }: ManufacturerDialogProps) {
  return (
    <CatalogueDialog
      id={id}
      onClose={onClose}
      one={manufacturerOneOptions}
      keys={keys}
      toValues={toValues}
      validate={validateValues}
      translateServerRule={translateServerRule}
      write={async (session, values, brand: Manufacturer | undefined) => {
        const body = toPayload(values);
        const call = brand
          ? session.clients.vehicles.PUT(paths.manufacturer, { body: { ...body, Id: brand.Id } })
          : session.clients.vehicles.POST(paths.manufacturer, { body });
        return unwrap(await settle(call));
      }}
    >
      {(form) => <ManufacturerFields form={form} />}
    </CatalogueDialog>
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
