/**
 * CPF (Cadastro de Pessoas Físicas): 11 digits, the last two are mod-11 check digits.
 *
 * The validator is the hot path of imports and forms, so it walks the string once with char codes,
 * allocates nothing and uses no regular expression (see docs/decisions/0011).
 */
import { checkDigitFromSum, isSeparator } from '../internal';

/**
 * Whether `value` is a valid CPF: exactly 11 digits (dots, hyphens, slashes and spaces are
 * ignored wherever they are), not all equal, not the well-known test number 123.456.789-09, and
 * both check digits match.
 *
 * @example isValidCpf('529.982.247-25') // true
 * @example isValidCpf('52998224725') // true
 * @example isValidCpf('111.111.111-11') // false
 */
export function isValidCpf(value: string): boolean {
  if (typeof value !== 'string') return false;
  const length = value.length;
  let count = 0;
  let first = -1;
  let allEqual = true;
  // The first nine digits as a number, only to recognise 123456789-09 without a string compare.
  let body = 0;
  let sum1 = 0;
  let sum2 = 0;
  let digit10 = 0;
  let digit11 = 0;
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    const digit = code - 48;
    if (digit >= 0 && digit <= 9) {
      if (count === 0) first = digit;
      else if (digit !== first) allEqual = false;
      if (count < 9) {
        body = body * 10 + digit;
        sum1 += digit * (10 - count);
        sum2 += digit * (11 - count);
      } else if (count === 9) {
        digit10 = digit;
        sum2 += digit * 2;
      } else if (count === 10) {
        digit11 = digit;
      } else {
        return false;
      }
      count++;
    } else if (!isSeparator(code)) {
      return false;
    }
  }
  if (count !== 11 || allEqual) return false;
  if (checkDigitFromSum(sum1) !== digit10 || checkDigitFromSum(sum2) !== digit11) return false;
  return !(body === 123456789 && digit10 === 0 && digit11 === 9);
}

/**
 * The two check digits of a CPF body.
 *
 * @param body the first nine digits (only digits, exactly nine)
 * @returns the two check digits as a string, e.g. `'25'` for `'529982247'`
 * @throws RangeError when `body` is not nine digits
 */
export function cpfCheckDigits(body: string): string {
  if (!/^\d{9}$/.test(body)) throw new RangeError(`A CPF body is nine digits, got "${body}"`);
  let sum1 = 0;
  let sum2 = 0;
  for (let i = 0; i < 9; i++) {
    const digit = body.charCodeAt(i) - 48;
    sum1 += digit * (10 - i);
    sum2 += digit * (11 - i);
  }
  const first = checkDigitFromSum(sum1);
  const second = checkDigitFromSum(sum2 + first * 2);
  return `${first}${second}`;
}
