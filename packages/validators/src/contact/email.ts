// The WHATWG "valid e-mail address" grammar, with a dot required in the domain: a portal address
// always has a top-level domain, and `fulano@empresa` is a typing mistake.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Whether `value` is an e-mail address (the HTML form grammar, with a dot in the domain).
 *
 * @example isValidEmail('contato@abrac.org.br') // true
 * @example isValidEmail('contato@abrac') // false
 */
export function isValidEmail(value: string): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}
