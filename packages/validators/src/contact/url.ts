/**
 * Whether `value` is a web address a user can open: http or https with a host that has a dot
 * (`https://abrac.org.br`). A bare host (`abrac.org.br`) is refused so the link works as typed.
 *
 * @example isValidUrl('https://www.abrac.org.br/contato') // true
 * @example isValidUrl('ftp://abrac.org.br') // false
 */
export function isValidUrl(value: string): boolean {
  if (typeof value !== 'string' || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
