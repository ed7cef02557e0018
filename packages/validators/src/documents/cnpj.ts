/**
 * CNPJ (Cadastro Nacional da Pessoa Jurídica): 14 characters, the last two are mod-11 check
 * digits. Since July 2026 the Receita Federal also issues alphanumeric CNPJs (IN RFB 2.229/2024):
 * the first 12 characters are `[0-9A-Z]`, each worth its char code − 48, with the same weights; the
 * two check digits stay numeric. One code path validates both kinds.
 */
import { checkDigitFromSum, isSeparator } from '../internal';

/**
 * Value of one CNPJ body character (char code − 48), lowercase letters folded to uppercase;
 * −1 when the character cannot be part of a CNPJ body.
 */
function bodyValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 48;
  if (code >= 97 && code <= 122) return code - 80;
  return -1;
}

/**
 * Whether `value` is a valid CNPJ, numeric or alphanumeric: 14 significant characters (dots,
 * slashes, hyphens and spaces are ignored), the first 12 in `[0-9A-Z]` (lowercase accepted), the
 * last two digits, not all equal, and both check digits match.
 *
 * @example isValidCnpj('11.222.333/0001-81') // true
 * @example isValidCnpj('12.ABC.345/01DE-35') // true (alphanumeric)
 * @example isValidCnpj('12abc34501de35') // true (lowercase accepted)
 */
export function isValidCnpj(value: string): boolean {
  if (typeof value !== 'string') return false;
  const length = value.length;
  let count = 0;
  let first = -1;
  let allEqual = true;
  let sum1 = 0;
  let sum2 = 0;
  let digit13 = 0;
  let digit14 = 0;
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    if (isSeparator(code)) continue;
    if (count < 12) {
      const v = bodyValue(code);
      if (v < 0) return false;
      if (count === 0) first = v;
      else if (v !== first) allEqual = false;
      // Weights 5,4,3,2,9,…,2 for the first check digit and 6,5,4,3,2,9,…,2 for the second.
      sum1 += v * (count < 4 ? 5 - count : 13 - count);
      sum2 += v * (count < 5 ? 6 - count : 14 - count);
    } else {
      const digit = code - 48;
      if (digit < 0 || digit > 9) return false;
      if (digit !== first) allEqual = false;
      if (count === 12) {
        digit13 = digit;
        sum2 += digit * 2;
      } else if (count === 13) {
        digit14 = digit;
      } else {
        return false;
      }
    }
    count++;
  }
  if (count !== 14 || allEqual) return false;
  return checkDigitFromSum(sum1) === digit13 && checkDigitFromSum(sum2) === digit14;
}

/**
 * The two check digits of a CNPJ body, numeric or alphanumeric.
 *
 * @param body the first twelve characters, `[0-9A-Z]` (lowercase is folded to uppercase)
 * @returns the two check digits as a string, e.g. `'35'` for `'12ABC34501DE'`
 * @throws RangeError when `body` is not twelve such characters
 */
export function cnpjCheckDigits(body: string): string {
  if (!/^[0-9A-Za-z]{12}$/.test(body)) {
    throw new RangeError(`A CNPJ body is twelve characters [0-9A-Z], got "${body}"`);
  }
  let sum1 = 0;
  let sum2 = 0;
  for (let i = 0; i < 12; i++) {
    const v = bodyValue(body.charCodeAt(i));
    sum1 += v * (i < 4 ? 5 - i : 13 - i);
    sum2 += v * (i < 5 ? 6 - i : 14 - i);
  }
  const first = checkDigitFromSum(sum1);
  const second = checkDigitFromSum(sum2 + first * 2);
  return `${first}${second}`;
}
