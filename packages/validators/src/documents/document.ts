import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';

/**
 * Number of significant characters of a document: ASCII letters and digits, ignoring any
 * punctuation. Decides whether a CPF/CNPJ field holds a CPF (11) or a CNPJ (14).
 *
 * @example significantLength('12.ABC.345/01DE-35') // 14
 */
export function significantLength(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i) | 32; // fold ASCII uppercase onto lowercase
    if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) count++;
  }
  return count;
}

/**
 * Whether `value` is a valid CPF or CNPJ (numeric or alphanumeric). 11 significant characters are
 * checked as a CPF, 14 as a CNPJ, anything else is invalid. This covers the spec's "CNPJ when
 * longer than 14 characters" for formatted input and also unformatted input (docs/decisions/0012).
 *
 * @example isValidCpfCnpj('529.982.247-25') // true
 * @example isValidCpfCnpj('11222333000181') // true
 */
export function isValidCpfCnpj(value: string): boolean {
  if (typeof value !== 'string') return false;
  const length = significantLength(value);
  if (length === 11) return isValidCpf(value);
  if (length === 14) return isValidCnpj(value);
  return false;
}
