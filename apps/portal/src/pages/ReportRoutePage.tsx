import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  ReportFrame,
  ReportPage,
  reportsServedElsewhere,
  useSession,
  useSessionState,
} from '@emplacamento/features';
import { reportRouteOf } from '@emplacamento/access';
import { useCurrentRoute } from '../current-route';
import type { SavedViewState } from './SavedViewPage';

/**
 * /reports/<route> and /charts/<route>: the route's report page, in the shell, in this document:
 * the page scrolls, its filters live in the router's address, a drill-down into another report
 * opens that report's route. Only a tenant whose reports another host serves gets a frame of it.
 */
export function Component() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const session = useSession();
  const { table } = useSessionState();
  const navigate = useNavigate();
  // Opened from a saved view: its name, and what the reader's scope took out of it.
  const opened = (useLocation().state as Partial<SavedViewState> | null)?.savedView;
  if (!route?.embed) return null;
  if (reportsServedElsewhere(session.reportsBaseUrl, window.location.origin))
    return <ReportFrame embed={route.embed} title={t(route.titleKey)} />;
  return (
    <ReportPage
      // Another report's route is another page: nothing of this one's state carries over.
      key={route.name}
      nome={route.embed}
      titled
      {...(opened ? { view: opened } : {})}
      open={(nome, busca) => {
        const target = reportRouteOf(table, nome);
        void navigate(`${target?.path ?? `/Emplacamento/${nome}`}${busca}`);
      }}
    />
  );
}
