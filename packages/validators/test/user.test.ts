// The user's field rules: the same messages the form shows and the API answers, with the two
// rules that depend on the tenant (the CPF) and on the profile (its scope field).
import { describe, expect, it } from 'vitest';
import { userFieldNames, userLabels, userServerMessage, validateUser } from '../src/index';

const valid = { login: 'ana.lima@example.com', perfilId: 6, nomeCompleto: 'Ana Lima' };

describe('validateUser', () => {
  it('passes a user with login, profile and name only', () => {
    expect(validateUser(valid)).toEqual({});
  });

  it('requires login, profile and name, and checks the e-mail and the name length', () => {
    const errors = validateUser({});
    expect(errors.login).toBe('O campo E-mail (login) precisa ser informado');
    expect(errors.perfilId).toBe('O campo Perfil precisa ser informado');
    expect(errors.nomeCompleto).toBe('O campo Nome completo precisa ser informado');
    expect(validateUser({ ...valid, login: 'ana@' }).login).toMatch(/email válido/);
    expect(validateUser({ ...valid, nomeCompleto: 'Al' }).nomeCompleto).toMatch(/3/);
    expect(validateUser({ ...valid, nomeCompleto: 'x'.repeat(151) }).nomeCompleto).toMatch(/150/);
  });

  it('checks an optional CPF, and requires it where the tenant says so', () => {
    expect(validateUser({ ...valid, documento: '11111111111' }).documento).toBe(
      'Documento inválido',
    );
    expect(validateUser({ ...valid, documento: '52998224725' })).toEqual({});
    expect(validateUser(valid, 'pt-BR', { documentoObrigatorio: true }).documento).toBe(
      'O campo CPF precisa ser informado',
    );
    expect(
      validateUser({ ...valid, documento: '11111111111' }, 'pt-BR', { documentoObrigatorio: true })
        .documento,
    ).toBe('Documento inválido');
  });

  it('requires the scope field the profile asks for, and only that one', () => {
    const store = validateUser(valid, 'pt-BR', { obrigatorios: ['empresaId'] });
    expect(store).toEqual({ empresaId: 'O campo Concessionária precisa ser informado' });
    const regional = validateUser({ ...valid, empresaId: 3 }, 'pt-BR', {
      obrigatorios: ['regiaoOperacionalId'],
    });
    expect(regional).toEqual({
      regiaoOperacionalId: 'O campo Região operacional precisa ser informado',
    });
    expect(
      validateUser({ ...valid, empresaId: 3 }, 'pt-BR', { obrigatorios: ['empresaId'] }),
    ).toEqual({});
  });

  it('checks the phone and the end of access date', () => {
    expect(validateUser({ ...valid, telefone: '12' }).telefone).toMatch(/Telefone/);
    expect(validateUser({ ...valid, telefone: '(11) 98765-4321' })).toEqual({});
    expect(validateUser({ ...valid, dataExpiracao: '2026-02-30' }).dataExpiracao).toMatch(
      /Acesso até/,
    );
  });

  it('says the messages in the user language with the labels of that language', () => {
    expect(validateUser({}, 'en').nomeCompleto).toMatch(/Full name/);
    expect(validateUser({}, 'fr', { obrigatorios: ['empresaId'] }).empresaId).toMatch(/Concession/);
    expect(validateUser({}, 'de').perfilId).toMatch(/Profil/);
  });

  it('labels every field and says every server check in every language', () => {
    for (const labels of Object.values(userLabels)) {
      for (const field of userFieldNames) expect(labels[field].length).toBeGreaterThan(1);
    }
    for (const locale of ['pt-BR', 'en', 'fr', 'de'] as const) {
      expect(userServerMessage('login_unico', locale).length).toBeGreaterThan(5);
    }
    expect(userServerMessage('login_unico')).toBe('Login já cadastrado');
    expect(userServerMessage('login_unico', 'en')).not.toBe(userServerMessage('login_unico'));
  });
});
