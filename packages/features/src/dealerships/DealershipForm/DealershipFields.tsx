import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dealershipLabels, resolveLocale } from '@emplacamento/validators';
import {
  Checkbox,
  ComboBox,
  DatePicker,
  Grid,
  Select,
  Stack,
  Text,
  TextField,
  parseDate,
  type MaskName,
} from '@emplacamento/ui';
import type { EntityForm } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import { filterOptions, searchCities, searchGroups, type Dealership } from '../api';
import { isRequired, type DealershipValues, type TextFieldName } from './values';

type Form = EntityForm<DealershipValues>;

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Text as="h2" variant="h3">
        {title}
      </Text>
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        {children}
      </Grid>
    </Stack>
  );
}

/** Props of {@link DealershipFields}. */
export interface DealershipFieldsProps {
  readonly form: Form;
  /** The dealership being edited: its group's and city's names for the pickers. */
  readonly dealership: Dealership | undefined;
  /** Help under the CNPJ (what the look-up found, or a link to the dealership holding it). */
  readonly cnpjNote: ReactNode;
  /** The CNPJ's error that does not wait for a save (another dealership holds it). */
  readonly cnpjError?: string | undefined;
}

/** Every field of the dealership, in sections, each with the shared rule's message. */
export function DealershipFields({ form, dealership, cnpjNote, cnpjError }: DealershipFieldsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const label = dealershipLabels[resolveLocale(i18n.language)];
  const options = useQuery(filterOptions(session));
  const { values, errors, set } = form;
  const invalid = (name: keyof DealershipValues) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: isRequired(name),
  });
  const text = (
    name: TextFieldName,
    extra: {
      mask?: MaskName;
      description?: ReactNode;
      isInvalid?: boolean;
      errorMessage?: string;
    } = {},
  ) => (
    <TextField
      name={name}
      label={label[name]}
      value={values[name]}
      onChange={(value) => {
        set(name, value);
      }}
      {...invalid(name)}
      {...extra}
    />
  );
  const date = (name: 'DataInauguracao' | 'DataNomeacao' | 'DataCancelamento') => (
    <DatePicker
      label={label[name]}
      value={values[name] ? parseDate(values[name]) : null}
      onChange={(value) => {
        set(name, value ? value.toString() : '');
      }}
      {...invalid(name)}
    />
  );
  const check = (name: 'Matriz' | 'Cadastrada' | 'Associada' | 'PendenciaFinanceira') => (
    <Checkbox
      isSelected={values[name]}
      onChange={(selected) => {
        set(name, selected);
      }}
    >
      {label[name]}
    </Checkbox>
  );
  const named = (rows: readonly { Id: number; Nome: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ id: row.Id, label: row.Nome }));
  const estadoId = values.EstadoId;

  return (
    <Stack gap="8">
      <Section title={t('dealerships.sectionCompany')}>
        {text('CNPJ', {
          mask: 'cnpj',
          description: cnpjNote ?? t('dealerships.cnpjHint'),
          ...(cnpjError === undefined || errors.CNPJ !== undefined
            ? {}
            : { isInvalid: true, errorMessage: cnpjError }),
        })}
        {text('CodigoFaturamento')}
        {text('RazaoSocial')}
        {text('NomeFantasia')}
        <Select
          label={label.Montadora}
          options={named(options.data?.Montadoras)}
          isLoading={options.isPending}
          value={values.Montadora}
          onChange={(key) => {
            set('Montadora', key === null ? null : Number(key));
          }}
          {...invalid('Montadora')}
        />
        <ComboBox
          label={label.GrupoEmpresaId}
          loadOptions={(typed) => searchGroups(client, session, typed)}
          defaultInputValue={dealership?.GrupoEmpresaNome ?? ''}
          value={values.GrupoEmpresaId}
          onChange={(key) => {
            set('GrupoEmpresaId', key === null ? null : Number(key));
          }}
          {...invalid('GrupoEmpresaId')}
        />
        {text('Codigo')}
        {text('InscricaoEstadual')}
        {text('InscricaoMunicipal')}
        <Select
          label={label.Status}
          options={[
            { id: 'Ativo', label: t('dealerships.active') },
            { id: 'Inativo', label: t('dealerships.inactive') },
          ]}
          value={values.Status}
          onChange={(key) => {
            set('Status', String(key));
          }}
          {...invalid('Status')}
        />
      </Section>
      <Section title={t('dealerships.sectionAddress')}>
        {text('CEP', { mask: 'cep' })}
        <Select
          label={label.EstadoId}
          options={named(options.data?.Estados)}
          isLoading={options.isPending}
          value={estadoId}
          onChange={(key) => {
            const next = key === null ? null : Number(key);
            // A city belongs to one state: choosing another state asks for the city again.
            if (next !== estadoId) form.merge({ EstadoId: next, MunicipioId: null });
          }}
          {...invalid('EstadoId')}
        />
        <ComboBox
          key={`cidades-${String(estadoId)}`}
          label={label.MunicipioId}
          isDisabled={estadoId === null}
          description={estadoId === null ? t('dealerships.chooseStateFirst') : undefined}
          loadOptions={(typed) =>
            estadoId === null ? Promise.resolve([]) : searchCities(client, session, estadoId, typed)
          }
          defaultInputValue={
            dealership && dealership.EstadoId === estadoId ? dealership.MunicipioNome : ''
          }
          value={values.MunicipioId}
          onChange={(key) => {
            set('MunicipioId', key === null ? null : Number(key));
          }}
          {...invalid('MunicipioId')}
        />
        {text('Logradouro')}
        {text('Numero')}
        {text('Complemento')}
        {text('Bairro')}
        {text('Endereco')}
        {text('Coordenadas', { description: t('dealerships.coordinatesHint') })}
      </Section>
      <Section title={t('dealerships.sectionContact')}>
        {text('Email')}
        {text('Telefone', { mask: 'phone' })}
        {text('Site')}
      </Section>
      <Section title={t('dealerships.sectionBilling')}>
        {text('EmailFaturamento')}
        <Stack gap="2">
          {check('Cadastrada')}
          {check('Associada')}
          {check('Matriz')}
          {check('PendenciaFinanceira')}
        </Stack>
      </Section>
      <Section title={t('dealerships.sectionDates')}>
        {date('DataInauguracao')}
        {date('DataNomeacao')}
        {date('DataCancelamento')}
        <TextField
          name="Observacoes"
          label={label.Observacoes}
          multiline
          value={values.Observacoes}
          onChange={(value) => {
            set('Observacoes', value);
          }}
          {...invalid('Observacoes')}
        />
      </Section>
    </Stack>
  );
}
