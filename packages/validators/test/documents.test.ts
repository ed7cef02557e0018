import { cnpj as peerCnpj, cpf as peerCpf } from 'cpf-cnpj-validator';
import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  significantLength,
} from '../src/index';

describe('isValidCpf', () => {
  // 529.982.247-25, a published example. First check digit: 5·10 + 2·9 + 9·8 + 9·7 + 8·6 + 2·5
  // + 2·4 + 4·3 + 7·2 = 303; 303 mod 11 = 6; 11 − 6 = 5. Second: 5·11 + 2·10 + 9·9 + 9·8 + 8·7
  // + 2·6 + 2·5 + 4·4 + 7·3 + 5·2 = 369; 369 mod 11 = 6; 11 − 6 = 5.
  it.each([
    ['529.982.247-25'],
    ['52998224725'],
    ['529 982 247 25'],
    // 100.000.063-00: 1·10 + 6·3 + 3·2 = 34, mod 11 = 1 → 0; 1·11 + 6·4 + 3·3 + 0·2 = 44 → 0.
    ['100.000.063-00'],
    ['000.000.001-91'],
  ])('accepts %s', (value) => {
    expect(isValidCpf(value)).toBe(true);
  });

  it.each([
    ['529.982.247-26', 'wrong second check digit'],
    ['529.982.247-15', 'wrong first check digit'],
    ['5299822472', 'ten digits'],
    ['529982247250', 'twelve digits'],
    ['111.111.111-11', 'all equal, although the check digits match'],
    ['000.000.000-00', 'all zero'],
    ['123.456.789-09', 'the well-known test number'],
    ['12345678909', 'the well-known test number, unformatted'],
    ['529.982.247_25', 'an unknown separator'],
    ['52998224725a', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidCpf(value)).toBe(false);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidCpf(52998224725 as unknown as string)).toBe(false);
  });

  it('gives the check digits of a body', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(() => cpfCheckDigits('52998224')).toThrow(RangeError);
  });

  it('agrees with cpf-cnpj-validator on a documented case where a one-digit change goes unseen', () => {
    // 200.000.063-00: 2·10 + 6·3 + 3·2 = 44 → 0 and 2·11 + 6·4 + 3·3 = 55 → 0: the same check
    // digits as 100.000.063-00, because remainders 0 and 1 both give check digit 0.
    expect(isValidCpf('200.000.063-00')).toBe(true);
    expect(peerCpf.isValid('200.000.063-00')).toBe(true);
  });
});

describe('isValidCnpj', () => {
  // 11.222.333/0001-81. First: 1·5 + 1·4 + 2·3 + 2·2 + 2·9 + 3·8 + 3·7 + 3·6 + 0·5 + 0·4 + 0·3
  // + 1·2 = 102; 102 mod 11 = 3; 11 − 3 = 8. Second: 1·6 + 1·5 + 2·4 + 2·3 + 2·2 + 3·9 + 3·8 + 3·7
  // + 0 + 0 + 0 + 1·3 + 8·2 = 120; 120 mod 11 = 10; 11 − 10 = 1.
  // 00.394.460/0058-87, the Receita Federal's own CNPJ. First: 3·3 + 9·2 + 4·9 + 4·8 + 6·7 + 5·3
  // + 8·2 = 168; mod 11 = 3 → 8. Second: 3·4 + 9·3 + 4·2 + 4·9 + 6·8 + 5·4 + 8·3 + 8·2 = 191;
  // mod 11 = 4 → 7.
  // 12.ABC.345/01DE-35, the alphanumeric example of the Receita Federal's documentation. Values
  // (code − 48): 1 2 17 18 19 3 4 5 0 1 20 21. First: 5 + 8 + 51 + 36 + 171 + 24 + 28 + 30 + 0
  // + 4 + 60 + 42 = 459; mod 11 = 8; 11 − 8 = 3. Second: 6 + 10 + 68 + 54 + 38 + 27 + 32 + 35 + 0
  // + 5 + 80 + 63 + 3·2 = 424; mod 11 = 6; 11 − 6 = 5.
  it.each([
    ['11.222.333/0001-81'],
    ['11222333000181'],
    ['00.394.460/0058-87'],
    ['12.ABC.345/01DE-35'],
    ['12ABC34501DE35'],
    ['12.abc.345/01de-35'],
    // G (71 − 48 = 23) differs from 1 by 22 ≡ 0 (mod 11): the sums keep their remainders.
    ['G2ABC34501DE35'],
  ])('accepts %s', (value) => {
    expect(isValidCnpj(value)).toBe(true);
  });

  it.each([
    ['11.222.333/0001-82', 'wrong second check digit'],
    ['11.222.333/0001-71', 'wrong first check digit'],
    ['12.ABC.345/01DE-3F', 'a letter as check digit'],
    ['12.ABC.345/01DE-36', 'wrong alphanumeric check digit'],
    ['1122233300018', 'thirteen characters'],
    ['112223330001811', 'fifteen characters'],
    ['00.000.000/0000-00', 'all zero'],
    ['11.111.111/1111-11', 'all equal, although the check digits match'],
    ['12.ABÇ.345/01DE-35', 'a character outside [0-9A-Z]'],
    ['11.222.333/0001_81', 'an unknown separator'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isValidCnpj(value)).toBe(false);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidCnpj(null as unknown as string)).toBe(false);
  });

  it('gives the check digits of a numeric or alphanumeric body', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('12abc34501de')).toBe('35');
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
  });

  it('agrees with cpf-cnpj-validator on the alphanumeric example', () => {
    expect(peerCnpj.isValid('12.ABC.345/01DE-35')).toBe(true);
  });
});

describe('isValidCpfCnpj', () => {
  it.each([
    ['529.982.247-25', true, 'formatted CPF: 14 characters, 11 significant'],
    ['52998224725', true, 'unformatted CPF'],
    ['11.222.333/0001-81', true, 'formatted CNPJ: 18 characters'],
    ['11222333000181', true, 'unformatted CNPJ: 14 characters, read as a CNPJ, not a CPF'],
    ['12.ABC.345/01DE-35', true, 'alphanumeric CNPJ'],
    ['529.982.247-26', false, 'invalid CPF'],
    ['11222333000182', false, 'invalid CNPJ'],
    ['1122233300018', false, '13 significant characters'],
    ['529982247', false, '9 significant characters'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidCpfCnpj(value)).toBe(expected);
  });

  it('rejects a value that is not a string (JavaScript callers)', () => {
    expect(isValidCpfCnpj(undefined as unknown as string)).toBe(false);
  });

  it('counts significant characters', () => {
    expect(significantLength('12.ABC.345/01DE-35')).toBe(14);
    expect(significantLength('12.abc.345/01de-35')).toBe(14);
    expect(significantLength('529.982.247-25')).toBe(11);
    expect(significantLength('./- ')).toBe(0);
  });
});
