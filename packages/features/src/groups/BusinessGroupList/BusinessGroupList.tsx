import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { groupNamingOf, routeByName } from '@emplacamento/access';
import { toPagingRequest } from '@emplacamento/api-client';
import { businessGroupLabels, resolveLocale } from '@emplacamento/validators';
import { Button } from '@emplacamento/ui';
import {
  filterBoolean,
  filterNumber,
  ListView,
  useEditInAddress,
  useListState,
  type ListState,
} from '../../kits/list';
import { useSession, useSessionState } from '../../session/SessionProvider';
import {
  LIST_OPERATION,
  businessGroupPageOptions,
  type BusinessGroupFilters as Filtro,
} from '../api';
import { BusinessGroupDialog } from '../BusinessGroupForm';
import { businessGroupTexts, parentGroupLabel } from '../naming';
import { businessGroupColumns } from './columns';
import { BusinessGroupFilters } from './BusinessGroupFilters';

const defaults = { pageSize: 25, sort: [{ column: 'Nome', dir: 'asc' as const }] };

/** The address's filter text as the list operation's typed `userdata`. */
export function businessGroupFilters(state: ListState): Filtro {
  const f = state.filters;
  return {
    ativo: filterBoolean(f.ativo),
    grupoEconomicoId: filterNumber(f.grupoEconomicoId),
  };
}

/**
 * `/admin-panel/group/list`: the tenant's business groups, searched, filtered, sorted and paged
 * on the server, exported as CSV or XLSX; add and edit open a dialog named in the address
 * (`?editar=novo`, `?editar=12`), so a group's form can be linked and the back button closes it.
 * The title follows the tenant's EMP_ASSOCIACAO_GRUPO_ECONOMICO, like the menu entry.
 */
export function BusinessGroupList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { table } = useSessionState();
  const list = useListState(defaults);
  const dialog = useEditInAddress();
  const locale = resolveLocale(i18n.language);
  const groupTitle = t(routeByName(table, 'admin-panel-group-list').titleKey);
  const { editHref } = dialog;
  const naming = groupNamingOf(table);
  const parentHeader = parentGroupLabel(t, naming, businessGroupLabels[locale].GrupoEconomicoId);
  const columns = useMemo(
    () => businessGroupColumns(parentHeader, t, locale, editHref),
    [parentHeader, t, locale, editHref],
  );
  const pageState = useMemo(
    () => ({ ...list.state, filters: businessGroupFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...businessGroupPageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ListView
        title={groupTitle}
        label={t('businessGroups.tableLabel')}
        listId="grupos-empresa"
        columns={columns}
        getRowId={(row) => row.Id}
        query={query}
        list={list}
        filters={<BusinessGroupFilters list={list} />}
        actions={
          <Button icon={<Plus size={16} aria-hidden />} onPress={dialog.openNew}>
            {businessGroupTexts(t, naming).add}
          </Button>
        }
        exportOf={() => ({
          operacao: LIST_OPERATION,
          consulta: toPagingRequest(pageState, 1),
          parametros: { paginar: false },
        })}
      />
      {dialog.editing !== null && (
        <BusinessGroupDialog id={dialog.editing} onClose={dialog.close} />
      )}
    </>
  );
}
