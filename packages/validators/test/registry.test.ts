import { describe, expect, it } from 'vitest';
import { parseRules, validate, validateAll, validateForm } from '../src/index';

describe('parseRules', () => {
  it('reads the string, array and object forms alike', () => {
    const expected = [
      { name: 'required', args: [] },
      { name: 'min', args: ['3'] },
      { name: 'required_if', args: ['tipo', 'PF'] },
    ];
    expect(parseRules('required|min:3|required_if:tipo,PF')).toEqual(expected);
    expect(parseRules(['required', ['min', 3], 'required_if:tipo,PF'])).toEqual(expected);
    expect(parseRules({ required: true, min: 3, required_if: ['tipo', 'PF'], cpf: false })).toEqual(
      expected,
    );
    expect(parseRules(' required || min:3 ')).toEqual(expected.slice(0, 2));
  });

  it('throws on programming errors', () => {
    expect(() => parseRules('requried')).toThrow(/Unknown validation rule "requried"/);
    expect(() => parseRules('min')).toThrow(/needs 1 argument/);
    expect(() => parseRules({ toString: true } as never)).toThrow(TypeError);
    expect(() => validate('abc', 'min:x')).toThrow(/whole number/);
    expect(() => validate('abc', 'max_value:')).toThrow(/needs a number/);
  });
});

describe('validate', () => {
  it('returns null when every rule passes', () => {
    expect(validate('529.982.247-25', 'required|cpf', { field: 'CPF' })).toBeNull();
    expect(validate('12.ABC.345/01DE-35', ['required', 'cnpj'])).toBeNull();
    expect(validate(5, { required: true, min_value: 1, max_value: 10 })).toBeNull();
  });

  it('returns the first failing message, in rule order', () => {
    expect(validate('ab', 'min:3|numeric', { field: 'Código' })).toBe(
      'O campo Código deve conter pelo menos 3 caracteres',
    );
    expect(validate('ab', 'numeric|min:3', { field: 'Código' })).toBe(
      'O campo Código deve conter somente caracteres numéricos',
    );
  });

  it('lists every failing message with validateAll', () => {
    expect(validateAll('ab', 'min:3|numeric|max:5', { field: 'Código', locale: 'en' })).toEqual([
      'The Código field must be at least 3 characters long',
      'The Código field may only contain numeric characters',
    ]);
    expect(validateAll('123', 'min:3|numeric')).toEqual([]);
  });

  it('lets empty values pass every rule but the required ones', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(validate(empty, 'cpf|min:3|email|placa|date_format|before:01/01/2000')).toBeNull();
      expect(validate(empty, 'required|cpf', { field: 'CPF' })).toBe(
        'O campo CPF precisa ser informado',
      );
    }
  });

  it('gives the same answers when rule strings come from the parse cache, also past its bound', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 300; i++) {
        expect(validate(String(i), `diferente:${i}`)).not.toBeNull();
        expect(validate(String(i + 1), `diferente:${i}`)).toBeNull();
      }
    }
  });

  it('substitutes an empty field name when none is given', () => {
    expect(validate('', 'required')).toBe('O campo  precisa ser informado');
  });

  it('reads numbers as text for text rules', () => {
    expect(validate(52998224725, 'cpf')).toBeNull();
    expect(validate(1234, 'digits:4')).toBeNull();
    expect(validate({ a: 1 }, 'cpf')).toBe('Documento inválido');
  });
});

describe('required_if', () => {
  const rules = 'required_if:tipo,PF,MEI';
  it.each([
    [{ tipo: 'PF' }, '', false],
    [{ tipo: 'MEI' }, '', false],
    [{ tipo: 'PJ' }, '', true],
    [{}, '', true],
    [{ tipo: 'PF' }, 'x', true],
  ])('with %j and value %j passes: %s', (values, value, passes) => {
    expect(validate(value, rules, { values }) === null).toBe(passes);
  });

  it('without values, requires the field when the other is filled', () => {
    expect(validate('', 'required_if:email', { values: { email: 'a@b.co' } })).not.toBeNull();
    expect(validate('', 'required_if:email', { values: { email: '' } })).toBeNull();
  });

  it('compares numbers as text', () => {
    expect(validate('', 'required_if:tipo,1', { values: { tipo: 1 } })).not.toBeNull();
  });
});

describe('before and after', () => {
  const values = { inicio: '10/01/2024', fim: '20/01/2024', vazio: '', numero: 5 };

  it.each([
    ['15/01/2024', 'after:inicio|before:fim', true],
    ['10/01/2024', 'after:inicio', false],
    ['10/01/2024', 'after:inicio,inclusive', true],
    ['20/01/2024', 'before:fim', false],
    ['20/01/2024', 'before:fim,inclusive', true],
    ['21/01/2024', 'before:fim', false],
    ['09/01/2024', 'after:inicio', false],
    ['01/01/2024', 'before:15/01/2024', true],
    ['01/02/2024', 'before:15/01/2024', false],
    ['01/02/2024', 'after:vazio', true],
    ['01/02/2024', 'after:numero', true],
    ['01/02/2024', 'after:campoInexistente', true],
    ['32/01/2024', 'after:inicio', false],
    ['2024-01-15', 'date_format:yyyy-MM-dd|after:2024-01-10', true],
    ['2024-01-05', 'date_format:yyyy-MM-dd|after:2024-01-10', false],
  ])('%s with %s passes: %s', (value, rules, passes) => {
    expect(validate(value, rules, { values }) === null).toBe(passes);
  });

  it('names the other field by its label, else by its key', () => {
    expect(validate('21/01/2024', 'before:fim', { field: 'Início', values })).toBe(
      'A data do campo Início deve ser anterior à data de fim',
    );
  });
});

describe('validateForm', () => {
  const fields = {
    documento: { rules: 'required|cpf_cnpj', label: 'CPF/CNPJ' },
    inicio: { rules: 'required|date_format', label: 'Data inicial' },
    fim: { rules: 'required|date_format|after:inicio', label: 'Data final' },
    nome: { rules: 'required_if:tipo,PF' },
  };

  it('returns the first message of each failing field, with labels as targets', () => {
    expect(
      validateForm(
        { documento: '123', inicio: '10/01/2024', fim: '01/01/2024', tipo: 'PF' },
        fields,
      ),
    ).toEqual({
      documento: 'Documento inválido',
      fim: 'A data do campo Data final deve ser posterior à data de Data inicial',
      nome: 'O campo nome precisa ser informado',
    });
  });

  it('returns an empty object for a valid form, in any locale', () => {
    expect(
      validateForm(
        { documento: '11.222.333/0001-81', inicio: '10/01/2024', fim: '11/01/2024', tipo: 'PJ' },
        fields,
        'de',
      ),
    ).toEqual({});
  });
});
