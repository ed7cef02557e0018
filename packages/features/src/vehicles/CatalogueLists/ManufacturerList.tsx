import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import {
  filterBoolean,
  ListView,
  StatusFilter,
  useListState,
  type ListColumn,
} from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { manufacturerPageOptions, OPERATIONS, type Manufacturer } from '../api';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/** The "Fabricantes" tab: the tenant's vehicle brands with their model count, read-only. */
export function ManufacturerList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const pageState = useMemo(
    () => ({ ...list.state, filters: { ativo: filterBoolean(list.state.filters.ativo) } }),
    [list.state],
  );
  const query = useQuery({
    ...manufacturerPageOptions(session, pageState),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo((): ListColumn<Manufacturer>[] => {
    const number = new Intl.NumberFormat(i18n.language);
    return [
      {
        id: 'Nome',
        field: 'Nome',
        header: t('versions.name'),
        sortable: true,
        isRowHeader: true,
        hideable: false,
        cell: (row) => row.Nome,
      },
      {
        id: 'Codigo',
        field: 'Codigo',
        header: t('versions.code'),
        sortable: true,
        cell: (row) => row.Codigo ?? '—',
      },
      {
        id: 'PaisOrigem',
        field: 'PaisOrigem',
        header: t('versions.country'),
        sortable: true,
        cell: (row) => row.PaisOrigem ?? '—',
      },
      {
        id: 'QuantidadeModelos',
        field: 'QuantidadeModelos',
        header: t('versions.modelsCount'),
        sortable: true,
        cell: (row) => number.format(row.QuantidadeModelos),
      },
      {
        id: 'Ativo',
        field: 'Ativo',
        header: t('versions.status'),
        sortable: true,
        cell: (row) => (row.Ativo ? t('versions.active') : t('versions.inactive')),
      },
    ];
  }, [t, i18n.language]);
  return (
    <ListView
      title={t('versions.manufacturersTitle')}
      label={t('versions.manufacturersLabel')}
      listId="fabricantes"
      columns={columns}
      getRowId={(row) => row.Id}
      query={query}
      list={list}
      searchPlaceholder={t('versions.manufacturerSearch')}
      filters={
        <div style={{ flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '14rem' }}>
          <StatusFilter list={list} />
        </div>
      }
      exportOf={() => ({
        operacao: OPERATIONS.manufacturers,
        consulta: toPagingRequest(pageState, 1),
        parametros: { paginar: false },
      })}
    />
  );
}
