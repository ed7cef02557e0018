import { useMemo, useState } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toPagingRequest } from '@emplacamento/api-client';
import { resolveLocale } from '@emplacamento/validators';
import { Button } from '@emplacamento/ui';
import { ListView, useListState } from '../../kits/list';
import { useSession } from '../../session/SessionProvider';
import { LIST_OPERATION, userPageOptions, type User } from '../../users/api';
import { ApproveDialog, RejectDialog } from '../PendingDecision';
import { pendingColumns } from './columns';

const defaults = { pageSize: 25, sort: [{ column: 'dataCriacao', dir: 'asc' as const }] };

/**
 * `/admin-panel/pending-users`: the registrations awaiting a decision, oldest first, searched,
 * sorted and paged on the server and exported; rows are picked (one, some, or the whole page with
 * the header's checkbox) and
 * approved with a profile and scope, or rejected with a reason; each user gets an e-mail either
 * way.
 */
export function PendingUserList() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const list = useListState(defaults);
  const locale = resolveLocale(i18n.language);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The picked rows as listed (a pick survives paging): the approval starts from their request.
  const [picked, setPicked] = useState<ReadonlyMap<number, User>>(new Map());
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const pageState = useMemo(() => ({ ...list.state, filters: { pendente: true } }), [list.state]);
  const query = useQuery({
    ...userPageOptions(session, pageState),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => pendingColumns(t, locale), [t, locale]);
  const close = (decided: boolean) => {
    setDeciding(null);
    if (decided) setSelected(new Set());
  };
  const count = selected.size;
  // Only a request known for every pick says where the approval starts (one stable array: the
  // dialog's form starts over when it changes).
  const requested = useMemo(
    () => (picked.size === selected.size ? [...picked.values()] : []),
    [picked, selected],
  );
  return (
    <>
      <ListView
        title={t('pendingUsers.listTitle')}
        label={t('pendingUsers.tableLabel')}
        listId="usuarios-pendentes"
        columns={columns}
        getRowId={(row) => row.id}
        query={query}
        list={list}
        searchPlaceholder={t('users.searchPlaceholder')}
        selection={{
          ids: selected,
          onChange: (ids) => {
            const next = new Set([...ids].map(Number));
            const rows = new Map(query.data?.rows.map((row) => [row.id, row]));
            setSelected(next);
            setPicked(
              (before) =>
                new Map(
                  [...next].flatMap((id) => {
                    const row = rows.get(id) ?? before.get(id);
                    return row === undefined ? [] : [[id, row] as const];
                  }),
                ),
            );
          },
        }}
        actions={
          <>
            <Button
              icon={<Check size={16} aria-hidden />}
              isDisabled={count === 0}
              onPress={() => {
                setDeciding('approve');
              }}
            >
              {t('pendingUsers.approveCount', { count })}
            </Button>
            <Button
              variant="danger"
              icon={<X size={16} aria-hidden />}
              isDisabled={count === 0}
              onPress={() => {
                setDeciding('reject');
              }}
            >
              {t('pendingUsers.rejectCount', { count })}
            </Button>
          </>
        }
        exportOf={() => ({
          operacao: LIST_OPERATION,
          consulta: toPagingRequest(pageState, 1),
          parametros: { paginar: false },
        })}
      />
      {deciding === 'approve' && (
        <ApproveDialog ids={[...selected]} requested={requested} onClose={close} />
      )}
      {deciding === 'reject' && <RejectDialog ids={[...selected]} onClose={close} />}
    </>
  );
}
