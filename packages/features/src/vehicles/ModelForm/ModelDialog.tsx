import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  resolveLocale,
  vehicleCatalogueLabels,
  vehicleCatalogueServerMessage,
} from '@emplacamento/validators';
import { Checkbox, Grid, Select, Stack, TextField } from '@emplacamento/ui';
import { serverRuleTranslator, type EntityForm } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import {
  allManufacturersOptions,
  categoryOptions,
  modelOneOptions,
  paths,
  segmentOptions,
  type Model,
} from '../api';
import { CatalogueDialog } from '../CatalogueDialog';
import { isRequired, toPayload, toValues, validateValues, type ModelValues } from './values';

/** Props of {@link ModelDialog}. */
export interface ModelDialogProps {
  /** The model to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/** The server's checks, said again in the user's language. */
const translateServerRule = (locale: ReturnType<typeof resolveLocale>) =>
  serverRuleTranslator(
    [
      'modelo_nome_unico',
      'fabricante_inexistente',
      'segmento_inexistente',
      'categoria_inexistente',
    ],
    vehicleCatalogueServerMessage,
    locale,
  );

const keys = {
  addTitle: 'catalogue.addModelTitle',
  editTitle: 'catalogue.editModelTitle',
  notFound: 'catalogue.modelNotFound',
  created: 'catalogue.modelCreated',
  updated: 'catalogue.modelUpdated',
} as const;

/**
 * Add and edit of a model in a dialog over the models' tab: its name, manufacturer, segment and
 * category. The name is unique within the manufacturer, which the server checks and says under
 * the name.
 */
export function ModelDialog({ id, onClose }: ModelDialogProps) {
  return (
    <CatalogueDialog
      id={id}
      onClose={onClose}
      one={modelOneOptions}
      keys={keys}
      toValues={toValues}
      validate={validateValues}
      translateServerRule={translateServerRule}
      write={async (session, values, model: Model | undefined) => {
        const body = toPayload(values);
        const call = model
          ? session.clients.vehicles.PUT(paths.model, { body: { ...body, Id: model.Id } })
          : session.clients.vehicles.POST(paths.model, { body });
        return unwrap(await settle(call));
      }}
    >
      {(form) => <ModelFields form={form} />}
    </CatalogueDialog>
  );
}

const NONE = 'nenhum';
const idOf = (key: Key | null) => (key === null || key === NONE ? null : Number(key));

/** The model's fields, each with the shared rule's message. */
function ModelFields({ form }: { readonly form: EntityForm<ModelValues> }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = vehicleCatalogueLabels[resolveLocale(i18n.language)];
  const brands = useQuery(allManufacturersOptions(session));
  const segments = useQuery(segmentOptions(session));
  const categories = useQuery(categoryOptions(session));
  const { values, errors, set } = form;
  const invalid = (name: keyof ModelValues) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: isRequired(name),
  });
  const none = { id: NONE, label: t('catalogue.none') };
  return (
    <Stack gap="4">
      <TextField
        name="Nome"
        label={label.Nome}
        value={values.Nome}
        onChange={(value) => {
          set('Nome', value);
        }}
        {...invalid('Nome')}
      />
      <Select
        label={label.FabricanteId}
        options={(brands.data?.Data.data ?? []).map((row) => ({ id: row.Id, label: row.Nome }))}
        isLoading={brands.isPending}
        value={values.FabricanteId}
        onChange={(key) => {
          set('FabricanteId', idOf(key));
        }}
        {...invalid('FabricanteId')}
      />
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        <Select
          label={label.SegmentoId}
          options={[
            none,
            ...(segments.data ?? []).map((row) => ({
              id: row.Id,
              label: `${row.Nome} (${row.TipoSegmentoNome})`,
            })),
          ]}
          isLoading={segments.isPending}
          value={values.SegmentoId ?? NONE}
          onChange={(key) => {
            set('SegmentoId', idOf(key));
          }}
          {...invalid('SegmentoId')}
        />
        <Select
          label={label.CategoriaVeiculoId}
          options={[
            none,
            ...(categories.data ?? []).map((row) => ({ id: row.Id, label: row.Nome })),
          ]}
          isLoading={categories.isPending}
          value={values.CategoriaVeiculoId ?? NONE}
          onChange={(key) => {
            set('CategoriaVeiculoId', idOf(key));
          }}
          {...invalid('CategoriaVeiculoId')}
        />
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
