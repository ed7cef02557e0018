import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteName } from '@emplacamento/access';
import { StatusPage, type StatusKind } from '@emplacamento/features';
import { routeOfMatches } from '../route-handle';

const kinds: Partial<Record<RouteName, StatusKind>> = {
  'error-404': 'not-found',
  'misc-not-authorized': 'not-authorized',
  'misc-coming-soon': 'coming-soon',
  'misc-under-maintenance': 'maintenance',
  'misc-error': 'error',
};

/**
 * The status routes of §2, and every route whose screen is not built yet: those render the
 * under-construction page with their title, behind the same guard as the finished screens.
 */
export function Component() {
  const { t } = useTranslation();
  const route = routeOfMatches(useMatches());
  const kind = route ? kinds[route.name] : undefined;
  if (kind) return <StatusPage kind={kind} />;
  return <StatusPage kind="under-construction" subject={route ? t(route.titleKey) : undefined} />;
}
