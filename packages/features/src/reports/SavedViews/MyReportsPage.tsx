import { useMemo, useState } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '@emplacamento/api-client';
import { reportRouteOf, routeByName, type RouteDefinition } from '@emplacamento/access';
import { formatDate, formatDateRange } from '@emplacamento/i18n';
import {
  AlertDialog,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  IconButton,
  Link,
  Menu,
  MenuItem,
  SearchField,
  SkeletonText,
  Stack,
  Table,
  Text,
  type SortDescriptor,
  type TableColumn,
} from '@emplacamento/ui';
import { useSession, useSessionState, useToasts } from '../../session/SessionProvider';
import { SaveViewDialog, SHARE_EVENT } from './SaveViewDialog';
import { StarButton } from './StarButton';
import {
  FAVOURITES_PATH,
  VIEWS_PATH,
  removeView,
  saveView,
  viewQueries,
  type Visao,
} from './view-queries';

/** Accents and case folded, for the search. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const failureOf = (error: ApiRequestError | null) => {
  const problem = error?.error.kind === 'problem' ? error.error.problem : null;
  return { forbidden: problem?.status === 403, detail: problem?.detail ?? null };
};

/** Where a saved view opens: its own address, which narrows it to the reader's scope that day. */
export const viewPath = (table: readonly RouteDefinition[], id: number) =>
  routeByName(table, 'my-reports-view').path.replace(':id', String(id));

/**
 * My reports (`/my-reports`): the reports the user starred, each a link to its page, and the
 * saved views the user may open (its own and those shared with the tenant), searched and sorted
 * here, each opening its report with its filters; the owner renames, shares (with the
 * permission) and deletes a view, after a confirmation.
 */
