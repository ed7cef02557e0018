// The period presets of a report's filter bar. A preset is a name for dates relative to today
// (São Paulo's): the page keeps only the dates (in its address, as a link shares them), and the
// bar reads back which preset they are, so a link opened another day shows its own dates as
// "custom" rather than moving them. A report that reads only the end date (`ate`: the last 12
// months, the year to date…) has presets for that end.
import { defaultPeriodEnd, FIRST_DAYS_OF_MONTH, isReportName } from '@emplacamento/access';
import type { Filtros } from './report-queries';

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

export type PeriodPreset = (typeof RANGE_PRESETS)[number] | (typeof END_PRESETS)[number];

/** The period a page opens on, and how the report reads it. */
export interface PeriodRule {
  /** The report's embed name (its default end: `defaultPeriodEnd`). */
  nome: string;
  /** Whether it reads only the end date. */
  endOnly: boolean;
  /** The calendar months it opens on (RelatorioDefinicao.MesesPadrao). @default 1 */
  months?: number;
}

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

/** Where the page's default period ends on `today`. */
export const defaultEnd = (nome: string, today: string): string =>
  isReportName(nome) ? defaultPeriodEnd(nome, today) : today;

/** The dates a page opens on: its months up to its default end. */
export function defaultPeriod(
  rule: PeriodRule,
  today: string,
): Required<Pick<Filtros, 'dataInicial' | 'dataFinal'>> {
  const end = defaultEnd(rule.nome, today);
  return { dataInicial: firstDayOf(end, rule.months ?? 1), dataFinal: end };
}

/** The dates of `preset` on `today` (a custom preset keeps `current`). */
export function presetPeriod(
  preset: PeriodPreset,
  today: string,
  current: Filtros,
): Pick<Filtros, 'dataInicial' | 'dataFinal'> {
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
    case 'personalizado':
      return { dataInicial: current.dataInicial, dataFinal: current.dataFinal };
  }
}

/** The presets a report offers. */
export const presetsOf = (rule: PeriodRule): readonly PeriodPreset[] =>
  rule.endOnly ? END_PRESETS : RANGE_PRESETS;

/** Which preset the dates in force are on `today`; `personalizado` when none gives them. */
export function presetOf(rule: PeriodRule, filtros: Filtros, today: string): PeriodPreset {
  const found = presetsOf(rule).find((preset) => {
    if (preset === 'personalizado') return false;
    const dates = presetPeriod(preset, today, filtros);
    return (
      dates.dataFinal === filtros.dataFinal &&
      (rule.endOnly || dates.dataInicial === filtros.dataInicial)
    );
  });
  return found ?? 'personalizado';
}
