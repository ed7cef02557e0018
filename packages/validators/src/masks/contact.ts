import { applyPattern, onlyDigits } from './strip';

/**
 * Progressive CEP mask: up to 8 digits as `00000-000`.
 *
 * @example maskCep('013101') // '01310-1'
 */
export function maskCep(input: string): string {
  return applyPattern(onlyDigits(input).slice(0, 8), '#####-###');
}

/**
 * Progressive phone mask: `(00) 0000-0000` up to 10 digits, `(00) 00000-0000` with 11 (mobile),
 * and `+55 (00) 00000-0000` when 12 or 13 digits start with the country code 55. Up to 13 digits.
 *
 * @example maskTelefone('1198765') // '(11) 9876-5'
 * @example maskTelefone('11987654321') // '(11) 98765-4321'
 * @example maskTelefone('5511987654321') // '+55 (11) 98765-4321'
 */
export function maskTelefone(input: string): string {
  const digits = onlyDigits(input).slice(0, 13);
  if (digits.length > 11 && digits.startsWith('55')) {
    return `+55 ${maskTelefone(digits.slice(2))}`;
  }
  const local = digits.slice(0, 11);
  return applyPattern(local, local.length === 11 ? '(##) #####-####' : '(##) ####-####');
}

/** Formats a CEP as `00000-000`; same as {@link maskCep}. */
export const formatCep = maskCep;

/** Formats a phone number; same as {@link maskTelefone}. */
export const formatTelefone = maskTelefone;

/**
 * The canonical CEP: its digits.
 *
 * @example parseCep('01310-100') // '01310100'
 */
export function parseCep(value: string): string {
  return onlyDigits(value);
}

/**
 * The canonical phone number: its digits, with the country code when it was given.
 *
 * @example parseTelefone('+55 (11) 98765-4321') // '5511987654321'
 */
export function parseTelefone(value: string): string {
  return onlyDigits(value);
}
