import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { useNavigate } from 'react-router';
import { Button } from '@emplacamento/ui';
import {
  filterBoolean,
  filterNumber,
  ListView,
  useListState,
  type ListState,
} from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { LIST_OPERATION, dealershipPageOptions, type DealershipFilters as Filtro } from '../api';
import { dealershipColumns } from './columns';
import { DealershipFilters } from './DealershipFilters';

const defaults = { pageSize: 25, sort: [{ column: 'NomeFantasia', dir: 'asc' as const }] };

/** The address's filter text as the list operation's typed `userdata`. */
export function dealershipFilters(state: ListState): Filtro {
  const f = state.filters;
  return {
    estadoId: filterNumber(f.estadoId),
    montadora: filterNumber(f.montadora),
    grupoEmpresaId: filterNumber(f.grupoEmpresaId),
    status: f.status === 'Ativo' || f.status === 'Inativo' ? f.status : undefined,
    associada: filterBoolean(f.associada),
  };
}

/**
 * `/admin-panel/dealerships/list`: the dealerships of the tenant, searched, filtered, sorted and
 * paged on the server, exported as CSV or XLSX; the reference list screen every other copies.
 */
export function DealershipList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  const columns = useMemo(() => dealershipColumns(t, locale), [t, locale]);
  const pageState = useMemo(
    () => ({ ...list.state, filters: dealershipFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...dealershipPageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <ListView
      title={t('dealerships.listTitle')}
      label={t('dealerships.tableLabel')}
      listId="concessionarias"
      columns={columns}
      getRowId={(row) => row.Id}
      query={query}
      list={list}
      filters={<DealershipFilters list={list} />}
      searchPlaceholder={t('dealerships.searchPlaceholder')}
      actions={
        <Button
          icon={<Plus size={16} aria-hidden />}
          onPress={() => void navigate('/admin-panel/dealerships/add')}
        >
          {t('dealerships.add')}
        </Button>
      }
      exportOf={() => ({
        operacao: LIST_OPERATION,
        consulta: toPagingRequest(pageState, 1),
        parametros: { paginar: false },
      })}
    />
  );
}
