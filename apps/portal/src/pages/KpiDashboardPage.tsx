import { KpiDashboard } from '@emplacamento/features';

/** /dashboard-kpi: the KPI dashboard, the landing page of administrators and staff. */
export function Component() {
  return <KpiDashboard />;
}
