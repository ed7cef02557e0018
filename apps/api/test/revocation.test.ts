// Revocation bites on the next request: an access token of a revoked sign-in, of a user whose
// password changed elsewhere, or of a deactivated user stops working at once on the process that
// did it, while the token lifetime (and the test clock) has not moved; on another process sharing
// the database, once its session checks expire (docs/decisions/0214), proved with two apps on one
// database and the other app's clock moved by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { SESSION_TTL_SECONDS } from '../src/cache/caches.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import {
  auth,
  createTestServer,
  login,
  problemOf,
  testContract,
  type TestServer,
} from './helpers.js';

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
      method: 'POST',
      url,
      headers,
      payload: JSON.stringify(payload),
    });
  const json = (headers: Record<string, string>) => ({
    ...headers,
    'content-type': 'application/json',
  });
  /** An administrator switches a user between active and inactive. */
  const toggleActive = (adminToken: string, id: number) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/Administracao/Usuario/AtivarInativar',
      headers: json(auth(adminToken)),
      payload: JSON.stringify(String(id)),
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
    expect((await toggleActive(admin.token, id)).statusCode).toBe(200);
    expect((await me(target.token)).statusCode).toBe(401);
  });

  it('ends a sign-in revoked by another process once its session check expires there', async () => {
    // A second API process on the same database, with a clock of its own.
    const clock = { now: server.clock.now };
    const other = await buildApp({
      config: server.config,
      database: server.database,
      secrets: { jwtKey: new TextEncoder().encode(server.config.jwtSecret) },
      contract: await testContract(server.config.openapiDir),
      now: () => clock.now,
      logger: false,
    });
    try {
      await other.ready();
      const target = await login(server.app, 'boletim');
      const admin = await login(server.app, 'administrador');
      const meOn = (app: typeof other) =>
        app.inject({
          method: 'GET',
          url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
          headers: auth(target.token),
        });
      const seen = await meOn(other);
      expect(seen.statusCode).toBe(200);
      const id = seen.json<{ id: number }>().id;
      expect((await toggleActive(admin.token, id)).statusCode).toBe(200);
      // The process that deactivated the user refuses it at once...
      expect((await meOn(server.app)).statusCode).toBe(401);
      // ...the other one still holds the check it read, until the check's lifetime has passed.
      expect((await meOn(other)).statusCode).toBe(200);
      clock.now = new Date(clock.now.getTime() + SESSION_TTL_SECONDS * 1000 - 1);
      expect((await meOn(other)).statusCode).toBe(200);
      clock.now = new Date(clock.now.getTime() + 1);
      const after = await meOn(other);
      expect(after.statusCode).toBe(401);
      expect(problemOf(after).code).toBe('usuario-inativo');
    } finally {
      await other.close();
    }
  });
});
