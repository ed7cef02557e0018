import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { businessGroupLabels, resolveLocale } from '@emplacamento/validators';
import { Select } from '@emplacamento/ui';
import { allOption, StatusFilter, type ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { economicGroupOptions } from '../api';
import { parentGroupLabel, useGroupNaming } from '../naming';

const ALL = '';
// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' } as const;

/** The business-group list's filters (status, economic group), each kept in the address. */
export function BusinessGroupFilters({ list }: { readonly list: ListStateControls }) {
  const { t, i18n } = useTranslation();
  const naming = useGroupNaming();
  const session = useSession();
  const label = businessGroupLabels[resolveLocale(i18n.language)];
  const economic = useQuery(economicGroupOptions(session));
  const { filters } = list.state;
  const pick = (name: string) => (key: Key | null) => {
    list.setFilter(name, key === null ? ALL : String(key));
  };
  return (
    <>
      <div style={width}>
        <StatusFilter list={list} />
      </div>
      <div style={width}>
        <Select
          label={parentGroupLabel(t, naming, label.GrupoEconomicoId)}
          options={[
            allOption(t, 'male'),
            ...(economic.data?.Data.data ?? []).map((row) => ({
              id: String(row.Id),
              label: row.Nome,
            })),
          ]}
          value={filters.grupoEconomicoId ?? ALL}
          onChange={pick('grupoEconomicoId')}
        />
      </div>
    </>
  );
}
