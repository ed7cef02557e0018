// The municipality's editable fields: the same messages the dialog shows and the API answers.
import { describe, expect, it } from 'vitest';
import {
  municipalityFieldNames,
  municipalityLabels,
  municipalityServerMessage,
  validateMunicipality,
} from '../src/index';

describe('validateMunicipality', () => {
  it('passes a name alone, a population and an area, or none of them', () => {
    expect(validateMunicipality({ Nome: 'Campinas' })).toEqual({});
    expect(
      validateMunicipality({ Nome: 'Campinas', Populacao: '1139047', AreaInfluenciaId: 3 }),
    ).toEqual({});
    expect(
      validateMunicipality({ Nome: 'Campinas', Populacao: 0, AreaInfluenciaId: null }),
    ).toEqual({});
  });

  it('requires the name and takes a whole, non-negative population within 32 bits', () => {
    expect(validateMunicipality({ Nome: '' }).Nome).toBe('O campo Nome precisa ser informado');
    expect(validateMunicipality({ Nome: 'X' }).Nome).toMatch(/2/);
    expect(validateMunicipality({ Nome: 'Campinas', Populacao: '-1' }).Populacao).toMatch(
      /População/,
    );
    expect(validateMunicipality({ Nome: 'Campinas', Populacao: '1,5' }).Populacao).toMatch(
      /População/,
    );
    expect(validateMunicipality({ Nome: 'Campinas', Populacao: '2147483648' }).Populacao).toMatch(
      /2147483647/,
    );
  });

  it('labels every field and says the server’s check in every language', () => {
    for (const labels of Object.values(municipalityLabels)) {
      for (const field of municipalityFieldNames) expect(labels[field].length).toBeGreaterThan(1);
    }
    expect(validateMunicipality({ Nome: 'Campinas', Populacao: 'x' }, 'de').Populacao).toMatch(
      /Einwohnerzahl/,
    );
    expect(municipalityServerMessage('area_inexistente')).toBe('Área de influência não encontrada');
    expect(municipalityServerMessage('area_inexistente', 'en')).toBe('Influence area not found');
  });
});
