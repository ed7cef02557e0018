/**
 * Whether `value` is a chassis number (VIN) by the portal's rule (product rules §5), which has no check
 * digit:
 * - empty (or only whitespace) is allowed — `required` decides whether it must be given;
 * - only letters, digits and spaces; spaces are removed before the other checks;
 * - exactly 17 characters, not starting with `0`, no `I`, `O` or `Q`;
 * - no character repeated six times in a row after the first four characters;
 * - the last four characters are digits.
 *
 * Case-insensitive: `9bwzzz377vt004251` is read as `9BWZZZ377VT004251`.
 *
 * @example isValidChassi('9BWZZZ377VT004251') // true
 * @example isValidChassi('9BW ZZZ377 VT004251') // true
 */
export function isValidChassi(value: string): boolean {
  if (typeof value !== 'string') return false;
  const vin = value.replace(/ /g, '').toUpperCase();
  if (vin === '') return value.trim() === '';
  if (!/^[A-Z\d]{17}$/.test(vin) || vin.startsWith('0') || /[IOQ]/.test(vin)) return false;
  if (!/\d{4}$/.test(vin)) return false;
  // Runs are counted from index 4 on: only a run of six that starts there or later is refused.
  let run = 1;
  for (let i = 5; i < 17; i++) {
    run = vin[i] === vin[i - 1] ? run + 1 : 1;
    if (run >= 6) return false;
  }
  return true;
}
