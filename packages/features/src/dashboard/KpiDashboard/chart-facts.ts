// What a chart's data say before it is drawn: whether a drawing tells the reader more than the
// table (one bar or all bars alike do not), and whether its last period is one the data cover only
// in part (the month or year in progress), so the chart marks it instead of drawing it as whole.
import type { ChartSpec } from './KpiChart';
import { monthEnd } from '../../reports/ReportPage/report-format';

/**
 * Whether a chart tells the reader more than its table: two categories at least, and a series
 * whose values differ. One bar, or ten bars all at 1 (an invasion report of single
 * registrations), draw the same picture whatever the data, so the table shows alone.
 */
export function carriesInformation(spec: Pick<ChartSpec, 'categories' | 'series'>): boolean {
  return (
    spec.categories.length >= 2 &&
    spec.series.some((series) => series.values.some((value) => value !== series.values[0]))
  );
}

/**
 * The last day (yyyy-MM-dd) of a period written as a year (yyyy) or a month (yyyy-MM); null for a
 * day or anything else, which is never partial.
 */
export function periodEnd(period: string): string | null {
  if (/^\d{4}$/.test(period)) return `${period}-12-31`;
  if (/^\d{4}-\d{2}$/.test(period)) return monthEnd(period);
  return null;
}

/**
 * The last day the data cover: the earliest of the days given (the run's last day, the data's
 * last registration day, today on the product's clock), those missing left out; null if none.
 */
export function coveredUntil(...days: readonly (string | null | undefined)[]): string | null {
  const known = days.filter((d): d is string => typeof d === 'string' && d !== '');
  return known.length === 0 ? null : known.reduce((a, b) => (b < a ? b : a));
}

/**
 * Whether `period` (a year or a month) is covered only up to `until`, a day inside it before its
 * last: the month or the year in progress.
 */
export function isPartialPeriod(period: string, until: string | null | undefined): boolean {
  const end = periodEnd(period);
  return end !== null && typeof until === 'string' && until.startsWith(period) && until < end;
}

/** A day (yyyy-MM-dd) as day and month in `locale`: "02/12" (pt-BR), "12/02" (en), "02.12." (de). */
export const dayAndMonth = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
