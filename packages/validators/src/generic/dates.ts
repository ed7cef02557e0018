/** A calendar date without time or zone. */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The portal's date format (product rules §9: day/month/year). */
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Parses `value` with a format made of the tokens `dd`, `MM`, `yyyy` and literal characters
 * (`dd/MM/yyyy` by default, `yyyy-MM-dd` for ISO dates). Only real calendar dates parse: 31/02 or
 * 29/02 of a common year give `null`. Two-digit day and month are required, as the date mask writes
 * them.
 *
 * @example parseDate('29/02/2024') // { year: 2024, month: 2, day: 29 }
 * @example parseDate('31/02/2024') // null
 */
export function parseDate(value: string, format: string = DEFAULT_DATE_FORMAT): DateParts | null {
  if (typeof value !== 'string') return null;
  let year = -1;
  let month = -1;
  let day = -1;
  let at = 0;
  for (let i = 0; i < format.length;) {
    const token = format.startsWith('yyyy', i)
      ? 'yyyy'
      : format.startsWith('MM', i)
        ? 'MM'
        : format.startsWith('dd', i)
          ? 'dd'
          : null;
    if (token === null) {
      if (value[at] !== format[i]) return null;
      at++;
      i++;
      continue;
    }
    const text = value.slice(at, at + token.length);
    if (!/^\d+$/.test(text) || text.length !== token.length) return null;
    const number = Number(text);
    if (token === 'yyyy') year = number;
    else if (token === 'MM') month = number;
    else day = number;
    at += token.length;
    i += token.length;
  }
  if (at !== value.length || year < 1 || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(year, month) ? { year, month, day } : null;
}

/** Orders two dates: negative when `a` is earlier, zero when equal, positive when later. */
export function compareDates(a: DateParts, b: DateParts): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * `date_format`: whether `value` is a real date in `format`.
 *
 * @example isValidDate('31/02/2024') // false
 */
export function isValidDate(value: string, format: string = DEFAULT_DATE_FORMAT): boolean {
  return parseDate(value, format) !== null;
}

/** A date comparison: `value` against `other`, both in `format`; `inclusive` also accepts equal. */
export type DateOrderCheck = (
  value: string,
  other: string,
  format?: string,
  inclusive?: boolean,
) => boolean;

function dateOrder(sign: 1 | -1): DateOrderCheck {
  return (value, other, format = DEFAULT_DATE_FORMAT, inclusive = false) => {
    const a = parseDate(value, format);
    const b = parseDate(other, format);
    if (a === null || b === null) return false;
    const order = compareDates(a, b) * sign;
    return order > 0 || (inclusive && order === 0);
  };
}

/**
 * `before`: whether the date `value` is earlier than `other` (or equal, when `inclusive`). False
 * when either is not a date in `format`.
 *
 * @example isDateBefore('09/01/2024', '10/01/2024') // true
 */
export const isDateBefore: DateOrderCheck = dateOrder(-1);

/**
 * `after`: whether the date `value` is later than `other` (or equal, when `inclusive`). False when
 * either is not a date in `format`.
 *
 * @example isDateAfter('11/01/2024', '10/01/2024') // true
 */
export const isDateAfter: DateOrderCheck = dateOrder(1);