export function MyReportsPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { clients } = useSession();
  const { table, ability } = useSessionState();
  const toasts = useToasts();
  const client = useQueryClient();
  const views = useQuery(viewQueries.list(clients));
  const favourites = useQuery(viewQueries.favourites(clients));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDescriptor>({ column: 'nome', direction: 'ascending' });
  const [editing, setEditing] = useState<Visao | null>(null);
  const [removing, setRemoving] = useState<Visao | null>(null);
  const mayShare = ability.can('manage', SHARE_EVENT);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: [VIEWS_PATH] });
    void client.invalidateQueries({ queryKey: [FAVOURITES_PATH] });
  };
  const share = useMutation({
    mutationFn: (view: Visao) =>
      saveView(
        clients,
        {
          Nome: view.Nome,
          Relatorio: view.Relatorio,
          Filtros: view.Filtros,
          Periodo: view.Periodo,
          Endereco: view.Endereco,
          Compartilhada: !view.Compartilhada,
        },
        view.Id,
      ),
    onSuccess: () => {
      toasts.success(t('savedViews.updated'));
    },
    onError: (error: ApiRequestError) => {
      toasts.danger(t('savedViews.saveFailed'), failureOf(error).detail ?? undefined);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (view: Visao) => removeView(clients, view.Id),
    onSuccess: () => {
      toasts.success(t('savedViews.removed'));
    },
    onError: () => {
      toasts.danger(t('savedViews.removeFailed'));
    },
    onSettled: refresh,
  });

  const periodOf = (view: Visao) => {
    if (view.Periodo) return t(`reportFilters.presets.${view.Periodo}`);
    const { dataInicial, dataFinal } = view.Filtros;
    if (!dataFinal) return t('savedViews.fixedPeriod');
    return dataInicial
      ? formatDateRange(`${dataInicial}T12:00:00Z`, `${dataFinal}T12:00:00Z`, locale)
      : formatDate(`${dataFinal}T12:00:00Z`);
  };

  const rows = useMemo(() => {
    const wanted = folded(search.trim());
    const found = (views.data ?? []).filter(
      (v) => wanted === '' || folded(`${v.Nome} ${v.Titulo} ${v.Autor}`).includes(wanted),
    );
    const key = (v: Visao) =>
      sort.column === 'relatorio'
        ? v.Titulo
        : sort.column === 'atualizada'
          ? v.AtualizadaEm
          : v.Nome;
    const sorted = [...found].sort((a, b) => key(a).localeCompare(key(b), locale));
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [views.data, search, sort, locale]);

  const columns: TableColumn<Visao>[] = [
    {
      id: 'nome',
      header: t('savedViews.columnName'),
      isRowHeader: true,
      sortable: true,
      hideable: false,
      // The star beside the name: on a phone the name keeps the width a column of its own took.
      cell: (view) => (
        <Box display="flex" alignItems="center" gap="1">
          <StarButton target={{ visao: view.Id }} name={view.Nome} />
          <Link href={viewPath(table, view.Id)}>{view.Nome}</Link>
        </Box>
      ),
    },
    {
      id: 'relatorio',
      header: t('savedViews.columnReport'),
      sortable: true,
      cell: (view) => view.Titulo,
    },
    { id: 'periodo', header: t('savedViews.columnPeriod'), cell: periodOf },
    {
      id: 'acesso',
      header: t('savedViews.columnAccess'),
      cell: (view) =>
        view.Compartilhada ? (
          <Badge tone="info">{t('savedViews.sharedBadge')}</Badge>
        ) : (
          <Badge>{t('savedViews.personalBadge')}</Badge>
        ),
    },
    {
      id: 'autor',
      header: t('savedViews.columnOwner'),
      cell: (view) => (view.Propria ? t('savedViews.you') : view.Autor),
    },
    {
      id: 'atualizada',
      header: t('savedViews.columnUpdated'),
      sortable: true,
      cell: (view) => formatDate(view.AtualizadaEm),
    },
    {
      id: 'acoes',
      header: t('savedViews.columnActions'),
      hideable: false,
      align: 'end',
      cell: (view) =>
        view.Propria ? (
          <Menu
            placement="bottom end"
            trigger={
              <IconButton
                size="sm"
                label={t('savedViews.actionsOf', { name: view.Nome })}
                icon={<MoreHorizontal size={16} aria-hidden />}
              />
            }
            onAction={(key) => {
              if (key === 'rename') setEditing(view);
              else if (key === 'share') share.mutate(view);
              else if (key === 'delete') setRemoving(view);
            }}
          >
            <MenuItem id="rename">{t('savedViews.rename')}</MenuItem>
            {mayShare || view.Compartilhada ? (
              <MenuItem id="share">
                {view.Compartilhada ? t('savedViews.unshare') : t('savedViews.share')}
              </MenuItem>
            ) : null}
            <MenuItem id="delete">{t('actions.delete')}</MenuItem>
          </Menu>
        ) : null,
    },
  ];

  const starredReports = (favourites.data?.Relatorios ?? []).flatMap((nome) => {
    const route = reportRouteOf(table, nome);
    return route ? [{ nome, route }] : [];
  });

  let list;
  if (views.isPending) list = <SkeletonText lines={5} label={t('actions.loading')} />;
  else if (views.isError) {
    const failure = failureOf(views.error);
    list = (
      <Stack gap="3" alignItems="flex-start" role="alert">
        <Text>
          {failure.forbidden
            ? (failure.detail ?? t('errors.notAuthorizedText'))
            : t('savedViews.loadFailed')}
        </Text>
        {!failure.forbidden && (
          <Button variant="secondary" size="sm" onPress={() => void views.refetch()}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    );
  } else if (views.data.length === 0)
    list = <EmptyState title={t('savedViews.views')} description={t('savedViews.emptyViews')} />;
  else
    list = (
      <Stack gap="3">
        <Box style={{ maxWidth: '24rem' }}>
          <SearchField
            label={t('savedViews.search')}
            placeholder={t('savedViews.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        </Box>
        <Table
          label={t('savedViews.views')}
          columns={columns}
          rows={rows}
          getRowId={(view) => view.Id}
          sortDescriptor={sort}
          onSortChange={setSort}
          scroll="page"
          emptyState={<EmptyState title={t('savedViews.emptySearch')} />}
        />
      </Stack>
    );

  return (
    <Stack gap="4">
      <Card title={t('savedViews.favourites')}>
        {favourites.isPending ? (
          <SkeletonText lines={2} label={t('actions.loading')} />
        ) : starredReports.length === 0 ? (
          <Text tone="muted">{t('savedViews.emptyFavourites')}</Text>
        ) : (
          <Box as="ul" display="flex" flexDirection="column" gap="1" padding="0" marginY="0">
            {starredReports.map(({ nome, route }) => (
              <Box as="li" key={nome} display="flex" alignItems="center" gap="2">
                <StarButton target={{ relatorio: nome }} name={t(route.titleKey)} />
                <Link href={route.path}>{t(route.titleKey)}</Link>
              </Box>
            ))}
          </Box>
        )}
      </Card>
      <Card title={t('savedViews.views')}>{list}</Card>
      {editing && (
        <SaveViewDialog
          subject={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('savedViews.removeTitle', { name: removing?.Nome ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
      >
        {t('savedViews.removeText')}
      </AlertDialog>
    </Stack>
  );
}
