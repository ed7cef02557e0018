import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { groupNamingOf, routeByName } from '@emplacamento/access';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { Button } from '@emplacamento/ui';
import {
  filterBoolean,
  ListView,
  StatusFilter,
  useEditInAddress,
  useListState,
  type ListState,
} from '../../kits/list';
import { useSession, useSessionState } from '../../session/SessionProvider';
import {
  ECONOMIC_GROUP_EVENT,
  ECONOMIC_LIST_OPERATION,
  economicGroupPageOptions,
  type EconomicGroupFilters as Filtro,
} from '../api';
import { EconomicGroupDialog } from '../EconomicGroupForm';
import { economicGroupTexts } from '../naming';
import { economicGroupColumns } from './columns';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };
// Two filters side by side on a phone (about 19rem of card), a row of them on a laptop.
const width = { flex: '1 1 9rem', minWidth: '8.5rem', maxWidth: '16rem' } as const;

/** The address's filter text as the list operation's typed `userdata`. */
export function economicGroupFilters(state: ListState): Filtro {
  return { ativo: filterBoolean(state.filters.ativo) };
}

/**
 * `/admin-panel/group-economic/list`: the tenant's economic groups with how many business groups
 * each holds, searched, filtered, sorted and paged on the server, exported as CSV or XLSX; add and
 * edit open a dialog named in the address (`?editar=novo`, `?editar=3`). Where the tenant opens
 * the screen to every user, a profile without the economic-group event sees the list read-only.
 */
export function EconomicGroupList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { table, ability } = useSessionState();
  const list = useListState(defaults);
  const dialog = useEditInAddress();
  const locale = resolveLocale(i18n.language);
  const mayEdit = ability.can('manage', ECONOMIC_GROUP_EVENT);
  const texts = economicGroupTexts(t, groupNamingOf(table));
  const columns = useMemo(
    () => economicGroupColumns(texts.businessGroups, t, locale, mayEdit ? dialog.editHref : null),
    [texts.businessGroups, t, locale, mayEdit, dialog.editHref],
  );
  const pageState = useMemo(
    () => ({ ...list.state, filters: economicGroupFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...economicGroupPageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ListView
        title={t(routeByName(table, 'admin-panel-group-economic-list').titleKey)}
        label={texts.tableLabel}
        listId="grupos-economicos"
        columns={columns}
        getRowId={(row) => row.Id}
        query={query}
        list={list}
        filters={
          <div style={width}>
            <StatusFilter list={list} />
          </div>
        }
        actions={
          mayEdit ? (
            <Button icon={<Plus size={16} aria-hidden />} onPress={dialog.openNew}>
              {texts.add}
            </Button>
          ) : undefined
        }
        exportOf={() => ({
          operacao: ECONOMIC_LIST_OPERATION,
          consulta: toPagingRequest(pageState, 1),
          parametros: { paginar: false },
        })}
      />
      {mayEdit && dialog.editing !== null && (
        <EconomicGroupDialog id={dialog.editing} onClose={dialog.close} />
      )}
    </>
  );
}
