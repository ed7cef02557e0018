import { onlyAlphanumeric } from './strip';

/** Whether `char` fits position `index` of a plate: letters, a digit, a letter or digit, digits. */
function fits(char: string, index: number): boolean {
  if (index < 3) return char >= 'A' && char <= 'Z';
  if (index === 4) return true;
  return char >= '0' && char <= '9';
}

/**
 * The significant characters of a plate being typed: up to 7, each kept only where it fits
 * (three letters, a digit, a letter or digit, two digits), letters uppercased.
 */
function placaChars(input: string): string {
  let chars = '';
  for (const char of onlyAlphanumeric(input)) {
    if (chars.length === 7) break;
    if (fits(char, chars.length)) chars += char;
  }
  return chars;
}

/**
 * Progressive plate mask: letters uppercased; the old format gets its hyphen (`ABC-1234`) once the
 * fifth character shows it is a digit, Mercosul plates stay without one (`ABC1D23`).
 *
 * @example maskPlaca('abc12') // 'ABC-12'
 * @example maskPlaca('abc1d2') // 'ABC1D2'
 */
export function maskPlaca(input: string): string {
  const chars = placaChars(input);
  const fifth = chars.charAt(4);
  if (fifth >= '0' && fifth <= '9' && fifth !== '') return `${chars.slice(0, 3)}-${chars.slice(3)}`;
  return chars;
}

/** Formats a plate (`ABC-1234` or `ABC1D23`); same as {@link maskPlaca}. */
export const formatPlaca = maskPlaca;

/**
 * The canonical plate: seven uppercase letters and digits, no hyphen.
 *
 * @example parsePlaca('abc-1234') // 'ABC1234'
 */
export function parsePlaca(value: string): string {
  return onlyAlphanumeric(value);
}
