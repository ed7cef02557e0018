// The API answers in the language of Accept-Language (pt-BR by default, then en, fr, de): problem
// titles and details it writes itself, the contract's field errors and account rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOf, render } from '../src/http/messages/index.js';
import { auth, createTestServer, login, type TestServer } from './helpers.js';

interface Problem {
  title: string;
  detail: string;
  code: string;
  errors?: { field: string; message: string }[];
}

describe('answers in the language of Accept-Language', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await createTestServer();
    token = (await login(server.app, 'administrador')).token;
  });
  afterAll(async () => server.close());

  const changePassword = (language: string | undefined, senhaAtual: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/Administracao/Usuario/AlterarSenha',
      headers: {
        ...auth(token),
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
      payload: { senhaAtual, novaSenha: 'OutraSenha2026' },
    });

  it.each([
    [undefined, 'Dados inválidos', 'A senha atual não confere'],
    ['pt-BR', 'Dados inválidos', 'A senha atual não confere'],
    ['en-US,en;q=0.9', 'Invalid data', 'The current password does not match'],
    ['fr-FR', 'Données invalides', 'Le mot de passe actuel ne correspond pas'],
    ['de', 'Ungültige Daten', 'Das aktuelle Passwort stimmt nicht'],
  ])('a rule of the account (%s)', async (language, title, message) => {
    const response = await changePassword(language, 'nao-e-a-senha');
    expect(response.statusCode).toBe(400);
    const problem = response.json<Problem>();
    expect(problem.title).toBe(title);
    expect(problem.detail).toBe(message);
    expect(problem.errors).toEqual([{ field: 'senhaAtual', message }]);
  });

  it.each([
    ['pt-BR', 'O campo login precisa ser informado'],
    ['en', 'The login field is required'],
    ['fr', 'Le champ login doit être renseigné'],
    ['de', 'Das Feld login muss ausgefüllt werden'],
  ])('a field error of the contract, worded by the shared rule (%s)', async (language, message) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/Connect/Token',
      headers: { domain: 'abracaf', 'accept-language': language },
      payload: { senha: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const problem = response.json<Problem>();
    expect(problem.errors?.[0]).toEqual({ field: 'login', message });
  });

  it.each([
    ['pt-BR', 'Domínio desconhecido', 'O domínio marte não é atendido por este servidor.'],
    ['en', 'Unknown domain', 'The domain marte is not served by this server.'],
    ['fr', 'Domaine inconnu', "Le domaine marte n'est pas desservi par ce serveur."],
    ['de', 'Unbekannte Domain', 'Die Domain marte wird von diesem Server nicht bedient.'],
  ])('a problem of the pipeline (%s)', async (language, title, detail) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/Connect/Token',
      headers: { domain: 'marte', 'accept-language': language },
      payload: { login: 'a@b.c', senha: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Problem>()).toMatchObject({ title, detail, code: 'dominio-desconhecido' });
  });

  it.each([
    ['en', 'Not authenticated', 'Provide the access token.'],
    ['de', 'Nicht angemeldet', 'Geben Sie das Zugriffstoken an.'],
  ])('401 without a session (%s)', async (language, title, detail) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      headers: { domain: 'abracaf', 'accept-language': language },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<Problem>()).toMatchObject({ title, detail });
  });

  it('picks the first supported language by preference, pt-BR when none is', () => {
    expect(localeOf(undefined)).toBe('pt-BR');
    expect(localeOf('ja, zh;q=0.8')).toBe('pt-BR');
    expect(localeOf('ja, de;q=0.5, fr;q=0.9')).toBe('fr');
    expect(localeOf('en;q=0, de')).toBe('de');
    expect(localeOf('pt-PT')).toBe('pt-BR');
    expect(render({ code: 'min_value', params: { field: 'ano', min: 1900 } }, 'en')).toBe(
      'The value of ano must be at least 1900',
    );
  });
});
