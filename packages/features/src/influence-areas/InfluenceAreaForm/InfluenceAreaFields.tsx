import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { influenceAreaLabels, resolveLocale } from '@emplacamento/validators';
import { Checkbox, Grid, Select, Stack, Text, TextField } from '@emplacamento/ui';
import type { EntityForm } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import { regionOptions, type Municipality } from '../api';
import { MunicipalityPicker } from './MunicipalityPicker';
import { idsOf, isRequired, textOf, type InfluenceAreaValues } from './values';

type Form = EntityForm<InfluenceAreaValues>;
const NO_REGION = 'sem-regiao';

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Text as="h2" variant="h3">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Props of {@link InfluenceAreaFields}. */
export interface InfluenceAreaFieldsProps {
  readonly form: Form;
  /** The municipalities the area covered when opened (none for a new area). */
  readonly original: readonly Municipality[];
}

/** The area's own fields and the municipalities it covers, each with its shared rule's message. */
export function InfluenceAreaFields({ form, original }: InfluenceAreaFieldsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = influenceAreaLabels[resolveLocale(i18n.language)];
  const regions = useQuery(regionOptions(session));
  const { values, errors, set } = form;
  // Names of every municipality met on this form, so the chosen ones show by name.
  const [known, setKnown] = useState(() => new Map(original.map((m) => [m.Id, m])));
  const invalid = (name: keyof InfluenceAreaValues) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: isRequired(name),
  });
  const text = (name: 'Nome' | 'Codigo', description?: string) => (
    <TextField
      name={name}
      label={label[name]}
      value={values[name]}
      description={description}
      onChange={(value) => {
        set(name, value);
      }}
      {...invalid(name)}
    />
  );
  const ids = idsOf(values.MunicipioIds);
  return (
    <Stack gap="8">
      <Section title={t('influenceAreas.sectionArea')}>
        <Grid columns={{ base: '1', md: '2' }} gap="4">
          {text('Nome')}
          {text('Codigo')}
          <Select
            label={label.RegiaoOperacionalId}
            options={[
              { id: NO_REGION, label: t('influenceAreas.noRegion') },
              ...(regions.data ?? []).map((r) => ({ id: r.Id, label: r.Nome })),
            ]}
            value={values.RegiaoOperacionalId ?? NO_REGION}
            onChange={(key) => {
              set('RegiaoOperacionalId', key === null || key === NO_REGION ? null : Number(key));
            }}
            {...invalid('RegiaoOperacionalId')}
          />
          <Checkbox
            isSelected={values.Ativo}
            onChange={(selected) => {
              set('Ativo', selected);
            }}
          >
            {label.Ativo}
          </Checkbox>
        </Grid>
      </Section>
      <Section title={t('influenceAreas.sectionMunicipalities')}>
        <MunicipalityPicker
          ids={ids}
          known={known}
          original={original}
          errorMessage={errors.MunicipioIds}
          onAdd={(municipality) => {
            setKnown((current) => new Map(current).set(municipality.Id, municipality));
            set('MunicipioIds', textOf([...ids, municipality.Id]));
          }}
          onRemove={(id) => {
            set('MunicipioIds', textOf(ids.filter((other) => other !== id)));
          }}
        />
      </Section>
    </Stack>
  );
}
