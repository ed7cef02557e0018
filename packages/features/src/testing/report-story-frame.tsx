// The frame of every report page story: the story user signed in, a query client of the story's
// own (nothing cached between stories, no silent retries) and the page's padding.
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PIVOT_ADDRESS_KEYS } from '../reports/ReportPage/pivot-choice';
import { FROM_KEY } from '../reports/ReportPage/report-drill';
import { COMPARE_KEY } from '../reports/ReportPage/use-comparison';
import { loggedUser } from './api-fixtures';
import { StoryPortal } from './StoryPortal';

function Queries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The report page stories' decorator. */
export const reportStoryFrame = (Story: () => ReactNode) => (
  <StoryPortal user={loggedUser()}>
    <Queries>
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </Queries>
  </StoryPortal>
);

/**
 * The report page stories' `beforeEach`: the page keeps its filters (and the dynamic table its
 * arrangement) in the address, and the stories of a file share one page, so each story opens
 * without what the previous one left there.
 */
export function freshReportAddress(): void {
  const q = new URLSearchParams(window.location.search);
  for (const key of [...PIVOT_ADDRESS_KEYS, FROM_KEY, COMPARE_KEY]) q.delete(key);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}?${q.toString()}`,
  );
}
