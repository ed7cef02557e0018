import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import {
  filterNumber,
  ListView,
  useEditInAddress,
  useListState,
  type ListState,
} from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { LIST_OPERATION, countyPageOptions, type CountyFilters as Filtro } from '../api';
import { CountyDialog } from '../CountyForm';
import { countyColumns } from './columns';
import { CountyFilters, NO_AREA } from './CountyFilters';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/** The address's filter text as the list operation's typed `userdata`. */
export function countyFilters(state: ListState): Filtro {
  const f = state.filters;
  return {
    estadoId: filterNumber(f.estadoId),
    regiaoOperacionalId: filterNumber(f.regiaoOperacionalId),
    areaInfluenciaId: filterNumber(f.areaInfluenciaId),
    semAreaInfluencia: f.areaInfluenciaId === NO_AREA ? true : undefined,
  };
}

/**
 * `/admin-panel/county/list`: the IBGE municipalities by state, with the influence area and the
 * operational region each belongs to, searched (name or UF), filtered, sorted and paged on the
 * server, exported as CSV or XLSX; the edit of a municipality opens a dialog named in the address
 * (`?editar=3550308`), so it can be linked and the back button closes it.
 */
export function CountyList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  // The dialog of the municipality being edited (its IBGE code); municipalities are not added.
  const { editing, editHref, close } = useEditInAddress();
  const columns = useMemo(() => countyColumns(t, locale, editHref), [t, locale, editHref]);
  const pageState = useMemo(
    () => ({ ...list.state, filters: countyFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...countyPageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ListView
        title={t('counties.listTitle')}
        label={t('counties.tableLabel')}
        listId="municipios"
        columns={columns}
        getRowId={(row) => row.Id}
        query={query}
        list={list}
        filters={<CountyFilters list={list} />}
        searchPlaceholder={t('counties.searchHint')}
        exportOf={() => ({
          operacao: LIST_OPERATION,
          consulta: toPagingRequest(pageState, 1),
          parametros: { paginar: false },
        })}
      />
      {typeof editing === 'number' && <CountyDialog id={editing} onClose={close} />}
    </>
  );
}
