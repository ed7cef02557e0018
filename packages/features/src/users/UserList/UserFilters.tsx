import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { resolveLocale, userLabels } from '@emplacamento/validators';
import { Select } from '@emplacamento/ui';
import { allOption, type ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { profileOptions } from '../api';

const ALL = '';
// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' } as const;

/** The user list's filters (profile, status), each kept in the address. */
export function UserFilters({ list }: { readonly list: ListStateControls }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = userLabels[resolveLocale(i18n.language)];
  const profiles = useQuery(profileOptions(session));
  const { filters } = list.state;
  const pick = (name: string) => (key: Key | null) => {
    list.setFilter(name, key === null ? ALL : String(key));
  };
  return (
    <>
      <div style={width}>
        <Select
          label={label.perfilId}
          options={[
            allOption(t, 'male'),
            ...(profiles.data ?? []).map((profile) => ({
              id: String(profile.id),
              label: profile.nome,
            })),
          ]}
          value={filters.perfilId ?? ALL}
          onChange={pick('perfilId')}
        />
      </div>
      <div style={width}>
        <Select
          label={t('users.status')}
          options={[
            allOption(t, 'female'),
            { id: 'Ativo', label: t('users.active') },
            { id: 'Inativo', label: t('users.inactive') },
          ]}
          value={filters.status ?? ALL}
          onChange={pick('status')}
        />
      </div>
    </>
  );
}
