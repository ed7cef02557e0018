// The dealership's field rules: the same messages the form shows and the API answers.
import { describe, expect, it } from 'vitest';
import {
  dealershipFieldNames,
  dealershipLabels,
  dealershipServerMessage,
  isValidCoordenadas,
  isValidUrl,
  validateDealership,
} from '../src/index';

const valid = {
  RazaoSocial: 'Auto Paulista Veículos Ltda',
  NomeFantasia: 'Auto Paulista',
  CNPJ: '12ABC34501DE35',
  CodigoFaturamento: 'SP-001',
  Montadora: 1,
  Status: 'Ativo',
  Cadastrada: true,
  Associada: false,
  CEP: '01310-100',
  EstadoId: 35,
  MunicipioId: 3550308,
  Logradouro: 'Avenida Paulista',
  Numero: 'S/N',
  Bairro: 'Bela Vista',
  Endereco: 'Avenida Paulista, S/N, Bela Vista, São Paulo/SP',
  Coordenadas: '-23.561414,-46.655881',
  Email: null,
  Site: 'https://autopaulista.com.br',
  DataInauguracao: '2020-02-29',
  DataCancelamento: '2024-01-31',
};

describe('validateDealership', () => {
  it('passes a complete dealership with an alphanumeric CNPJ and false booleans', () => {
    expect(validateDealership(valid)).toEqual({});
  });

  it('names every required field of the stricter reading when the form is empty', () => {
    expect(Object.keys(validateDealership({})).sort()).toEqual(
      [
        'RazaoSocial',
        'NomeFantasia',
        'CNPJ',
        'CodigoFaturamento',
        'Montadora',
        'Status',
        'CEP',
        'EstadoId',
        'MunicipioId',
        'Logradouro',
        'Numero',
        'Bairro',
        'Endereco',
        'Coordenadas',
      ].sort(),
    );
  });

  it('gives one message per rule, in the user language, with the field label', () => {
    const wrongDigit = { ...valid, CNPJ: '12ABC34501DE36', CEP: '00000-000', Site: 'autopaulista' };
    expect(validateDealership(wrongDigit)).toEqual({
      CNPJ: 'Documento inválido',
      CEP: 'Insira um CEP válido.',
      Site: 'Insira um endereço válido no campo Site (https://…).',
    });
    expect(validateDealership({ ...valid, RazaoSocial: '' }, 'de')).toEqual({
      RazaoSocial: 'Das Feld Firmenname muss ausgefüllt werden',
    });
    expect(validateDealership({ ...valid, Coordenadas: '95,10' }, 'fr').Coordenadas).toBe(
      'Saisissez des coordonnées valides dans le champ Coordonnées (latitude,longitude).',
    );
  });

  it('refuses a cancellation before the opening and a date that is not a calendar day', () => {
    const errors = validateDealership(
      { ...valid, DataCancelamento: '2019-12-31', DataNomeacao: '2023-02-30' },
      'en',
    );
    expect(errors.DataCancelamento).toBe(
      'The Cancellation date date must be later than the Opening date date',
    );
    expect(errors.DataNomeacao).toBe('Enter a valid date in the Appointment date field');
  });

  it('has a label for every field in every language and the server messages in each', () => {
    for (const labels of Object.values(dealershipLabels)) {
      expect(dealershipFieldNames.every((field) => labels[field].length > 0)).toBe(true);
    }
    expect(dealershipServerMessage('cnpj_unico')).toBe(
      'CNPJ já cadastrado em outra concessionária',
    );
    expect(dealershipServerMessage('cnpj_unico', 'en')).toBe(
      'This CNPJ is already registered to another dealership',
    );
  });
});

describe('coordinates and web addresses', () => {
  it('accepts points on the globe and refuses others', () => {
    expect(isValidCoordenadas('-23.561414, -46.655881')).toBe(true);
    expect(isValidCoordenadas('-91,10')).toBe(false);
    expect(isValidCoordenadas('10,-181')).toBe(false);
    expect(isValidCoordenadas('abc')).toBe(false);
  });

  it('accepts http and https addresses with a host name only', () => {
    expect(isValidUrl('http://abrac.org.br')).toBe(true);
    expect(isValidUrl('https://localhost')).toBe(false);
    expect(isValidUrl('mailto:a@b.c')).toBe(false);
    expect(isValidUrl('https://a b.com')).toBe(false);
    expect(isValidUrl('not a url')).toBe(false);
  });
});
