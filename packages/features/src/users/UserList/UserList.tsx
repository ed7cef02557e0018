import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { Button } from '@emplacamento/ui';
import { filterNumber, ListView, useListState, type ListState } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { LIST_OPERATION, userPageOptions, type UserFilters as Filtro } from '../api';
import { userColumns } from './columns';
import { UserFilters } from './UserFilters';

const defaults = { pageSize: 25, sort: [{ column: 'nomeCompleto', dir: 'asc' as const }] };

/** The address's filter text as the list operation's typed `userdata` (active users, not pending). */
export function userFilters(state: ListState): Filtro {
  const f = state.filters;
  return {
    perfilId: filterNumber(f.perfilId),
    status: f.status === 'Ativo' || f.status === 'Inativo' ? f.status : undefined,
    pendente: false,
  };
}

/**
 * `/admin-panel/users`: the users of the tenant whose profile the caller may see, searched by
 * name and e-mail, filtered, sorted and paged on the server, exported as CSV or XLSX.
 */
export function UserList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  const columns = useMemo(() => userColumns(t, locale), [t, locale]);
  const pageState = useMemo(
    () => ({ ...list.state, filters: userFilters(list.state) }),
    [list.state],
  );
  const query = useQuery({
    ...userPageOptions(session, pageState),
    // The previous page stays on screen while the next loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
  return (
    <ListView
      title={t('users.listTitle')}
      label={t('users.tableLabel')}
      listId="usuarios"
      columns={columns}
      getRowId={(row) => row.id}
      query={query}
      list={list}
      filters={<UserFilters list={list} />}
      searchPlaceholder={t('users.searchPlaceholder')}
      actions={
        <Button
          icon={<Plus size={16} aria-hidden />}
          onPress={() => void navigate('/admin-panel/user/add')}
        >
          {t('users.add')}
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
