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
import { LIST_OPERATION, areaPageOptions, type InfluenceAreaFilters as Filtro } from '../api';
import { influenceAreaColumns } from './columns';
import { InfluenceAreaFilters } from './InfluenceAreaFilters';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/** The address's filter text as the list operation's typed `userdata`. */
export function influenceAreaFilters(state: ListState): Filtro {
  const f = state.filters;
  return {
    regiaoOperacionalId: filterNumber(f.regiaoOperacionalId),
    estadoId: filterNumber(f.estadoId),
    ativo: filterBoolean(f.ativo),
  };
}

/**
 * `/admin-panel/area/list`: the tenant's influence areas with their region and how many
 * municipalities each covers, searched, filtered, sorted and paged on the server, exported as CSV
 * or XLSX.
 */
export function InfluenceAreaList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  const columns = useMemo(() => influenceAreaColumns(t, locale), [t, locale]);
  const pageState = useMemo(
    () => ({ ...list.state, filters: influenceAreaFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...areaPageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <ListView
      title={t('influenceAreas.listTitle')}
      label={t('influenceAreas.tableLabel')}
      listId="areas-influencia"
      columns={columns}
      getRowId={(row) => row.Id}
      query={query}
      list={list}
      filters={<InfluenceAreaFilters list={list} />}
      actions={
        <Button
          icon={<Plus size={16} aria-hidden />}
          onPress={() => void navigate('/admin-panel/area/add')}
        >
          {t('influenceAreas.add')}
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
