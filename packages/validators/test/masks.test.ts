import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  applyPattern,
  cepMask,
  cnpjMask,
  cpfCnpjMask,
  cpfMask,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPlaca,
  formatTelefone,
  isValidPlaca,
  isValidTelefone,
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskPlaca,
  maskTelefone,
  onlyAlphanumeric,
  onlyDigits,
  parseCep,
  parseCnpj,
  parseCpf,
  parsePlaca,
  parseTelefone,
  placaMask,
  telefoneMask,
  type MaskSpec,
} from '../src/index';

const DIGITS = Array.from('0123456789');
const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const chars = (alphabet: string[], min: number, max = min) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));

describe('strip helpers', () => {
  it('keeps digits, or letters and digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyAlphanumeric('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(applyPattern('1234', '###.###')).toBe('123.4');
    expect(applyPattern('123', '###.###')).toBe('123');
    expect(applyPattern('1234567', '###.###')).toBe('123.456');
  });
});

describe('progressive masks', () => {
  it.each([
    [maskCpf, '', ''],
    [maskCpf, '5', '5'],
    [maskCpf, '529', '529'],
    [maskCpf, '5299', '529.9'],
    [maskCpf, '5299822', '529.982.2'],
    [maskCpf, '529982247', '529.982.247'],
    [maskCpf, '5299822472', '529.982.247-2'],
    [maskCpf, '52998224725', '529.982.247-25'],
    [maskCpf, '529982247259', '529.982.247-25'],
    [maskCpf, '529.982.2x47-25', '529.982.247-25'],
    [maskCnpj, '12', '12'],
    [maskCnpj, '12a', '12.A'],
    [maskCnpj, '12abc3450', '12.ABC.345/0'],
    [maskCnpj, '12ABC34501DE', '12.ABC.345/01DE'],
    [maskCnpj, '12ABC34501DEX3', '12.ABC.345/01DE-3'],
    [maskCnpj, '12ABC34501DE35', '12.ABC.345/01DE-35'],
    [maskCnpj, '11222333000181', '11.222.333/0001-81'],
    [maskCpfCnpj, '52998224725', '529.982.247-25'],
    [maskCpfCnpj, '112223330001', '11.222.333/0001'],
    [maskCpfCnpj, '12a', '12.A'],
    [maskCep, '0131', '0131'],
    [maskCep, '013101', '01310-1'],
    [maskCep, '013101009', '01310-100'],
    [maskTelefone, '1', '(1'],
    [maskTelefone, '11', '(11'],
    [maskTelefone, '119', '(11) 9'],
    [maskTelefone, '1198765', '(11) 9876-5'],
    [maskTelefone, '1134567890', '(11) 3456-7890'],
    [maskTelefone, '11987654321', '(11) 98765-4321'],
    [maskTelefone, '551134567890', '+55 (11) 3456-7890'],
    [maskTelefone, '5511987654321', '+55 (11) 98765-4321'],
    [maskTelefone, '55119876543219', '+55 (11) 98765-4321'],
    [maskTelefone, '119876543210', '(11) 98765-4321'],
    [maskPlaca, 'a', 'A'],
    [maskPlaca, 'abc', 'ABC'],
    [maskPlaca, 'abc1', 'ABC1'],
    [maskPlaca, 'abc12', 'ABC-12'],
    [maskPlaca, 'abc1234', 'ABC-1234'],
    [maskPlaca, 'abc-12345', 'ABC-1234'],
    [maskPlaca, 'abc1d', 'ABC1D'],
    [maskPlaca, 'abc1d23', 'ABC1D23'],
    [maskPlaca, 'a1bc', 'ABC'],
    [maskPlaca, 'abcd1', 'ABC1'],
  ])('%o(%s) → %s', (mask, input, expected) => {
    expect(mask(input)).toBe(expected);
  });

  it('formatters are the masks applied to complete values', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPlaca('abc1234')).toBe('ABC-1234');
  });
});

