// Titles of the reports and of their columns in the request's language, read from the product's
// one set of translations (@emplacamento/i18n: `reportTitles`, `reportColumns`, and
// `reportComparison` for the columns a period comparison adds): the definitions name a column by
// its key, and the answer (and the exported file's header) carries its title, so the page, the
// CSV and the XLSX say the same words.
import type { ReportName } from '@emplacamento/access';
import { messages, type Messages } from '@emplacamento/i18n';
import type { ServerLocale } from '../http/messages/index.js';

/** A column key with a fixed title. */
export type ColumnKey = keyof Messages['reportColumns'];

/** The title of a column in `locale`. */
export const columnTitle = (key: ColumnKey, locale: ServerLocale): string =>
  messages[locale].reportColumns[key];

/**
 * The title of a column a period comparison adds beside a measure titled `measure`, in `locale`:
 * its figure then, by the comparison asked for ("Emplacamentos (ano anterior)"), or its change.
 */
export const comparisonTitle = (
  kind: 'anterior' | 'variacao' | 'pontos',
  measure: string,
  comparar: 'periodoAnterior' | 'anoAnterior',
  locale: ServerLocale,
): string => {
  const texts = messages[locale].reportComparison;
  return (kind === 'anterior' ? texts[comparar] : texts[kind]).replace('{{medida}}', () => measure);
};

/** The title of a report or chart in `locale` (its catalogue entry's `titleKey`). */
export const reportTitle = (name: ReportName, locale: ServerLocale): string =>
  messages[locale].reportTitles[name];

/**
 * Compares two texts in Brazilian order. One collator for every comparison: `localeCompare` with
 * a locale builds one per call, three times slower when a run sorts thousands of rows.
 */
export const compareText = new Intl.Collator('pt-BR').compare;

/** One month formatter per language: building one costs far more than formatting with it. */
const monthFormats = new Map<ServerLocale, Intl.DateTimeFormat>();

/** A month (yyyy-MM) as its column title: "jun. de 2025", "Jun 2025", … */
export const monthTitle = (month: string, locale: ServerLocale): string => {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${month}-01T12:00:00Z`));
};
