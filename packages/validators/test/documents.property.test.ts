import {
  isValidCnpj as peerIsValidCnpj,
  isValidCpf as peerIsValidCpf,
} from '@brazilian-utils/brazilian-utils';
import { cnpj as peerCnpj, cpf as peerCpf } from 'cpf-cnpj-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, isValidCpfCnpj } from '../src/index';
import { cnpjRemainders, cpfRemainders, referenceCnpj, referenceCpf, replaceAt } from './reference';

const DIGITS = Array.from('0123456789');
const ALPHANUMERIC = [...DIGITS, ...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ')];
const chars = (alphabet: string[], length: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length })
    .map((a) => a.join(''));

const allEqual = (value: string) => Array.from(value).every((char) => char === value[0]);

/** Valid CPFs built by the reference implementation (never all-equal, never 123456789-09). */
const validCpf = chars(DIGITS, 9)
  .map(referenceCpf)
  .filter((cpf) => !allEqual(cpf) && cpf !== '12345678909');
const validNumericCnpj = chars(DIGITS, 12)
  .map(referenceCnpj)
  .filter((cnpj) => !allEqual(cnpj));
/** Alphanumeric CNPJs with at least one letter in the body. */
const validAlphanumericCnpj = chars(ALPHANUMERIC, 12)
  .filter((body) => /[A-Z]/.test(body))
  .map(referenceCnpj);

/** A one-character change: a position and a different character from `alphabet`. */
const change = (length: number, alphabet: string[]) =>
  fc.tuple(fc.nat({ max: length - 1 }), fc.constantFrom(...alphabet));

/** Whether both original and changed remainders fall in {0, 1}, which both give check digit 0. */
const zeroOneCollision = (a: [number, number], b: [number, number]) =>
  [0, 1].every((i) => a[i] === b[i] || (a[i]! < 2 && b[i]! < 2));

describe('CPF properties', () => {
  it('every generated valid CPF passes, formatted or not, and the peers agree', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatCpf(cpf))).toBe(true);
        expect(isValidCpfCnpj(formatCpf(cpf))).toBe(true);
        expect(peerCpf.isValid(cpf)).toBe(true);
        expect(peerIsValidCpf(formatCpf(cpf))).toBe(true);
      }),
    );
  });

  it('a change of a check digit, or a letter anywhere, always fails', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.nat({ max: 10 }),
        fc.constantFrom(...DIGITS, 'A', 'x'),
        (cpf, i, c) => {
          fc.pre(c !== cpf[i] && (i >= 9 || !/\d/.test(c)));
          expect(isValidCpf(replaceAt(cpf, i, c))).toBe(false);
        },
      ),
    );
  });

  it('a one-digit change of the body fails, except where remainders 0 and 1 collide', () => {
    // Check digits map remainders 0 and 1 both to 0, so a change that moves both sums between
    // those two remainders keeps the check digits (e.g. 100.000.063-00 → 200.000.063-00).
    fc.assert(
      fc.property(validCpf, change(9, DIGITS), (cpf, [i, c]) => {
        fc.pre(c !== cpf[i]);
        const changed = replaceAt(cpf, i, c);
        const collides = zeroOneCollision(cpfRemainders(cpf), cpfRemainders(changed));
        expect(isValidCpf(changed)).toBe(
          collides && !allEqual(changed) && changed !== '12345678909',
        );
        expect(isValidCpf(changed)).toBe(peerCpf.isValid(changed));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('CNPJ properties', () => {
  it('every generated valid numeric CNPJ passes, formatted or not, and the peers agree', () => {
    fc.assert(
      fc.property(validNumericCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
        expect(isValidCpfCnpj(cnpj)).toBe(true);
        expect(peerCnpj.isValid(cnpj)).toBe(true);
        expect(peerIsValidCnpj(formatCnpj(cnpj))).toBe(true);
      }),
    );
  });

  it('every generated valid alphanumeric CNPJ passes, also in lowercase', () => {
    fc.assert(
      fc.property(validAlphanumericCnpj, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
        expect(isValidCpfCnpj(formatCnpj(cnpj))).toBe(true);
        expect(peerCnpj.isValid(cnpj)).toBe(true);
        expect(peerIsValidCnpj(cnpj, { version: 2 })).toBe(true);
      }),
    );
  });

  it('a change of a check digit, or a letter there, always fails', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNumericCnpj, validAlphanumericCnpj),
        fc.constantFrom(12, 13),
        fc.constantFrom(...ALPHANUMERIC),
        (cnpj, i, c) => {
          fc.pre(c !== cnpj[i]);
          expect(isValidCnpj(replaceAt(cnpj, i, c))).toBe(false);
        },
      ),
    );
  });

  it('a one-digit change of a numeric body fails, except where remainders 0 and 1 collide', () => {
    fc.assert(
      fc.property(validNumericCnpj, change(12, DIGITS), (cnpj, [i, c]) => {
        fc.pre(c !== cnpj[i]);
        const changed = replaceAt(cnpj, i, c);
        const collides = zeroOneCollision(cnpjRemainders(cnpj), cnpjRemainders(changed));
        expect(isValidCnpj(changed)).toBe(collides && !allEqual(changed));
        expect(isValidCnpj(changed)).toBe(peerCnpj.isValid(changed));
      }),
      { numRuns: 2000 },
    );
  });

  it('a one-character change of an alphanumeric body fails unless the values differ by a multiple of 11 or remainders 0 and 1 collide', () => {
    // The IN's scheme cannot see every substitution: 0 and F (22), 1 and G (23) … differ by 22,
    // a multiple of 11, so they leave both sums' remainders unchanged.
    fc.assert(
      fc.property(validAlphanumericCnpj, change(12, ALPHANUMERIC), (cnpj, [i, c]) => {
        fc.pre(c !== cnpj[i]);
        const changed = replaceAt(cnpj, i, c);
        const multipleOf11 = (c.charCodeAt(0) - cnpj.charCodeAt(i)) % 11 === 0;
        const collides = zeroOneCollision(cnpjRemainders(cnpj), cnpjRemainders(changed));
        expect(isValidCnpj(changed)).toBe(multipleOf11 || collides);
        expect(isValidCnpj(changed)).toBe(peerCnpj.isValid(changed));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with cpf-cnpj-validator on arbitrary 14-character strings', () => {
    fc.assert(
      fc.property(chars([...ALPHANUMERIC, '.', '/', '-'], 14), (value) => {
        const stripped = value.replace(/[./-]/g, '');
        fc.pre(stripped.length === 14);
        expect(isValidCnpj(value)).toBe(peerCnpj.isValid(value));
      }),
    );
  });
});
