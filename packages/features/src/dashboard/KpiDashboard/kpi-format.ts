// Numbers of the dashboard in the reader's language through Intl (i18n's formatters): pt-BR
// thousands with ".", decimals with ",", shares with one decimal; and the names beside horizontal
// bars, fitted to the chart's width.
import { formatNumber, formatPercent } from '@emplacamento/i18n';

/** How a value of a series reads. */
export type Unit = 'count' | 'percent' | 'points';

/** A count, a share in % (0–100) or a change in percentage points, in `locale`. */
export function formatValue(value: number, unit: Unit, locale: string): string {
  if (unit === 'count') return formatNumber(value, { locale, maximumFractionDigits: 0 });
  if (unit === 'percent') return formatPercent(value / 100, locale);
  const text = formatNumber(value, { locale, minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return value > 0 ? `+${text}` : text;
}

/** A change in % (a count against an earlier one), signed, one decimal; null reads as a dash. */
export function formatChange(value: number | null, locale: string, none: string): string {
  if (value === null) return none;
  const text = formatPercent(value / 100, locale);
  return value > 0 ? `+${text}` : text;
}

/** How many characters of a bar's name fit beside horizontal bars in a chart `width` wide. */
export const labelChars = (width: number) => Math.max(14, Math.floor((width * 0.4) / 6.5));

/** `text` cut to `max` characters, the last an ellipsis. */
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** Between the parts of a name made of several columns ("dealership · area"). */
export const NAME_PARTS = ' · ';

/**
 * A bar's name in at most `max` characters a line: whole when it fits, else a line per part of a
 * name made of several ("dealership · area": the part that tells two bars apart stays in view),
 * each cut to fit.
 */
export const barLabel = (name: string, max: number) => {
  if (name.length <= max) return name;
  return name
    .split(NAME_PARTS)
    .map((part) => cut(part, max))
    .join('\n');
};

/** How many lines the tallest bar name takes. */
export const labelLines = (names: readonly string[], max: number) =>
  Math.max(1, ...names.map((n) => barLabel(n, max).split('\n').length));
