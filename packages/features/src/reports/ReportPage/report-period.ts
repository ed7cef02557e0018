// The period presets of a report's filter bar. A preset is a name for dates relative to today
// (São Paulo's): the page keeps only the dates (in its address, as a link shares them), and the
// bar reads back which preset they are, so a link opened another day shows its own dates as
// "custom" rather than moving them. A report that reads only the end date (`ate`: the last 12
// months, the year to date…) has presets for that end. The presets' dates are access's rule,
// which the API reads too (a saved view's relative period).
import {
  defaultPeriodEnd,
  END_PRESETS,
  firstDayOf,
  isReportName,
  RANGE_PRESETS,
  relativePeriod,
  type PeriodPreset,
} from '@emplacamento/access';
import type { Filtros } from './report-queries';

/** The period a page opens on, and how the report reads it. */
export interface PeriodRule {
  /** The report's embed name (its default end: `defaultPeriodEnd`). */
  nome: string;
  /** Whether it reads only the end date. */
  endOnly: boolean;
  /** The calendar months it opens on (RelatorioDefinicao.MesesPadrao). @default 1 */
  months?: number;
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
  return preset === 'personalizado'
    ? { dataInicial: current.dataInicial, dataFinal: current.dataFinal }
    : relativePeriod(preset, today);
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

export { END_PRESETS, firstDayOf, RANGE_PRESETS, type PeriodPreset };
