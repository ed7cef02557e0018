// The operational region's field rules: the same messages the dialog shows and the API answers.
import { describe, expect, it } from 'vitest';
import {
  operationalRegionFieldNames,
  operationalRegionLabels,
  operationalRegionServerMessage,
  validateOperationalRegion,
} from '../src/index';

describe('validateOperationalRegion', () => {
  it('passes a complete region', () => {
    expect(validateOperationalRegion({ Nome: 'Sudeste', Codigo: 'RO-01', Ativo: true })).toEqual(
      {},
    );
  });

  it('requires the name and the code and bounds them', () => {
    expect(Object.keys(validateOperationalRegion({})).sort()).toEqual(['Codigo', 'Nome']);
    expect(validateOperationalRegion({ Nome: ' ', Codigo: 'A' }).Nome).toBe(
      'O campo Nome precisa ser informado',
    );
    expect(validateOperationalRegion({ Nome: 'A', Codigo: 'A' }).Nome).toMatch(/2/);
    expect(validateOperationalRegion({ Nome: 'x'.repeat(101), Codigo: 'A' }).Nome).toMatch(/100/);
    expect(validateOperationalRegion({ Nome: 'Sul', Codigo: 'x'.repeat(21) }).Codigo).toMatch(
      /Código.*20|20.*Código/,
    );
  });

  it('says the message in the user language, with that language’s label', () => {
    expect(validateOperationalRegion({ Codigo: 'A' }, 'en').Nome).toMatch(/Name/);
    expect(validateOperationalRegion({ Codigo: 'A' }, 'fr').Nome).toMatch(/Nom/);
    expect(validateOperationalRegion({ Codigo: 'A' }, 'de').Nome).not.toBe(
      validateOperationalRegion({ Codigo: 'A' }).Nome,
    );
  });

  it('labels every field and says the server’s check in every language', () => {
    for (const labels of Object.values(operationalRegionLabels)) {
      for (const field of operationalRegionFieldNames)
        expect(labels[field].length).toBeGreaterThan(1);
    }
    expect(operationalRegionServerMessage('codigo_unico')).toBe(
      'Código já utilizado por outra região operacional',
    );
    const all = (['en', 'fr', 'de'] as const).map((l) =>
      operationalRegionServerMessage('codigo_unico', l),
    );
    expect(new Set(all).size).toBe(3);
  });
});
