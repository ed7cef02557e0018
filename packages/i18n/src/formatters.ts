import { de, enUS, fr, ptBR, type Locale } from 'date-fns/locale';
import { formatInTimeZone } from 'date-fns-tz';
import { toLanguage } from './languages';
import { DEFAULT_LANGUAGE, type Language } from './resources';

/** Every date and time of the product is shown in São Paulo time (§9), whatever the machine's zone. */
export const TIME_ZONE = 'America/Sao_Paulo';

/** Calendars start the week on Sunday (§9), in every language (date-fns `weekStartsOn`). */
export const WEEK_STARTS_ON = 0;

/** An instant (Date, epoch ms, ISO text) or a calendar date without zone (`yyyy-MM-dd`). */
export type DateInput = Date | number | string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`2026-01-05`, as the API sends registration dates) names a day, not an instant:
 * read as UTC midnight it would show the day before in São Paulo. It is pinned to noon in São Paulo
 * (15:00 UTC; Brazil has had no DST since 2019 and never shifted by more than an hour), so the day
 * survives the zone conversion.
 */
function toInstant(value: DateInput): Date {
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar !== null) {
      const [, year, month, day] = calendar.map(Number) as [number, number, number, number];
      return new Date(Date.UTC(year, month - 1, day, 15));
    }
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return instant;
}

const DATE_LOCALES: Readonly<Record<Language, Locale>> = { 'pt-BR': ptBR, en: enUS, fr, de };

const language = (locale: string | undefined): Language => toLanguage(locale) ?? DEFAULT_LANGUAGE;

/** `dd/MM/yyyy` in São Paulo (§9: day/month/year in every language). */
export function formatDate(value: DateInput): string {
  return formatInTimeZone(toInstant(value), TIME_ZONE, 'dd/MM/yyyy');
}

/** `dd/MM/yyyy HH:mm` in São Paulo. */
export function formatDateTime(value: DateInput): string {
  return formatInTimeZone(toInstant(value), TIME_ZONE, 'dd/MM/yyyy HH:mm');
}

/** The São Paulo calendar day of an instant, `yyyy-MM-dd`. */
export function saoPauloDay(value: DateInput): string {
  return formatInTimeZone(toInstant(value), TIME_ZONE, 'yyyy-MM-dd');
}

// Day-and-month patterns per language; pt-BR is the one of §9 ("5 de Jan").
const DAY_MONTH: Readonly<Record<Language, string>> = {
  'pt-BR': "d 'de' MMM",
  en: 'MMM d',
  fr: 'd MMM',
  de: 'd. MMM',
};

/**
 * The time of a notification (§9): `HH:mm` when it is from today in São Paulo, otherwise the day
 * and the month's abbreviation — pt-BR `5 de Jan` (Jan … Dez, capitalised as §9 shows them),
 * en `Jan 5`, fr `5 janv.`, de `5. Jan.`.
 */
export function formatNotificationTime(
  value: DateInput,
  options: { readonly now?: DateInput; readonly locale?: string } = {},
): string {
  const instant = toInstant(value);
  const lang = language(options.locale);
  if (saoPauloDay(instant) === saoPauloDay(options.now ?? Date.now())) {
    return formatInTimeZone(instant, TIME_ZONE, 'HH:mm');
  }
  const text = formatInTimeZone(instant, TIME_ZONE, DAY_MONTH[lang], {
    locale: DATE_LOCALES[lang],
  });
  // date-fns writes Portuguese months in lower case ("jan"); §9 shows them capitalised.
  return lang === 'pt-BR'
    ? text.replace(/de (\p{Ll})/u, (_all, first: string) => `de ${first.toUpperCase()}`)
    : text;
}

const RANGE_WORD: Readonly<Record<Language, string>> = {
  'pt-BR': 'até',
  en: 'to',
  fr: 'au',
  de: 'bis',
};

/** A date range, `01/01/2026 até 31/01/2026` (§9; en "to", fr "au", de "bis"). */
export function formatDateRange(start: DateInput, end: DateInput, locale?: string): string {
  return `${formatDate(start)} ${RANGE_WORD[language(locale)]} ${formatDate(end)}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

// Intl.NumberFormat is costly to build and formatters run per table cell: cache by options.
function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const lang = language(locale);
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(lang === 'en' ? 'en-US' : lang, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A number in the language's convention, pt-BR `1.234,56`. Up to `maximumFractionDigits`
 * decimals (default 2), at least `minimumFractionDigits` (default 0).
 */
export function formatNumber(
  value: number,
  options: {
    readonly locale?: string;
    readonly minimumFractionDigits?: number;
    readonly maximumFractionDigits?: number;
  } = {},
): string {
  const minimumFractionDigits = options.minimumFractionDigits ?? 0;
  const maximumFractionDigits = Math.max(options.maximumFractionDigits ?? 2, minimumFractionDigits);
  return numberFormat(options.locale, { minimumFractionDigits, maximumFractionDigits }).format(
    value,
  );
}

/** An amount in reais (BRL), pt-BR `R$ 1.234,56`; the currency stays BRL in every language. */
export function formatCurrency(value: number, locale?: string): string {
  return numberFormat(locale, { style: 'currency', currency: 'BRL' }).format(value);
}

/** A ratio as a percentage with one decimal: `0.1234` → pt-BR `12,3%`. */
export function formatPercent(ratio: number, locale?: string): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ratio);
}
