import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ApiRequestError } from '@emplacamento/api-client';
import { reportRouteOf, routeByName } from '@emplacamento/access';
import { Button, Card, Link, SkeletonText, Stack, Text } from '@emplacamento/ui';
import { useSession, useSessionState } from '../../session/SessionProvider';
import { VIEWS_PATH, openView, viewAddress, type VisaoAberta } from './view-queries';

/** What opening a view hands on: its report's page, its address, and what to say there. */
export interface OpenedView {
  /** The report route's path. */
  readonly path: string;
  /** The search part the report opens with. */
  readonly busca: string;
  readonly nome: string;
  /** The filters the reader's scope took out. */
  readonly removidos: readonly string[];
}

/** Props of {@link SavedViewOpener}. */
export interface SavedViewOpenerProps {
  readonly id: number;
  /** Goes to the view's report (the route replaces this address with the report's). */
  readonly onOpen: (view: OpenedView) => void;
}

/**
 * A saved view's own address (`/my-reports/view/:id`): asks the server for the view as the
 * reader may read it today (its relative period resolved, what the reader's scope no longer
 * allows taken out) and hands on its report's address; a view gone or a report no longer
 * allowed says so, with the way back to My reports.
 */
export function SavedViewOpener({ id, onOpen }: SavedViewOpenerProps) {
  const { t } = useTranslation();
  const { clients } = useSession();
  const { table } = useSessionState();
  // Opened afresh every time: the period and the scope are today's.
  const opened = useQuery<VisaoAberta, ApiRequestError>({
    queryKey: [VIEWS_PATH, id, 'Abrir'],
    queryFn: ({ signal }) => openView(clients, id, signal),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const data = opened.data;
  const route = data ? reportRouteOf(table, data.Visao.Relatorio) : undefined;
  useEffect(() => {
    if (!data || !route) return;
    onOpen({
      path: route.path,
      busca: viewAddress(data.Filtros, data.Visao.Endereco),
      nome: data.Visao.Nome,
      removidos: data.Removidos,
    });
  }, [data, route, onOpen]);

  if (opened.isPending || (data && route))
    return <SkeletonText lines={6} label={t('savedViews.opening')} />;
  const status =
    opened.error?.error.kind === 'problem' ? opened.error.error.problem.status : undefined;
  const text =
    data && !route
      ? t('savedViews.forbidden')
      : status === 404
        ? t('savedViews.notFound')
        : status === 403
          ? t('savedViews.forbidden')
          : t('savedViews.openFailed');
  return (
    <Card>
      <Stack gap="3" alignItems="flex-start" role="alert">
        <Text>{text}</Text>
        {status !== 404 && status !== 403 && !data && (
          <Button variant="secondary" size="sm" onPress={() => void opened.refetch()}>
            {t('actions.retry')}
          </Button>
        )}
        <Link href={routeByName(table, 'my-reports').path}>{t('routes.my-reports')}</Link>
      </Stack>
    </Card>
  );
}
