import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { dealershipLabels, resolveLocale } from '@emplacamento/validators';
import { ComboBox, Select } from '@emplacamento/ui';
import { allOption, namedOptions, type ListStateControls } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { filterOptions } from '../api';

const ALL = '';
// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' } as const;

/** The dealership list's filters (from `ObterFiltros`), each kept in the address. */
export function DealershipFilters({ list }: { readonly list: ListStateControls }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const label = dealershipLabels[resolveLocale(i18n.language)];
  const options = useQuery(filterOptions(session));
  const { filters } = list.state;
  const pick = (name: string) => (key: Key | null) => {
    list.setFilter(name, key === null ? ALL : String(key));
  };
  const groups = namedOptions(t, 'male', options.data?.GruposEmpresa);
  return (
    <>
      <div style={width}>
        <Select
          label={label.EstadoId}
          options={namedOptions(t, 'male', options.data?.Estados)}
          value={filters.estadoId ?? ALL}
          onChange={pick('estadoId')}
        />
      </div>
      <div style={width}>
        <Select
          label={label.Montadora}
          options={namedOptions(t, 'female', options.data?.Montadoras)}
          value={filters.montadora ?? ALL}
          onChange={pick('montadora')}
        />
      </div>
      <div style={width}>
        <ComboBox
          key={options.isSuccess ? 'loaded' : 'loading'}
          label={label.GrupoEmpresaId}
          options={groups}
          value={filters.grupoEmpresaId ?? ALL}
          defaultInputValue={
            groups.find((group) => group.id === (filters.grupoEmpresaId ?? ALL))?.label ?? ''
          }
          onChange={pick('grupoEmpresaId')}
        />
      </div>
      <div style={width}>
        <Select
          label={label.Status}
          options={[
            allOption(t, 'male'),
            { id: 'Ativo', label: t('dealerships.active') },
            { id: 'Inativo', label: t('dealerships.inactive') },
          ]}
          value={filters.status ?? ALL}
          onChange={pick('status')}
        />
      </div>
      <div style={width}>
        <Select
          label={label.Associada}
          options={[
            allOption(t, 'female'),
            { id: 'true', label: t('dealerships.yes') },
            { id: 'false', label: t('dealerships.no') },
          ]}
          value={filters.associada ?? ALL}
          onChange={pick('associada')}
        />
      </div>
    </>
  );
}
