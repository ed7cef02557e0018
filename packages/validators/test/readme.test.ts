// The examples of README.md, so the documentation cannot drift from the code.
import { describe, expect, it } from 'vitest';
import {
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  isValidPlaca,
  maskCnpj,
  maskCpf,
  maskPlaca,
  maskTelefone,
  parseCnpj,
  validate,
  validateAll,
  youtubeId,
} from '../src/index';

describe('README examples', () => {
  it('predicates', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfCnpj('11222333000181')).toBe(true);
    expect(isValidPlaca('ABC1D23')).toBe(true);
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('registry', () => {
    expect(validate('123', 'required|cpf', { field: 'CPF' })).toBe('Documento inválido');
    expect(validate('', 'required', { field: 'Nome', locale: 'en' })).toBe(
      'The Nome field is required',
    );
    expect(validate('ab', ['required', ['min', 3]], { field: 'Código' })).toBe(
      'O campo Código deve conter pelo menos 3 caracteres',
    );
    expect(
      validate(
        '20/01/2024',
        { date_format: true, before: 'fim' },
        { field: 'Início', values: { fim: '10/01/2024' }, labels: { fim: 'Fim' } },
      ),
    ).toBe('A data do campo Início deve ser anterior à data de Fim');
    expect(validateAll('ab', 'min:3|numeric')).toHaveLength(2);
  });

  it('masks', () => {
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCnpj('12abc3450')).toBe('12.ABC.345/0');
    expect(maskTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPlaca('abc12')).toBe('ABC-12');
    expect(parseCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});
