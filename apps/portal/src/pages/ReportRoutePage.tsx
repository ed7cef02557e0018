import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ReportFrame } from '@emplacamento/features';
import { routeOfMatches } from '../route-handle';

/** /reports/<route> and /charts/<route>: the route's report page, framed from the reports base URL. */
export function Component() {
  const { t } = useTranslation();
  const route = routeOfMatches(useMatches());
  if (!route?.embed) return null;
  return <ReportFrame embed={route.embed} title={t(route.titleKey)} />;
}
