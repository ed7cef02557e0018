// The periods reports cover. Dates are calendar days without a zone; "today" is São Paulo's
// (the caller passes it), so a report opened at 23:00 on the last day of a month in Brasília
// still shows that month.
import { isoDay } from './read.js';
import type { Periodo } from './definition.js';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of the month of `day`. */
export const monthEnd = (day: string): string => {
  const d = utc(monthStart(day));
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return isoDay(d);
};

/** `day` moved by `months`, kept inside its month (31 March − 1 month = 28/29 February). */
export function shiftMonths(day: string, months: number): string {
  const d = utc(monthStart(day));
  d.setUTCMonth(d.getUTCMonth() + months);
  const end = monthEnd(isoDay(d));
  const wanted = `${isoDay(d).slice(0, 8)}${day.slice(8)}`;
  return wanted > end ? end : wanted;
}

/** The months (yyyy-MM) from the month of `first` to that of `last`. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = monthStart(first); d <= last; d = shiftMonths(d, 1)) out.push(d.slice(0, 7));
  return out;
}

/** The days (yyyy-MM-dd) from `first` to `last`. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = utc(first).getTime(); t <= utc(last).getTime(); t += 86_400_000)
    out.push(isoDay(new Date(t)));
  return out;
}

/** The chosen dates, by default the month to date. */
export const chosenOrMonthToDate = (today: string, first?: string, last?: string): Periodo => {
  const end = last ?? today;
  return { first: first ?? monthStart(end), last: end };
};

/** The chosen dates, by default the `n` calendar months up to today. */
export const chosenOrLastMonths =
  (n: number) =>
  (today: string, first?: string, last?: string): Periodo => {
    const end = last ?? today;
    return { first: first ?? shiftMonths(monthStart(end), 1 - n), last: end };
  };

/** The month up to the chosen end date (the start date is not asked for). */
export const monthToDate = (today: string, _first?: string, last?: string): Periodo => {
  const end = last ?? today;
  return { first: monthStart(end), last: end };
};

/** The `n` calendar months up to the chosen end date. */
export const lastMonths =
  (n: number) =>
  (today: string, _first?: string, last?: string): Periodo => {
    const end = last ?? today;
    return { first: shiftMonths(monthStart(end), 1 - n), last: end };
  };

/** The `n` calendar years up to the chosen end date. */
export const lastYears =
  (n: number) =>
  (today: string, _first?: string, last?: string): Periodo => {
    const end = last ?? today;
    return { first: `${String(Number(end.slice(0, 4)) - n + 1)}-01-01`, last: end };
  };

/** January 1st to the chosen end date. */
export const yearToDate = (today: string, _first?: string, last?: string): Periodo => {
  const end = last ?? today;
  return { first: `${end.slice(0, 4)}-01-01`, last: end };
};

/** The same span a year earlier (29 February ends on the 28th). */
export const yearBefore = (p: Periodo): Periodo => ({
  first: shiftMonths(p.first, -12),
  last: shiftMonths(p.last, -12),
});

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number): string =>
  isoDay(new Date(utc(day).getTime() + days * 86_400_000));

/** What a run may compare its period with (RelatorioConsulta.comparar). */
export type Comparar = 'periodoAnterior' | 'anoAnterior';

/**
 * The days period `p` is compared with. `anoAnterior`: the same days a year earlier (29 February
 * on the 28th). `periodoAnterior`: whole calendar months (the 1st to a month's last day) with as
 * many whole months before; a month to date (the 1st to a day inside that month) with the same
 * first days of the month before, as many as it has (1–30 March with 1–28 February, as the
 * dashboard compares, `comparedDays`); any other days with as many days just before.
 */
export function comparedPeriod(p: Periodo, comparar: Comparar): Periodo {
  if (comparar === 'anoAnterior') return yearBefore(p);
  const dayBefore = addDays(p.first, -1);
  if (p.first === monthStart(p.first)) {
    if (p.last === monthEnd(p.last))
      return {
        first: shiftMonths(p.first, -monthsBetween(p.first, p.last).length),
        last: dayBefore,
      };
    if (p.last.slice(0, 7) === p.first.slice(0, 7))
      return { first: shiftMonths(p.first, -1), last: shiftMonths(p.last, -1) };
  }
  const days = (utc(p.last).getTime() - utc(p.first).getTime()) / 86_400_000 + 1;
  return { first: addDays(p.first, -days), last: dayBefore };
}
