// Helpers shared by the document and vehicle rules; not part of the public API.

/** Characters ignored between the digits of a formatted document: `.`, `-`, `/` and space. */
export function isSeparator(code: number): boolean {
  return code === 46 || code === 45 || code === 47 || code === 32;
}

/** Mod-11 check digit from a weighted sum: remainders 0 and 1 give 0, otherwise 11 − remainder. */
export function checkDigitFromSum(sum: number): number {
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}
