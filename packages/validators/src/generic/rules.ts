// The generic form rules of product rules §5 as plain predicates. Each takes the raw field value; the
// registry (../registry.ts) decides that empty values pass every rule but the required ones.

/** Whether a field value counts as given: not null/undefined, not blank text, not an empty list. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * `required_if`: `value` must be filled when `otherValue` is one of `expected` (compared as text),
 * or, when `expected` is empty, whenever `otherValue` is filled.
 *
 * @example satisfiesRequiredIf('', 'PF', ['PF']) // false
 * @example satisfiesRequiredIf('', 'PJ', ['PF']) // true
 */
export function satisfiesRequiredIf(
  value: unknown,
  otherValue: unknown,
  expected: readonly string[] = [],
): boolean {
  const applies =
    expected.length === 0 ? isFilled(otherValue) : expected.includes(asText(otherValue));
  return !applies || isFilled(value);
}

/**
 * The text a rule reads from a field value: strings as they are, numbers, bigints and booleans
 * written out, anything else (objects, null) as empty text.
 */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return '';
}

/** Length in characters (code points, so an accented letter or an emoji counts once). */
function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/**
 * `alpha`: only letters and digits (the spec's "only alphanumeric"), accented letters included.
 *
 * @example isAlpha('Joao2') // true
 */
export function isAlpha(value: string): boolean {
  return /^[\p{L}\p{M}\p{Nd}]+$/u.test(value);
}

/**
 * `alpha_spaces`: letters, digits and spaces.
 *
 * @example isAlphaSpaces('João da Silva') // true
 */
export function isAlphaSpaces(value: string): boolean {
  return /^[\p{L}\p{M}\p{Nd} ]+$/u.test(value);
}

/** `length:N`: exactly `length` characters. */
export function hasLength(value: string, length: number): boolean {
  return characterCount(value) === length;
}

/** `min:N`: at least `length` characters. */
export function hasMinLength(value: string, length: number): boolean {
  return characterCount(value) >= length;
}

/** `max:N`: at most `length` characters. */
export function hasMaxLength(value: string, length: number): boolean {
  return characterCount(value) <= length;
}

/** `numeric`: only the digits 0–9. */
export function isNumeric(value: string): boolean {
  return /^\d+$/.test(value);
}

/** `digits:N`: numeric and exactly `length` digits. */
export function isDigits(value: string, length: number): boolean {
  return isNumeric(value) && value.length === length;
}

/**
 * Reads a number typed in a form: an optional sign, digits, and a decimal part after `.` or `,`
 * (pt-BR writes `1,5`). `null` when the text is not such a number.
 *
 * @example toNumber('1,5') // 1.5
 */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*[-+]?(?:\d+(?:[.,]\d*)?|[.,]\d+)\s*$/.test(value))
    return null;
  return Number(value.trim().replace(',', '.'));
}

/** `min_value:N`: a number not below `min`. */
export function isMinValue(value: unknown, min: number): boolean {
  const number = toNumber(value);
  return number !== null && number >= min;
}

/** `max_value:N`: a number not above `max`. */
export function isMaxValue(value: unknown, max: number): boolean {
  const number = toNumber(value);
  return number !== null && number <= max;
}

/**
 * Decimal minimum: compares the digits of the value only (a formatted amount such as `1.234,56`
 * reads as 123456), which must be non-zero and, when `min` is given, at least the digits of `min`.
 *
 * @example isDecimalMin('0,00') // false
 * @example isDecimalMin('10,50', '5,00') // true
 */
export function isDecimalMin(value: string, min?: string | number): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits === '' || Number(digits) === 0) return false;
  if (min === undefined) return true;
  const minDigits = String(min).replace(/\D/g, '');
  return minDigits === '' || Number(digits) >= Number(minDigits);
}

/**
 * Differs-from-value: the value is not `other` (compared as text, so `5` and `'5'` are equal).
 *
 * @example isDifferent('Selecione', 'Selecione') // false
 */
export function isDifferent(value: unknown, other: unknown): boolean {
  return asText(value) !== asText(other);
}
