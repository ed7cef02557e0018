/**
 * Only the digits of `value`.
 *
 * @example onlyDigits('529.982.247-25') // '52998224725'
 */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * Only the ASCII letters and digits of `value`, letters in uppercase.
 *
 * @example onlyAlphanumeric('12.abc.345/01de-35') // '12ABC34501DE35'
 */
export function onlyAlphanumeric(value: string): string {
  return value.replace(/[^0-9A-Za-z]+/g, '').toUpperCase();
}

/**
 * Writes `chars` into `pattern`, where each `#` takes the next character and anything else is a
 * literal. A literal is written only when a character follows it, so partial input gets partial
 * formatting (`'1234'` in `'###.###'` gives `'123.4'`, `'123'` gives `'123'`); characters beyond
 * the pattern's slots are dropped.
 *
 * @example applyPattern('52998224725', '###.###.###-##') // '529.982.247-25'
 */
export function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (let i = 0; i < pattern.length && next < chars.length; i++) {
    out += pattern[i] === '#' ? chars.charAt(next++) : pattern.charAt(i);
  }
  return out;
}
