const CEP = /^\d{5}-?\d{3}$/;

/**
 * Whether `value` is a CEP (postal code): 8 digits, optionally `NNNNN-NNN`, not all zero.
 *
 * @example isValidCep('01310-100') // true
 * @example isValidCep('01310100') // true
 */
export function isValidCep(value: string): boolean {
  return typeof value === 'string' && CEP.test(value) && !/^0{5}-?0{3}$/.test(value);
}
