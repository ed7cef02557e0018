import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { operationalRegionLabels, resolveLocale } from '@emplacamento/validators';
import { Select } from '@emplacamento/ui';
import { allOption, type ListStateControls } from '../../kits/list';

const ALL = '';
// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' } as const;

/** The operational-region list's filter (status), kept in the address. */
export function RegionFilters({ list }: { readonly list: ListStateControls }) {
  const { t, i18n } = useTranslation();
  const label = operationalRegionLabels[resolveLocale(i18n.language)];
  return (
    <div style={width}>
      <Select
        label={label.Ativo}
        options={[
          allOption(t, 'female'),
          { id: 'true', label: t('regions.yes') },
          { id: 'false', label: t('regions.no') },
        ]}
        value={list.state.filters.ativo ?? ALL}
        onChange={(key: Key | null) => {
          list.setFilter('ativo', key === null ? ALL : String(key));
        }}
      />
    </div>
  );
}
