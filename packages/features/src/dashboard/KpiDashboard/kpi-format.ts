// Numbers of the dashboard in the reader's language through Intl (i18n's formatters): pt-BR
// thousands with ".", decimals with ",", shares with one decimal.
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
