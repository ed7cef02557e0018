const PLACA = /^[A-Za-z]{3}-?\d[A-Za-z\d]\d{2}$/;

/**
 * Whether `value` is a vehicle plate: the old format `ABC-1234` or Mercosul `ABC1D23` — three
 * letters, an optional hyphen, a digit, a letter or digit, two digits. Case-insensitive.
 *
 * @example isValidPlaca('ABC-1234') // true
 * @example isValidPlaca('abc1d23') // true
 */
export function isValidPlaca(value: string): boolean {
  return typeof value === 'string' && PLACA.test(value);
}

/**
 * The numeric part of a plate: the digits after its first three characters (a hyphen is not a
 * character of the plate; a Mercosul letter is skipped). `null` when there are no digits.
 *
 * @example placaNumber('ABC-1234') // 1234
 * @example placaNumber('ABC1D23') // 123
 */
export function placaNumber(value: string): number | null {
  const rest = value.replace(/-/g, '').slice(3).replace(/\D/g, '');
  return rest === '' ? null : Number(rest);
}

/**
 * Plate-number minimum: whether the numeric part of the plate (see {@link placaNumber}) is at
 * least `min`.
 *
 * @example isPlacaMin('ABC-0999', 1000) // false
 */
export function isPlacaMin(value: string, min: number): boolean {
  const number = placaNumber(value);
  return number !== null && number >= min;
}
