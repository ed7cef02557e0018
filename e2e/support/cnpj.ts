// CNPJs for the journeys, computed here from the Receita Federal's rule (IN RFB 2.229/2024)
// rather than with the product's validators, so a wrong check-digit rule in the product cannot
// agree with itself: each of the twelve body characters is worth its char code − 48, the weights
// are 5,4,3,2,9,…,2 then 6,5,4,3,2,9,…,2, and a digit is 11 − (sum mod 11), or 0 when that is
// 10 or 11.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function checkDigit(values: readonly number[]): number {
  const weights = values.map((_, i) => 2 + ((values.length - 1 - i) % 8));
  const sum = values.reduce((total, value, i) => total + value * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14 characters of a CNPJ whose body is `body` (twelve characters of `[0-9A-Z]`). */
export function cnpjOf(body: string): string {
  const values = Array.from({ length: body.length }, (_, i) => body.charCodeAt(i) - 48);
  const first = checkDigit(values);
  const second = checkDigit([...values, first]);
  return `${body}${String(first)}${String(second)}`;
}

/** A fresh alphanumeric CNPJ (letters in its body), different on every call. */
export function randomAlphanumericCnpj(): string {
  const pick = () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)] ?? 'A';
  // Letters in the first two places make it alphanumeric whatever the rest draws.
  const body = `${ALPHABET[10 + Math.floor(Math.random() * 26)] ?? 'A'}Z${Array.from({ length: 10 }, pick).join('')}`;
  return cnpjOf(body);
}

/** The same CNPJ with its last check digit wrong. */
export function withWrongCheckDigit(cnpj: string): string {
  const last = Number(cnpj.slice(-1));
  return `${cnpj.slice(0, -1)}${String((last + 1) % 10)}`;
}

/** `12.ABC.345/01DE-35`. */
export function formatted(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
