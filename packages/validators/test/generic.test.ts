import { describe, expect, it } from 'vitest';
import {
  asText,
  compareDates,
  hasLength,
  hasMaxLength,
  hasMinLength,
  isAlpha,
  isAlphaSpaces,
  isDecimalMin,
  isDifferent,
  isDigits,
  isDateAfter,
  isDateBefore,
  isFilled,
  isMaxValue,
  isMinValue,
  isNumeric,
  isValidDate,
  parseDate,
  satisfiesRequiredIf,
  toNumber,
} from '../src/index';

describe('generic predicates', () => {
  it.each([
    ['text', true],
    ['  ', false],
    ['', false],
    [null, false],
    [undefined, false],
    [false, false],
    [0, true],
    [[], false],
    [['a'], true],
    [{}, true],
  ])('isFilled(%j) → %s', (value, expected) => {
    expect(isFilled(value)).toBe(expected);
  });

  it('required_if on its own', () => {
    expect(satisfiesRequiredIf('', 'PF', ['PF', 'MEI'])).toBe(false);
    expect(satisfiesRequiredIf('x', 'PF', ['PF'])).toBe(true);
    expect(satisfiesRequiredIf('', 'PJ', ['PF'])).toBe(true);
    expect(satisfiesRequiredIf('', 'a@b.co')).toBe(false);
    expect(satisfiesRequiredIf('', '')).toBe(true);
    expect(satisfiesRequiredIf('', 1, ['1'])).toBe(false);
  });

  it('reads field values as text', () => {
    expect(asText('a')).toBe('a');
    expect(asText(12)).toBe('12');
    expect(asText(12n)).toBe('12');
    expect(asText(true)).toBe('true');
    expect(asText({})).toBe('');
    expect(asText(null)).toBe('');
  });

  it.each([
    ['João', true, true],
    ['Joao2', true, true],
    ['João da Silva', false, true],
    ['João-Silva', false, false],
    ['Ação 3!', false, false],
  ])('alpha / alpha_spaces of %s', (value, alpha, alphaSpaces) => {
    expect(isAlpha(value)).toBe(alpha);
    expect(isAlphaSpaces(value)).toBe(alphaSpaces);
  });

  it('counts characters by code point', () => {
    expect(hasLength('ação', 4)).toBe(true);
    expect(hasLength('ação', 5)).toBe(false);
    expect(hasMinLength('ab', 3)).toBe(false);
    expect(hasMinLength('abc', 3)).toBe(true);
    expect(hasMaxLength('abcd', 3)).toBe(false);
    expect(hasMaxLength('🚗🚗🚗', 3)).toBe(true);
  });

  it('numeric and digits', () => {
    expect(isNumeric('0123')).toBe(true);
    expect(isNumeric('12.3')).toBe(false);
    expect(isNumeric('-1')).toBe(false);
    expect(isDigits('0123', 4)).toBe(true);
    expect(isDigits('0123', 3)).toBe(false);
    expect(isDigits('01a3', 4)).toBe(false);
  });

  it.each([
    ['10', 10],
    [' 1,5 ', 1.5],
    ['-2.25', -2.25],
    ['+3', 3],
    [',5', 0.5],
    [7, 7],
    [Number.NaN, null],
    ['1.000,50', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('toNumber(%j) → %s', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });

  it('min_value and max_value', () => {
    expect(isMinValue('5', 5)).toBe(true);
    expect(isMinValue('4,9', 5)).toBe(false);
    expect(isMinValue('x', 5)).toBe(false);
    expect(isMaxValue(10, 10)).toBe(true);
    expect(isMaxValue('10,01', 10)).toBe(false);
    expect(isMaxValue('x', 10)).toBe(false);
  });

  it('decimal minimum compares digits only and refuses zero', () => {
    expect(isDecimalMin('0,00')).toBe(false);
    expect(isDecimalMin('R$')).toBe(false);
    expect(isDecimalMin('0,01')).toBe(true);
    expect(isDecimalMin('1.234,56', '1.000,00')).toBe(true);
    expect(isDecimalMin('999,99', '1.000,00')).toBe(false);
    expect(isDecimalMin('5', 5)).toBe(true);
    expect(isDecimalMin('5', '')).toBe(true);
  });

  it('differs-from-value compares as text', () => {
    expect(isDifferent('Selecione', 'Selecione')).toBe(false);
    expect(isDifferent(5, '5')).toBe(false);
    expect(isDifferent('6', 5)).toBe(true);
  });
});

describe('dates', () => {
  it.each([
    ['29/02/2024', { year: 2024, month: 2, day: 29 }],
    ['31/12/1999', { year: 1999, month: 12, day: 31 }],
    ['29/02/2000', { year: 2000, month: 2, day: 29 }],
    ['29/02/2023', null],
    ['29/02/1900', null],
    ['31/02/2024', null],
    ['31/04/2024', null],
    ['30/04/2024', { year: 2024, month: 4, day: 30 }],
    ['00/01/2024', null],
    ['01/13/2024', null],
    ['01/00/2024', null],
    ['1/1/2024', null],
    ['01-01-2024', null],
    ['01/01/2024 ', null],
    ['01/01/0000', null],
    ['aa/01/2024', null],
    ['', null],
  ])('parseDate(%s) → %j', (value, expected) => {
    expect(parseDate(value)).toEqual(expected);
  });

  it('parses other formats', () => {
    expect(parseDate('2024-02-29', 'yyyy-MM-dd')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('02.2024.29', 'MM.yyyy.dd')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate('2024-02-30', 'yyyy-MM-dd')).toBeNull();
    expect(parseDate(20240229 as unknown as string)).toBeNull();
  });

  it('orders dates', () => {
    const a = { year: 2024, month: 1, day: 31 };
    const b = { year: 2024, month: 2, day: 1 };
    expect(compareDates(a, b)).toBeLessThan(0);
    expect(compareDates(b, a)).toBeGreaterThan(0);
    expect(compareDates(a, { ...a })).toBe(0);
    expect(compareDates({ year: 2023, month: 12, day: 31 }, a)).toBeLessThan(0);
  });

  it('standalone date_format, before and after', () => {
    expect(isValidDate('29/02/2024')).toBe(true);
    expect(isValidDate('31/02/2024')).toBe(false);
    expect(isValidDate('2024-02-29', 'yyyy-MM-dd')).toBe(true);
    expect(isDateBefore('09/01/2024', '10/01/2024')).toBe(true);
    expect(isDateBefore('10/01/2024', '10/01/2024')).toBe(false);
    expect(isDateBefore('10/01/2024', '10/01/2024', undefined, true)).toBe(true);
    expect(isDateBefore('10/01/2024', '31/02/2024')).toBe(false);
    expect(isDateAfter('11/01/2024', '10/01/2024')).toBe(true);
    expect(isDateAfter('10/01/2024', '10/01/2024')).toBe(false);
    expect(isDateAfter('2024-01-10', '2024-01-10', 'yyyy-MM-dd', true)).toBe(true);
    expect(isDateAfter('x', '10/01/2024')).toBe(false);
  });
});
