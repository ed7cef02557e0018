// Textbook implementations of the check-digit algorithms, written independently of src/ (weight
// tables, no char-code tricks), used to generate valid documents and to explain the properties.

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Value of a CNPJ character under IN RFB 2.229/2024: its ASCII code minus 48. */
export function cnpjCharValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

/** Raw mod-11 remainders of a CPF body's two weighted sums (before the 0/1 → 0 mapping). */
export function cpfRemainders(digits: string): [number, number] {
  const values = Array.from(digits).map(Number);
  const sum1 = values.slice(0, 9).reduce((acc, d, i) => acc + d * (10 - i), 0);
  const dv1 = sum1 % 11 < 2 ? 0 : 11 - (sum1 % 11);
  const sum2 = values.slice(0, 9).reduce((acc, d, i) => acc + d * (11 - i), 0) + dv1 * 2;
  return [sum1 % 11, sum2 % 11];
}

/** A complete CPF from its nine-digit body. */
export function referenceCpf(body: string): string {
  const [r1, r2] = cpfRemainders(body);
  return `${body}${r1 < 2 ? 0 : 11 - r1}${r2 < 2 ? 0 : 11 - r2}`;
}

/** Raw mod-11 remainders of a CNPJ body's two weighted sums. */
export function cnpjRemainders(body: string): [number, number] {
  const values = Array.from(body.slice(0, 12)).map(cnpjCharValue);
  const sum1 = values.reduce((acc, v, i) => acc + v * CNPJ_WEIGHTS_1[i]!, 0);
  const dv1 = sum1 % 11 < 2 ? 0 : 11 - (sum1 % 11);
  const sum2 = [...values, dv1].reduce((acc, v, i) => acc + v * CNPJ_WEIGHTS_2[i]!, 0);
  return [sum1 % 11, sum2 % 11];
}

/** A complete CNPJ (numeric or alphanumeric) from its twelve-character body. */
export function referenceCnpj(body: string): string {
  const [r1, r2] = cnpjRemainders(body);
  return `${body}${r1 < 2 ? 0 : 11 - r1}${r2 < 2 ? 0 : 11 - r2}`;
}

/** Raw mod-11 remainder of a RENAVAM body: first ten digits reversed, weights 2…9 cycling. */
export function renavamRemainder(body: string): number {
  const reversed = Array.from(body.slice(0, 10)).reverse().map(Number);
  const sum = reversed.reduce((acc, d, i) => acc + d * [2, 3, 4, 5, 6, 7, 8, 9][i % 8]!, 0);
  return sum % 11;
}

/** A complete RENAVAM from its ten-digit body (11 − remainder, 10 or more becomes 0). */
export function referenceRenavam(body: string): string {
  const digit = 11 - renavamRemainder(body);
  return `${body}${digit >= 10 ? 0 : digit}`;
}

/** Replaces the character at `index`. */
export function replaceAt(value: string, index: number, char: string): string {
  return value.slice(0, index) + char + value.slice(index + 1);
}
