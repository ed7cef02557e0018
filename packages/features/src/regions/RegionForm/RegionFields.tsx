import { useTranslation } from 'react-i18next';
import { operationalRegionLabels, resolveLocale } from '@emplacamento/validators';
import { Checkbox, Grid, Stack, TextField } from '@emplacamento/ui';
import type { EntityForm } from '../../kits/form';
import { isRequired, type RegionValues } from './values';

/** The region's own fields, each with the shared rule's message. */
export function RegionFields({ form }: { readonly form: EntityForm<RegionValues> }) {
  const { t, i18n } = useTranslation();
  const label = operationalRegionLabels[resolveLocale(i18n.language)];
  const { values, errors, set } = form;
  const text = (name: 'Nome' | 'Codigo', description?: string) => (
    <TextField
      name={name}
      label={label[name]}
      value={values[name]}
      description={description}
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
        {text('Codigo', t('regions.codeHint'))}
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
