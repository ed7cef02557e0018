import { describe, expect, it } from 'vitest';
import { savedViewServerMessage, validateSavedView } from '../src';

describe('saved view rules', () => {
  it('passes a name and refuses a blank or too long one, in the language asked', () => {
    expect(validateSavedView({ Nome: 'Ranking de segunda', Compartilhada: false })).toEqual({});
    expect(validateSavedView({ Nome: '   ', Compartilhada: false }).Nome).toMatch(/Nome da visão/);
    expect(validateSavedView({ Nome: 'x'.repeat(81), Compartilhada: true }, 'en').Nome).toMatch(
      /View name/,
    );
    expect(validateSavedView({ Nome: 'x'.repeat(80), Compartilhada: true })).toEqual({});
  });

  it('says the server-only rule in each language', () => {
    expect(savedViewServerMessage('nome_unico')).toBe('Você já tem uma visão com este nome');
    expect(savedViewServerMessage('nome_unico', 'de')).toMatch(/Ansicht/);
  });
});
