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
import { modelPageOptions, OPERATIONS, type Model } from '../api';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/** The "Modelos" tab: the tenant's models with brand, segment and category, read-only. */
export function ModelList() {
  const { t } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const pageState = useMemo(
    () => ({ ...list.state, filters: { ativo: filterBoolean(list.state.filters.ativo) } }),
    [list.state],
  );
  const query = useQuery({
    ...modelPageOptions(session, pageState),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(
    (): ListColumn<Model>[] => [
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
        id: 'FabricanteNome',
        field: 'FabricanteNome',
        header: t('versions.manufacturer'),
        sortable: true,
        cell: (row) => row.FabricanteNome,
      },
      {
        id: 'SegmentoNome',
        field: 'SegmentoNome',
        header: t('versions.segment'),
        sortable: true,
        cell: (row) => row.SegmentoNome ?? '—',
      },
      {
        id: 'CategoriaVeiculoNome',
        field: 'CategoriaVeiculoNome',
        header: t('versions.category'),
        sortable: true,
        cell: (row) => row.CategoriaVeiculoNome ?? '—',
      },
      {
        id: 'Ativo',
        field: 'Ativo',
        header: t('versions.status'),
        sortable: true,
        cell: (row) => (row.Ativo ? t('versions.active') : t('versions.inactive')),
      },
    ],
    [t],
  );
  return (
    <ListView
      title={t('versions.modelsTitle')}
      label={t('versions.modelsLabel')}
      listId="modelos"
      columns={columns}
      getRowId={(row) => row.Id}
      query={query}
      list={list}
      searchPlaceholder={t('versions.modelSearch')}
      filters={
        <div style={{ flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '14rem' }}>
          <StatusFilter list={list} />
        </div>
      }
      exportOf={() => ({
        operacao: OPERATIONS.models,
        consulta: toPagingRequest(pageState, 1),
        parametros: { paginar: false },
      })}
    />
  );
}
