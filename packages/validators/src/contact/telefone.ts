// Optional +55, optional area code in parentheses, 4 or 5 digits, optional hyphen, 4 digits (§5).
// One optional space is allowed after +55 and after the area code, as the phone mask writes them.
const TELEFONE = /^(?:\+55 ?)?(?:\(\d{2}\) ?)?\d{4,5}-?\d{4}$/;

/**
 * Whether `value` is a Brazilian phone number as the portal writes it: optional `+55`, optional
 * area code in parentheses, 4 or 5 digits, optional hyphen, 4 digits.
 *
 * @example isValidTelefone('(11) 98765-4321') // true
 * @example isValidTelefone('+55 (11) 3456-7890') // true
 * @example isValidTelefone('11 98765-4321') // false: the area code needs its parentheses
 */
export function isValidTelefone(value: string): boolean {
  return typeof value === 'string' && TELEFONE.test(value);
}
