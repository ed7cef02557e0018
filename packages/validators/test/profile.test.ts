// A profile's field rules: the same messages the profile dialog shows and the API answers.
import { describe, expect, it } from 'vitest';
import {
  profileFieldNames,
  profileLabels,
  profileServerMessage,
  validateProfile,
} from '../src/index';

describe('validateProfile', () => {
  it('passes a complete profile and an empty description', () => {
    expect(validateProfile({ nome: 'Auditoria', descricao: '', ativo: true })).toEqual({});
  });

  it('requires the name and bounds the name and the description', () => {
    expect(Object.keys(validateProfile({}))).toEqual(['nome']);
    expect(validateProfile({ nome: ' ' }).nome).toBe('O campo Nome precisa ser informado');
    expect(validateProfile({ nome: 'A' }).nome).toMatch(/2/);
    expect(validateProfile({ nome: 'x'.repeat(101) }).nome).toMatch(/100/);
    expect(validateProfile({ nome: 'Ok', descricao: 'x'.repeat(501) }).descricao).toMatch(/500/);
  });

  it('says the message in the user language, with that language’s label', () => {
    expect(validateProfile({}, 'en').nome).toMatch(/Name/);
    expect(validateProfile({}, 'fr').nome).toMatch(/Nom/);
    expect(validateProfile({}, 'de').nome).not.toBe(validateProfile({}).nome);
  });

  it('labels every field and says the server’s checks in every language', () => {
    for (const labels of Object.values(profileLabels)) {
      for (const field of profileFieldNames) expect(labels[field].length).toBeGreaterThan(1);
    }
    for (const rule of ['nome_unico', 'proprio_perfil_inativo'] as const) {
      const all = (['pt-BR', 'en', 'fr', 'de'] as const).map((l) => profileServerMessage(rule, l));
      expect(new Set(all).size).toBe(4);
    }
  });
});
