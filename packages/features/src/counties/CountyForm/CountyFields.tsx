import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { municipalityLabels, resolveLocale } from '@emplacamento/validators';
import { Grid, Select, Stack, TextField, type Option } from '@emplacamento/ui';
import type { EntityForm } from '../../kits/form';
import { useSession } from '../../session/SessionProvider';
import { areaChoiceOptions, regionOptions, type County } from '../api';
import { isRequired, type CountyValues } from './values';

const ALL = 'todas';
const NO_AREA = 'nenhuma';

/** Props of {@link CountyFields}. */
export interface CountyFieldsProps {
  readonly form: EntityForm<CountyValues>;
  /** The municipality as opened (its current area may be inactive, so no picker offers it). */
  readonly county: County;
}

/**
 * The municipality's editable fields. Its operational region is its influence area's: the region
 * picker narrows the areas offered, picking an area shows that area's region, and a region that
 * does not hold the chosen area clears it.
 */
export function CountyFields({ form, county }: CountyFieldsProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = municipalityLabels[resolveLocale(i18n.language)];
  const regions = useQuery(regionOptions(session));
  const areas = useQuery(areaChoiceOptions(session));
  const { values, errors, set } = form;
  const [region, setRegion] = useState<number | null>(county.RegiaoOperacionalId ?? null);
  const invalid = (name: keyof CountyValues) => ({
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
    isRequired: isRequired(name),
  });
  const known = [...(areas.data ?? [])];
  // The current area, when the scope call does not list it (inactive), stays choosable.
  if (county.AreaInfluenciaId != null && !known.some((a) => a.Id === county.AreaInfluenciaId)) {
    known.push({
      Id: county.AreaInfluenciaId,
      Nome: t('counties.inactiveArea', { nome: county.AreaInfluenciaNome ?? '' }),
      Codigo: '',
      RegiaoOperacionalId: county.RegiaoOperacionalId ?? null,
      QuantidadeMunicipios: 0,
    });
  }
  const regionOf = (areaId: number | null) =>
    known.find((a) => a.Id === areaId)?.RegiaoOperacionalId ?? null;
  const offered = known.filter((a) => region === null || a.RegiaoOperacionalId === region);
  const areaOptions: Option[] = [
    { id: NO_AREA, label: t('counties.noArea') },
    ...offered.map((a) => ({ id: a.Id, label: a.Nome })),
  ];
  return (
    <Stack gap="4">
      <Grid columns={{ base: '1', md: '2' }} gap="4">
        <TextField
          name="Nome"
          label={label.Nome}
          value={values.Nome}
          onChange={(value) => {
            set('Nome', value);
          }}
          {...invalid('Nome')}
        />
        <TextField
          name="Populacao"
          label={label.Populacao}
          inputMode="numeric"
          description={t('counties.populationHint')}
          value={values.Populacao}
          onChange={(value) => {
            set('Populacao', value);
          }}
          {...invalid('Populacao')}
        />
        <Select
          label={t('counties.region')}
          description={t('counties.regionHint')}
          options={[
            { id: ALL, label: t('counties.allRegions') },
            ...(regions.data ?? []).map((r) => ({ id: r.Id, label: r.Nome })),
          ]}
          value={region ?? ALL}
          onChange={(key) => {
            const next = key === null || key === ALL ? null : Number(key);
            setRegion(next);
            if (next !== null && regionOf(values.AreaInfluenciaId) !== next)
              set('AreaInfluenciaId', null);
          }}
        />
        <Select
          label={label.AreaInfluenciaId}
          description={t('counties.areaHint')}
          options={areaOptions}
          value={values.AreaInfluenciaId ?? NO_AREA}
          onChange={(key) => {
            const next = key === null || key === NO_AREA ? null : Number(key);
            set('AreaInfluenciaId', next);
            if (next !== null) setRegion(regionOf(next));
          }}
          {...invalid('AreaInfluenciaId')}
        />
      </Grid>
    </Stack>
  );
}
