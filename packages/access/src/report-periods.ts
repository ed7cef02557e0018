// The period presets of a report: names for dates relative to a day (São Paulo's). The report
// page's filter bar offers them and reads back which one the dates in force are; a saved view
// keeps the name, so "the last complete month" stays the last complete month on the day the view
// is opened (the API resolves it with the same rule the page applies).
import { FIRST_DAYS_OF_MONTH } from './report-catalogue';

/** The presets of a report that reads both dates. */
export const RANGE_PRESETS = [
  'mesAtual',
  'ultimoMes',
  'anoAtual',
  'ultimos12Meses',
  'personalizado',
] as const;
/** The presets of a report that reads only the end date. */
export const END_PRESETS = ['hoje', 'fimUltimoMes', 'personalizado'] as const;

/** A preset of the filter bar; `personalizado` is the dates as chosen. */
export type PeriodPreset = (typeof RANGE_PRESETS)[number] | (typeof END_PRESETS)[number];
/** A preset that names dates relative to a day (a saved view's `Periodo`). */
export type RelativePeriod = Exclude<PeriodPreset, 'personalizado'>;

/** The first day of the `months` calendar months ending with the month of `end` (yyyy-MM-dd). */
export function firstDayOf(end: string, months: number): string {
  const index = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7)) - months;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of the month before the month of `day`. */
export function endOfMonthBefore(day: string): string {
  const first = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  first.setUTCDate(0);
  return first.toISOString().slice(0, 10);
}

/** The dates `preset` names on `today` (an end-only preset names the end alone). */
export function relativePeriod(
  preset: RelativePeriod,
  today: string,
): { dataInicial?: string; dataFinal: string } {
  const lastMonthEnd = endOfMonthBefore(today);
  switch (preset) {
    case 'mesAtual':
      return { dataInicial: `${today.slice(0, 7)}-01`, dataFinal: today };
    case 'ultimoMes':
      return { dataInicial: `${lastMonthEnd.slice(0, 7)}-01`, dataFinal: lastMonthEnd };
    case 'anoAtual':
      return { dataInicial: `${today.slice(0, 4)}-01-01`, dataFinal: today };
    case 'ultimos12Meses': {
      // The twelve months up to today, or in a month's first days up to the month before (the
      // month just begun would make the twelfth month a few days).
      const end = Number(today.slice(8, 10)) <= FIRST_DAYS_OF_MONTH ? lastMonthEnd : today;
      return { dataInicial: firstDayOf(end, 12), dataFinal: end };
    }
    case 'hoje':
      return { dataFinal: today };
    case 'fimUltimoMes':
      return { dataFinal: lastMonthEnd };
  }
}
