import { applyPattern, onlyAlphanumeric, onlyDigits } from './strip';

const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';

/**
 * Progressive CPF mask: keeps up to 11 digits and writes `000.000.000-00` as far as they go.
 *
 * @example maskCpf('5299822') // '529.982.2'
 * @example maskCpf('52998224725') // '529.982.247-25'
 */
export function maskCpf(input: string): string {
  return applyPattern(onlyDigits(input).slice(0, 11), CPF_PATTERN);
}

/**
 * The significant characters of a CNPJ being typed: up to 12 of `[0-9A-Z]` (lowercase folded),
 * then up to 2 digits — a letter where a check digit belongs is dropped.
 */
function cnpjChars(input: string): string {
  const chars = onlyAlphanumeric(input);
  const body = chars.slice(0, 12);
  return body + onlyDigits(chars.slice(12)).slice(0, 2);
}

/**
 * Progressive CNPJ mask (numeric and alphanumeric): `00.000.000/0000-00`, letters uppercased.
 *
 * @example maskCnpj('12abc3450') // '12.ABC.345/0'
 * @example maskCnpj('11222333000181') // '11.222.333/0001-81'
 */
export function maskCnpj(input: string): string {
  return applyPattern(cnpjChars(input), CNPJ_PATTERN);
}

/**
 * Progressive mask of a CPF-or-CNPJ field: the CPF mask while the input has at most 11 digits and
 * no letter, the CNPJ mask from the 12th character or the first letter on.
 *
 * @example maskCpfCnpj('5299822472') // '529.982.247-2'
 * @example maskCpfCnpj('112223330001') // '11.222.333/0001'
 */
export function maskCpfCnpj(input: string): string {
  const chars = onlyAlphanumeric(input);
  return chars.length <= 11 && /^\d*$/.test(chars) ? maskCpf(chars) : maskCnpj(chars);
}

/** Formats a CPF (11 digits) as `000.000.000-00`; same as {@link maskCpf}. */
export const formatCpf = maskCpf;

/** Formats a CNPJ as `00.000.000/0000-00` or `00.AAA.000/00AA-00`; same as {@link maskCnpj}. */
export const formatCnpj = maskCnpj;

/**
 * The canonical CPF: its digits only.
 *
 * @example parseCpf('529.982.247-25') // '52998224725'
 */
export function parseCpf(value: string): string {
  return onlyDigits(value);
}

/**
 * The canonical CNPJ: its letters (uppercase) and digits only.
 *
 * @example parseCnpj('12.abc.345/01de-35') // '12ABC34501DE35'
 */
export function parseCnpj(value: string): string {
  return onlyAlphanumeric(value);
}
