import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import {
  resolveLocale,
  vehicleCatalogueLabels,
  vehicleCatalogueServerMessage,
} from '@emplacamento/validators';
import { Checkbox, Select, Stack, TextField } from '@emplacamento/ui';
import { serverRuleTranslator, type EntityForm } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import { paths, segmentOneOptions, segmentTypeOptions, type Segment } from '../api';
import { CatalogueDialog } from '../CatalogueDialog';
import { isRequired, toPayload, toValues, validateValues, type SegmentValues } from './values';

/** Props of {@link SegmentDialog}. */
export interface SegmentDialogProps {
  /** The segment to edit, or `new` for a new one (add and edit share this dialog). */
  readonly id: number | 'new';
  /** Closes the dialog (after a save, or when the user leaves it). */
  readonly onClose: () => void;
}

/** The server's checks, said again in the user's language. */
const translateServerRule = (locale: ReturnType<typeof resolveLocale>) =>
  serverRuleTranslator(
    ['segmento_nome_unico', 'tipo_segmento_inexistente'],
    vehicleCatalogueServerMessage,
    locale,
  );

const keys = {
  addTitle: 'segments.addTitle',
  editTitle: 'segments.editTitle',
  notFound: 'segments.notFound',
  created: 'segments.created',
  updated: 'segments.updated',
} as const;

/**
 * Add and edit of a segment in a dialog over the segments' tab: its name, type, order in the
 * reports and status. The name is unique in the tenant whatever its case, which the server checks
 * and says under the name.
 */
export function SegmentDialog({ id, onClose }: SegmentDialogProps) {
  return (
    <CatalogueDialog
      id={id}
      onClose={onClose}
      one={segmentOneOptions}
      keys={keys}
      toValues={toValues}
      validate={validateValues}
      translateServerRule={translateServerRule}
      write={async (session, values, segment: Segment | undefined) => {
        const body = toPayload(values);
        const call = segment
          ? session.clients.vehicles.PUT(paths.segmentUpdate, { body: { ...body, Id: segment.Id } })
          : session.clients.vehicles.POST(paths.segmentAdd, { body });
        return unwrap(await settle(call));
      }}
    >
      {(form) => <SegmentFields form={form} />}
    </CatalogueDialog>
  );
}

/** The segment's fields, each with the shared rule's message. */
function SegmentFields({ form }: { readonly form: EntityForm<SegmentValues> }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = vehicleCatalogueLabels[resolveLocale(i18n.language)];
  const types = useQuery(segmentTypeOptions(session));
  const { values, errors, set } = form;
  const invalid = (name: keyof SegmentValues) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: isRequired(name),
  });
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
        label={label.TipoSegmentoId}
        options={(types.data ?? []).map((row) => ({ id: row.Id, label: row.Nome }))}
        isLoading={types.isPending}
        value={values.TipoSegmentoId}
        onChange={(key: Key | null) => {
          set('TipoSegmentoId', key === null ? null : Number(key));
        }}
        {...invalid('TipoSegmentoId')}
      />
      <TextField
        name="Ordem"
        label={label.Ordem}
        inputMode="numeric"
        description={t('segments.orderHint')}
        value={values.Ordem}
        onChange={(value) => {
          set('Ordem', value);
        }}
        {...invalid('Ordem')}
      />
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
