import { isValidRenavam as peerIsValidRenavam } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlacaMin,
  isValidChassi,
  isValidPlaca,
  isValidRenavam,
  placaNumber,
  renavamCheckDigit,
} from '../src/index';
import { referenceRenavam, renavamRemainder, replaceAt } from './reference';

const DIGITS = Array.from('0123456789');
const digits = (length: number) =>
  fc
    .array(fc.constantFrom(...DIGITS), { minLength: length, maxLength: length })
    .map((a) => a.join(''));

describe('isValidPlaca', () => {
  it.each([
    ['ABC-1234', true, 'old format'],
    ['ABC1234', true, 'old format without hyphen'],
    ['ABC1D23', true, 'Mercosul'],
    ['ABC-1D23', true, 'Mercosul with the optional hyphen'],
    ['abc1d23', true, 'lowercase'],
    ['AB1-1234', false, 'a digit among the letters'],
    ['ABC-D123', false, 'a letter where the first digit belongs'],
    ['ABC1D2E', false, 'a letter among the last two digits'],
    ['ABC--1234', false, 'two hyphens'],
    ['ABC 1234', false, 'a space'],
    ['ABC12345', false, 'too long'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidPlaca(value)).toBe(expected);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidPlaca(1234 as unknown as string)).toBe(false);
  });
});

describe('plate-number minimum', () => {
  it.each([
    ['ABC-1234', 1234],
    ['ABC1234', 1234],
    ['ABC1D23', 123],
    ['ABC-0001', 1],
    ['ABC', null],
  ])('numeric part of %s is %s', (value, expected) => {
    expect(placaNumber(value)).toBe(expected);
  });

  it.each([
    ['ABC-1000', 1000, true],
    ['ABC-0999', 1000, false],
    ['ABC1D23', 100, true],
    ['ABC', 0, false],
  ])('%s with minimum %s → %s', (value, min, expected) => {
    expect(isPlacaMin(value, min)).toBe(expected);
  });
});

describe('isValidChassi', () => {
  it.each([
    ['9BWZZZ377VT004251', true, 'a published VW do Brasil VIN'],
    ['9bwzzz377vt004251', true, 'lowercase'],
    ['9BW ZZZ377 VT004251', true, 'spaces are removed'],
    ['', true, 'empty is allowed'],
    ['   ', true, 'only spaces count as empty'],
    ['1HGBH41JXMN109186', true, 'a North-American VIN'],
    ['AAAAAAAAAAAA1234', false, '16 characters'],
    ['9BWZZZ377VT0042511', false, '18 characters'],
    ['0BWZZZ377VT004251', false, 'starts with 0'],
    ['9BWZZZ377VI004251', false, 'contains I'],
    ['9BWZZZ377VO004251', false, 'contains O'],
    ['9BWZZZ377VQ004251', false, 'contains Q'],
    ['9BWZZZ377VT00425A', false, 'the last four are not all digits'],
    ['9BW-ZZ377VT004251', false, 'a hyphen'],
    ['9BWZ11111177T4251', false, 'six 1s from index 4'],
    ['9BWZZZZZZZT004251', false, 'seven Zs from index 3: six of them start at index 4'],
    ['9BWZZZZZZ7VT04251', true, 'six Zs from index 3: only five from index 4'],
    ['ZZZZZZ3779T004251', true, 'six Zs from index 0: the rule starts after four characters'],
    ['9BWZ\tZ377VT004251', false, 'a tab is not a space'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidChassi(value)).toBe(expected);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidChassi(undefined as unknown as string)).toBe(false);
  });
});

