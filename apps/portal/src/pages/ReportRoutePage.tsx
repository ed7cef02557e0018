import { useTranslation } from 'react-i18next';
import { ReportFrame } from '@emplacamento/features';
import { useCurrentRoute } from '../current-route';

/** /reports/<route> and /charts/<route>: the route's report page, framed from the reports base URL. */
export function Component() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  if (!route?.embed) return null;
  return <ReportFrame embed={route.embed} title={t(route.titleKey)} />;
}
