// The influence area's field rules: the same messages the form shows and the API answers.
import { describe, expect, it } from 'vitest';
import {
  influenceAreaFieldNames,
  influenceAreaLabels,
  influenceAreaServerMessage,
  validateInfluenceArea,
} from '../src/index';

const valid = { Nome: 'Campinas e região', Codigo: 'AI-017', Ativo: true, MunicipioIds: [1] };

describe('validateInfluenceArea', () => {
  it('passes a complete area, with or without municipalities and region', () => {
    expect(validateInfluenceArea(valid)).toEqual({});
    expect(validateInfluenceArea({ Nome: 'Sul', Codigo: 'S', RegiaoOperacionalId: null })).toEqual(
      {},
    );
  });

  it('names the name and the code when the form is empty', () => {
    expect(Object.keys(validateInfluenceArea({})).sort()).toEqual(['Codigo', 'Nome']);
  });

  it('gives the length messages with the field label in the user language', () => {
    const errors = validateInfluenceArea({ Nome: 'A', Codigo: 'X'.repeat(21) });
    expect(errors.Nome).toMatch(/Nome/);
    expect(errors.Codigo).toMatch(/Código/);
    expect(validateInfluenceArea({ ...valid, Nome: '' }, 'de').Nome).toMatch(/Name/);
    expect(validateInfluenceArea({ ...valid, Nome: '' }, 'de').Nome).not.toBe(
      validateInfluenceArea({ ...valid, Nome: '' }).Nome,
    );
  });

  it('has a label for every field in every language and the server messages in each', () => {
    for (const labels of Object.values(influenceAreaLabels)) {
      expect(influenceAreaFieldNames.every((field) => labels[field].length > 0)).toBe(true);
    }
    expect(influenceAreaServerMessage('codigo_unico')).toBe(
      'Código já utilizado por outra área de influência',
    );
    expect(influenceAreaServerMessage('municipio_em_outra_area', 'fr')).toBe(
      'Une commune appartient déjà à une autre zone d’influence',
    );
  });
});
