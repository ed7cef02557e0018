/**
 * RENAVAM (Registro Nacional de Veículos Automotores): 11 digits, the last one a mod-11 check
 * digit over the first ten read from right to left with weights 2…9, 2, 3.
 */

/**
 * The check digit of a RENAVAM body.
 *
 * @param body the first ten digits (only digits, exactly ten)
 * @throws RangeError when `body` is not ten digits
 */
export function renavamCheckDigit(body: string): number {
  if (!/^\d{10}$/.test(body)) throw new RangeError(`A RENAVAM body is ten digits, got "${body}"`);
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (body.charCodeAt(9 - i) - 48) * (2 + (i % 8));
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

/**
 * Whether `value` is a valid RENAVAM: exactly 11 digits (the spec's "at least 11"; a RENAVAM has
 * 11 since 2013, older 9-digit ones are written with leading zeros), not all zero, and the check
 * digit matches. See docs/decisions/0013.
 *
 * @example isValidRenavam('00639884962') // true
 */
export function isValidRenavam(value: string): boolean {
  if (typeof value !== 'string' || !/^\d{11}$/.test(value) || value === '00000000000') return false;
  return renavamCheckDigit(value.slice(0, 10)) === value.charCodeAt(10) - 48;
}
