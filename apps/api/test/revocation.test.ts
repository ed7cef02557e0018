// Revocation bites on the next request: an access token of a revoked sign-in, of a user whose
// password changed elsewhere, or of a deactivated user stops working at once, while the token
// lifetime (and the test clock) has not moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { auth, createTestServer, login, problemOf, type TestServer } from './helpers.js';

describe('revocation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 180_000);
  afterAll(() => server.close());

  const me = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      headers: auth(token),
    });
  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    server.app.inject({
      method: url.includes('AtivarInativar') ? 'PUT' : 'POST',
      url,
      headers,
      payload: JSON.stringify(payload),
    });
  const json = (headers: Record<string, string>) => ({
    ...headers,
    'content-type': 'application/json',
  });

  it('ends the access tokens of a family revoked by a reused refresh token', async () => {
    const stolen = await login(server.app, 'boletim');
    const refresh = (body: object) =>
      post('/Connect/refreshtoken', body, json({ domain: 'abracaf' }));
    const rotated = await refresh(stolen);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json<{ token: string }>();
    expect((await me(fresh.token)).statusCode).toBe(200);
    // The old refresh token comes back after the grace for honest reuse: the family is revoked,
    // its live access token with it.
    server.clock.advance(server.config.refreshReuseGraceSeconds + 1);
    expect((await refresh(stolen)).statusCode).toBe(401);
    const after = await me(fresh.token);
    expect(after.statusCode).toBe(401);
    expect(problemOf(after).code).toBe('sessao-encerrada');
  });

  it('ends the other sign-ins of a user who changes the password', async () => {
    const other = await login(server.app, 'validacao.marca');
    const own = await login(server.app, 'validacao.marca');
    const changed = await post(
      '/api/Administracao/Usuario/AlterarSenha',
      { senhaAtual: DEMO_PASSWORD, novaSenha: 'Trocada123' },
      json(auth(own.token)),
    );
    expect(changed.statusCode).toBe(204);
    expect((await me(other.token)).statusCode).toBe(401);
    // The sign-in that changed it goes on.
    expect((await me(own.token)).statusCode).toBe(200);
  });

  it('ends the sign-ins of a deactivated user', async () => {
    const target = await login(server.app, 'loja');
    const admin = await login(server.app, 'administrador');
    const id = (await me(target.token)).json<{ id: number }>().id;
    const off = await post(
      '/api/Administracao/Usuario/AtivarInativar',
      String(id),
      json(auth(admin.token)),
    );
    expect(off.statusCode).toBe(200);
    expect((await me(target.token)).statusCode).toBe(401);
  });
});