describe('round trips: parse(format(x)) === x', () => {
  it('CPF', () => {
    fc.assert(fc.property(chars(DIGITS, 11), (x) => parseCpf(formatCpf(x)) === x));
  });

  it('CNPJ, numeric and alphanumeric', () => {
    const cnpj = fc
      .tuple(chars([...DIGITS, ...LETTERS], 12), chars(DIGITS, 2))
      .map(([body, dv]) => body + dv);
    fc.assert(fc.property(cnpj, (x) => parseCnpj(formatCnpj(x)) === x));
    fc.assert(fc.property(cnpj, (x) => parseCnpj(formatCnpj(x.toLowerCase())) === x));
  });

  it('CEP', () => {
    fc.assert(fc.property(chars(DIGITS, 8), (x) => parseCep(formatCep(x)) === x));
  });

  it('phone, with and without the country code, and the result passes the phone rule', () => {
    const phone = fc.oneof(
      chars(DIGITS, 10, 11),
      chars(DIGITS, 10, 11).map((x) => `55${x}`),
    );
    fc.assert(
      fc.property(
        phone,
        (x) => parseTelefone(formatTelefone(x)) === x && isValidTelefone(formatTelefone(x)),
      ),
    );
  });

  it('plate, old and Mercosul, and the result passes the plate rule', () => {
    const plate = fc
      .tuple(
        chars(LETTERS, 3),
        chars(DIGITS, 1),
        fc.constantFrom(...DIGITS, ...LETTERS),
        chars(DIGITS, 2),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(plate, (x) => parsePlaca(formatPlaca(x)) === x && isValidPlaca(formatPlaca(x))),
    );
  });
});

describe('mask properties', () => {
  const specs: [string, MaskSpec][] = [
    ['cpf', cpfMask],
    ['cnpj', cnpjMask],
    ['cpfCnpj', cpfCnpjMask],
    ['cep', cepMask],
    ['telefone', telefoneMask],
    ['placa', placaMask],
  ];

  it.each(specs)('%s mask is idempotent and within maxLength on any input', (_name, spec) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const once = spec.mask(input);
        expect(spec.mask(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(spec.maxLength);
      }),
    );
  });

  it.each([
    ['cpf', cpfMask, chars(DIGITS, 11)],
    [
      'cnpj',
      cnpjMask,
      fc.tuple(chars([...DIGITS, ...LETTERS], 12), chars(DIGITS, 2)).map((p) => p.join('')),
    ],
    ['cep', cepMask, chars(DIGITS, 8)],
  ] as const)(
    '%s: masking what was typed so far is a prefix of the masked whole',
    (_n, spec, full) => {
      fc.assert(
        fc.property(full, fc.nat({ max: 14 }), (value, k) => {
          expect(spec.mask(value).startsWith(spec.mask(value.slice(0, k)))).toBe(true);
        }),
      );
    },
  );

  it('keeps the caret after the same character', () => {
    expect(applyMask(cpfMask, '1234', 4)).toEqual({ value: '123.4', caret: 5 });
    expect(applyMask(cpfMask, '123.4', 3)).toEqual({ value: '123.4', caret: 3 });
    expect(applyMask(cpfMask, '1234')).toEqual({ value: '123.4', caret: 5 });
    expect(applyMask(cpfMask, '', 0)).toEqual({ value: '', caret: 0 });
    expect(applyMask(telefoneMask, '11987654321', 3)).toEqual({
      value: '(11) 98765-4321',
      caret: 6,
    });
    expect(applyMask(cpfMask, '12a', 3)).toEqual({ value: '12', caret: 2 });
    expect(applyMask(placaMask, 'abc1d23', 7)).toEqual({ value: 'ABC1D23', caret: 7 });
  });

  it('exposes the metadata the TextField needs', () => {
    expect(cpfMask.placeholder).toBe(maskCpf('00000000000'));
    expect(cnpjMask.placeholder).toBe(maskCnpj('00000000000000'));
    expect(cepMask.placeholder).toBe(maskCep('00000000'));
    expect(telefoneMask.placeholder).toBe(maskTelefone('00000000000'));
    expect(maskCpfCnpj('00000000000')).toBe(cpfCnpjMask.placeholder);
    expect(placaMask.inputMode).toBe('text');
    expect(cpfMask.inputMode).toBe('numeric');
  });
});
