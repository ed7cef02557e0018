// A report cell as the reader writes it, by the column's kind, through Intl in the reader's
// language (pt-BR: thousands ".", decimals ",", percentages with one decimal, amounts in reais);
// months and days are calendar dates without a zone, and instants São Paulo's wall clock,
// written as such.
import { formatCurrency, formatNumber, formatPercent } from '@emplacamento/i18n';

/** The kind of a report column (RelatorioCampo.Tipo); `moeda` is an amount in reais. */
export type Tipo = 'texto' | 'inteiro' | 'decimal' | 'percentual' | 'data' | 'mes' | 'moeda';

/** A month `yyyy-MM` as "jun. de 2025" (pt-BR), "Jun 2025" (en), … */
export const monthLabel = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

/** The last day (yyyy-MM-dd) of month `month` (yyyy-MM). */
export const monthEnd = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  // Day 0 of the month after is this month's last.
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

/** One cell; null and missing values read as `none`. */
export function formatCell(
  value: string | number | boolean | null | undefined,
  tipo: Tipo,
  locale: string,
  none: string,
): string {
  if (value === null || value === undefined) return none;
  if (typeof value === 'number') {
    if (tipo === 'percentual') return formatPercent(value / 100, locale);
    // Reais in every language, written the reader's way (pt-BR `R$ 1.234,56`, en `R$1,234.56`).
    if (tipo === 'moeda') return formatCurrency(value, locale);
    if (tipo === 'decimal')
      return formatNumber(value, { locale, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return formatNumber(value, { locale, maximumFractionDigits: 0 });
  }
  if (typeof value === 'boolean') return String(value);
  if (tipo === 'mes' && /^\d{4}-\d{2}$/.test(value)) return monthLabel(value, locale);
  // An instant comes as São Paulo's wall clock (`yyyy-MM-dd HH:mm:ss`): written as it is.
  if (tipo === 'data' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value))
    return new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${value.replace(' ', 'T')}Z`));
  if (tipo === 'data' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return new Intl.DateTimeFormat(locale, { timeZone: 'UTC' }).format(
      new Date(`${value}T12:00:00Z`),
    );
  return value;
}
