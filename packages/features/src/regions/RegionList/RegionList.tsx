import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { Button } from '@emplacamento/ui';
import {
  filterBoolean,
  ListView,
  useEditInAddress,
  useListState,
  type ListState,
} from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { LIST_OPERATION, regionPageOptions, type RegionFilters as Filtro } from '../api';
import { RegionDialog } from '../RegionForm';
import { regionColumns } from './columns';
import { RegionFilters } from './RegionFilters';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/** The address's filter text as the list operation's typed `userdata`. */
export function regionFilters(state: ListState): Filtro {
  return { ativo: filterBoolean(state.filters.ativo) };
}

/**
 * `/admin-panel/regions/list`: the tenant's operational regions with how many municipalities
 * each covers, searched, filtered, sorted and paged on the server, exported as CSV or XLSX; add
 * and edit open a dialog named in the address (`?editar=novo`, `?editar=3`), so a region's form
 * can be linked and the back button closes it.
 */
export function RegionList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  const { editing, editHref, openNew, close } = useEditInAddress();
  const columns = useMemo(() => regionColumns(t, locale, editHref), [t, locale, editHref]);
  const pageState = useMemo(
    () => ({ ...list.state, filters: regionFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...regionPageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ListView
        title={t('regions.listTitle')}
        label={t('regions.tableLabel')}
        listId="regioes-operacionais"
        columns={columns}
        getRowId={(row) => row.Id}
        query={query}
        list={list}
        filters={<RegionFilters list={list} />}
        actions={
          <Button icon={<Plus size={16} aria-hidden />} onPress={openNew}>
            {t('regions.add')}
          </Button>
        }
        exportOf={() => ({
          operacao: LIST_OPERATION,
          consulta: toPagingRequest(pageState, 1),
          parametros: { paginar: false },
        })}
      />
      {editing !== null && <RegionDialog id={editing} onClose={close} />}
    </>
  );
}
