// The business group's field rules: the same messages the form shows and the API answers.
import { describe, expect, it } from 'vitest';
import {
  businessGroupFieldNames,
  businessGroupLabels,
  validateBusinessGroup,
  validateEconomicGroup,
} from '../src/index';

describe('validateBusinessGroup', () => {
  it('passes a group with only its name and the flag', () => {
    expect(validateBusinessGroup({ Nome: 'Grupo Sul', Ativo: true })).toEqual({});
  });

  it('requires the name and bounds it, the code and the notes', () => {
    expect(validateBusinessGroup({ Nome: ' ' }).Nome).toBe('O campo Nome precisa ser informado');
    expect(validateBusinessGroup({ Nome: 'A' }).Nome).toMatch(/Nome/);
    expect(validateBusinessGroup({ Nome: 'x'.repeat(151) }).Nome).toMatch(/150/);
    expect(validateBusinessGroup({ Nome: 'Grupo', Codigo: 'x'.repeat(21) }).Codigo).toMatch(/20/);
    expect(
      validateBusinessGroup({ Nome: 'Grupo', Observacoes: 'x'.repeat(2001) }).Observacoes,
    ).toMatch(/2000/);
  });

  it('says the message in the user language with the label of that language', () => {
    expect(validateBusinessGroup({ Nome: '' }, 'en').Nome).toMatch(/Name/);
    expect(validateBusinessGroup({ Nome: '' }, 'de').Nome).toMatch(/Name/);
    expect(validateBusinessGroup({ Nome: '' }, 'fr').Nome).toMatch(/Nom/);
  });

  it('labels every field in every language', () => {
    for (const labels of Object.values(businessGroupLabels)) {
      for (const field of businessGroupFieldNames) expect(labels[field].length).toBeGreaterThan(1);
    }
  });
});

describe('validateEconomicGroup', () => {
  it('passes a group with its name and flag, and bounds the name and the code', () => {
    expect(validateEconomicGroup({ Nome: 'Holding Sul', Ativo: true })).toEqual({});
    expect(validateEconomicGroup({ Nome: '' })).toEqual({
      Nome: 'O campo Nome precisa ser informado',
    });
    expect(validateEconomicGroup({ Nome: 'x'.repeat(151) }).Nome).toMatch(/150/);
    expect(validateEconomicGroup({ Nome: 'Holding', Codigo: 'x'.repeat(21) }).Codigo).toMatch(/20/);
    expect(validateEconomicGroup({ Nome: '' }, 'en').Nome).toMatch(/Name/);
  });
});
