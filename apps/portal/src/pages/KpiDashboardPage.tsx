import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { KpiDashboard } from '@emplacamento/features';

/**
 * /dashboard-kpi: the KPI dashboard. Its query cache lives with the page until the portal has one
 * query client for every screen; then this provider goes and the page renders the widget alone.
 */
export function Component() {
  // Figures change only when an import ends: a minute of freshness spares refetching on focus.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <KpiDashboard />
    </QueryClientProvider>
  );
}