describe('isValidRenavam', () => {
  // 00639884962 (the 9-digit 639884962 written with leading zeros, an example published by
  // DETRANs): first ten reversed 6 9 4 8 8 9 3 6 0 0 with weights 2 3 4 5 6 7 8 9 2 3: 12 + 27
  // + 16 + 40 + 48 + 63 + 24 + 54 + 0 + 0 = 284; 284 mod 11 = 9; 11 − 9 = 2.
  it.each([
    ['00639884962', true, 'published example'],
    ['63988496222', true, 'check digit 2: sum 328, mod 11 = 9'],
    ['00639884963', false, 'wrong check digit'],
    ['639884962', false, 'nine digits: write them with leading zeros'],
    ['006398849620', false, 'twelve digits'],
    ['00000000000', false, 'all zero'],
    ['0063988496A', false, 'a letter'],
    ['0063988-4962', false, 'a separator'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidRenavam(value)).toBe(expected);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidRenavam(639884962 as unknown as string)).toBe(false);
  });

  it('gives the check digit of a body', () => {
    expect(renavamCheckDigit('0063988496')).toBe(2);
    expect(() => renavamCheckDigit('063988496')).toThrow(RangeError);
  });

  const validRenavam = digits(10)
    .map(referenceRenavam)
    .filter((value) => value !== '00000000000');

  it('every generated valid RENAVAM passes, and @brazilian-utils agrees', () => {
    fc.assert(
      fc.property(validRenavam, (renavam) => {
        expect(isValidRenavam(renavam)).toBe(true);
        expect(peerIsValidRenavam(renavam)).toBe(true);
      }),
    );
  });

  it('a change of the check digit, or a non-digit anywhere, always fails', () => {
    fc.assert(
      fc.property(
        validRenavam,
        fc.nat({ max: 10 }),
        fc.constantFrom(...DIGITS, 'A', '-'),
        (renavam, i, c) => {
          fc.pre(c !== renavam[i] && (i === 10 || !/\d/.test(c)));
          expect(isValidRenavam(replaceAt(renavam, i, c))).toBe(false);
        },
      ),
    );
  });

  it('a one-digit change of the body fails, except where remainders 0 and 1 collide', () => {
    // 11 − remainder gives 11 for remainder 0 and 10 for remainder 1; both become check digit 0.
    fc.assert(
      fc.property(validRenavam, fc.nat({ max: 9 }), fc.constantFrom(...DIGITS), (renavam, i, c) => {
        fc.pre(c !== renavam[i]);
        const changed = replaceAt(renavam, i, c);
        const a = renavamRemainder(renavam);
        const b = renavamRemainder(changed);
        expect(isValidRenavam(changed)).toBe(a < 2 && b < 2 && changed !== '00000000000');
        expect(isValidRenavam(changed)).toBe(peerIsValidRenavam(changed));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('VIN properties (the §5 rule has no check digit)', () => {
  const VIN_CHARS = Array.from('ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
  const validVin = fc
    .tuple(
      fc.constantFrom(...VIN_CHARS.filter((c) => c !== '0')),
      fc.array(fc.constantFrom(...VIN_CHARS), { minLength: 12, maxLength: 12 }),
      digits(4),
    )
    .map(([first, middle, last]) => first + middle.join('') + last)
    .filter((vin) => !/^.{4,}([0-9A-Z])\1{5}/.test(vin));

  it('every generated valid VIN passes, in any case and with spaces', () => {
    fc.assert(
      fc.property(validVin, fc.nat({ max: 16 }), (vin, at) => {
        expect(isValidChassi(vin)).toBe(true);
        expect(isValidChassi(vin.toLowerCase())).toBe(true);
        expect(isValidChassi(`${vin.slice(0, at)} ${vin.slice(at)}`)).toBe(true);
      }),
    );
  });

  it('changing any character to I, O or Q fails', () => {
    fc.assert(
      fc.property(
        validVin,
        fc.nat({ max: 16 }),
        fc.constantFrom('I', 'O', 'Q', 'i', 'o', 'q'),
        (vin, i, c) => {
          expect(isValidChassi(replaceAt(vin, i, c))).toBe(false);
        },
      ),
    );
  });

  it('changing one of the last four to a letter, the first to 0, or any to a symbol fails', () => {
    fc.assert(
      fc.property(
        validVin,
        fc.nat({ max: 3 }),
        fc.constantFrom('A', 'Z', 'x'),
        fc.nat({ max: 16 }),
        (vin, i, c, j) => {
          expect(isValidChassi(replaceAt(vin, 13 + i, c))).toBe(false);
          expect(isValidChassi(replaceAt(vin, 0, '0'))).toBe(false);
          expect(isValidChassi(replaceAt(vin, j, '-'))).toBe(false);
        },
      ),
    );
  });

  it('removing or adding one character fails', () => {
    fc.assert(
      fc.property(validVin, fc.nat({ max: 16 }), fc.constantFrom(...VIN_CHARS), (vin, i, c) => {
        expect(isValidChassi(vin.slice(0, i) + vin.slice(i + 1))).toBe(false);
        expect(isValidChassi(vin.slice(0, i) + c + vin.slice(i))).toBe(false);
      }),
    );
  });
});
