// What every report page story file shares: the page's frame and an address without what the
// previous story left in it.
import { PIVOT_ADDRESS_KEYS } from '../reports/ReportPage/pivot-choice';
import { FROM_KEY } from '../reports/ReportPage/report-drill';
import { COMPARE_KEY } from '../reports/ReportPage/use-comparison';
import { pageStoryFrame } from './page-story-frame';

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

/**
 * What a report page story file's meta shares with every other: spread into the meta beside its
 * title, component, args and its `parameters`. The API's answers stay in each file's own literal
 * `parameters`: handlers handed to the meta as the result of a call were not installed for its
 * stories (every request went unanswered), literal ones are.
 */
export const reportStoryMeta = {
  beforeEach: freshReportAddress,
  decorators: [pageStoryFrame],
};
