import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Select } from '@emplacamento/ui';
import { namedOptions, type ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { areaChoiceOptions, regionOptions, stateOptions } from '../api';

const ALL = '';
/** The area filter's value for the municipalities of no area. */
export const NO_AREA = 'nenhuma';
// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' } as const;

/**
 * The municipality list's filters (state, region, influence area or none), in the address. With a
 * region chosen, the area filter offers that region's areas.
 */
export function CountyFilters({ list }: { readonly list: ListStateControls }) {
  const { t } = useTranslation();
  const session = useSession();
  const states = useQuery(stateOptions(session));
  const regions = useQuery(regionOptions(session));
  const areas = useQuery(areaChoiceOptions(session));
  const { filters } = list.state;
  const region = filters.regiaoOperacionalId ?? ALL;
  const pick = (name: string) => (key: Key | null) => {
    list.setFilter(name, key === null ? ALL : String(key));
  };
  const areaRows = (areas.data ?? []).filter(
    (a) => region === ALL || String(a.RegiaoOperacionalId) === region,
  );
  return (
    <>
      <div style={width}>
        <Select
          label={t('counties.state')}
          options={namedOptions(t, 'male', states.data?.Data.data)}
          value={filters.estadoId ?? ALL}
          onChange={pick('estadoId')}
        />
      </div>
      <div style={width}>
        <Select
          label={t('counties.region')}
          options={namedOptions(t, 'female', regions.data)}
          value={region}
          onChange={pick('regiaoOperacionalId')}
        />
      </div>
      <div style={width}>
        <Select
          label={t('counties.area')}
          options={[
            ...namedOptions(t, 'female', areaRows),
            { id: NO_AREA, label: t('counties.noArea') },
          ]}
          value={filters.areaInfluenciaId ?? ALL}
          onChange={pick('areaInfluenciaId')}
        />
      </div>
    </>
  );
}
