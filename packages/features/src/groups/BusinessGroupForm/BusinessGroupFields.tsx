import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { businessGroupLabels, resolveLocale } from '@emplacamento/validators';
import { Checkbox, Grid, Select, Stack, TextField } from '@emplacamento/ui';
import type { EntityForm } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import { economicGroupOptions } from '../api';
import { parentGroupLabel, useGroupNaming } from '../naming';
import { isRequired, type BusinessGroupValues } from './values';

const NONE = 'nenhum';

/** Every field of the business group, each with the shared rule's message. */
export function BusinessGroupFields({ form }: { readonly form: EntityForm<BusinessGroupValues> }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = businessGroupLabels[resolveLocale(i18n.language)];
  const naming = useGroupNaming();
  // A profile without the economic-group permission still edits the rest (the picker is empty).
  const economic = useQuery(economicGroupOptions(session));
  const { values, errors, set } = form;
  const invalid = (name: keyof BusinessGroupValues) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: isRequired(name),
  });
  const text = (name: 'Nome' | 'Codigo') => (
    <TextField
      name={name}
      label={label[name]}
      value={values[name]}
      onChange={(value) => {
        set(name, value);
      }}
      {...invalid(name)}
    />
  );
  return (
    <Stack gap="4">
      {text('Nome')}
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        {text('Codigo')}
        <Select
          label={parentGroupLabel(t, naming, label.GrupoEconomicoId)}
          options={[
            { id: NONE, label: t('dealerships.none') },
            ...(economic.data?.Data.data ?? []).map((row) => ({ id: row.Id, label: row.Nome })),
          ]}
          value={values.GrupoEconomicoId ?? NONE}
          onChange={(key) => {
            set('GrupoEconomicoId', key === null || key === NONE ? null : Number(key));
          }}
          {...invalid('GrupoEconomicoId')}
        />
      </Grid>
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
