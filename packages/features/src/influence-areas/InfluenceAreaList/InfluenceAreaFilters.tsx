import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { influenceAreaLabels, resolveLocale } from '@emplacamento/validators';
import { Select } from '@emplacamento/ui';
import { allOption, namedOptions, type ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { regionOptions, stateOptions } from '../api';

const ALL = '';
// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' } as const;

/** The influence-area list's filters (region, state of a municipality, status), in the address. */
export function InfluenceAreaFilters({ list }: { readonly list: ListStateControls }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = influenceAreaLabels[resolveLocale(i18n.language)];
  const regions = useQuery(regionOptions(session));
  const states = useQuery(stateOptions(session));
  const { filters } = list.state;
  const pick = (name: string) => (key: Key | null) => {
    list.setFilter(name, key === null ? ALL : String(key));
  };
  return (
    <>
      <div style={width}>
        <Select
          label={label.RegiaoOperacionalId}
          options={namedOptions(t, 'female', regions.data)}
          value={filters.regiaoOperacionalId ?? ALL}
          onChange={pick('regiaoOperacionalId')}
        />
      </div>
      <div style={width}>
        <Select
          label={t('influenceAreas.state')}
          options={namedOptions(t, 'male', states.data?.Data.data)}
          value={filters.estadoId ?? ALL}
          onChange={pick('estadoId')}
        />
      </div>
      <div style={width}>
        <Select
          label={label.Ativo}
          options={[
            allOption(t, 'male'),
            { id: 'true', label: t('influenceAreas.yes') },
            { id: 'false', label: t('influenceAreas.no') },
          ]}
          value={filters.ativo ?? ALL}
          onChange={pick('ativo')}
        />
      </div>
    </>
  );
}
