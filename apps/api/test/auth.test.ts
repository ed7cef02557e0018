import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import {
  inTenant,
  auth,
  createTestServer,
  demoLogin,
  login,
  problemOf,
  type TestServer,
} from './helpers.js';

describe('Connect', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  const post = (
    url: string,
    payload: unknown,
    tenant = 'abracaf',
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { domain: tenant, ...headers },
      payload: payload as object,
    });

  it('logs in and the token opens the logged user', async () => {
    const tokens = await login(server.app, 'administrador');
    expect(new Date(tokens.expiresAt).getTime()).toBeGreaterThan(server.clock.now.getTime());
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      headers: auth(tokens.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: demoLogin('administrador'),
      role: 'Administrador',
      ehAdmin: true,
    });
  });

  it('answers bad input with per-field errors in pt-BR', async () => {
    const response = await post('/Connect/Token', { login: 'não é email' });
    expect(response.statusCode).toBe(400);
    const problem = problemOf(response);
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { field: 'senha', message: 'O campo senha precisa ser informado' },
        { field: 'login', message: 'O campo login não possui um email válido' },
      ]),
    );
  });

  it('refuses a wrong password and an unknown login alike', async () => {
    const wrong = await post('/Connect/Token', {
      login: demoLogin('faturamento'),
      senha: 'errada123',
    });
    const unknown = await post('/Connect/Token', {
      login: 'ninguem@abracaf.demo',
      senha: 'errada123',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(problemOf(wrong).detail).toBe(problemOf(unknown).detail);
  });

  it('refuses a pending user even with the right password', async () => {
    const response = await post('/Connect/Token', {
      login: demoLogin('pendente'),
      senha: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('rate-limits failed logins per account with Retry-After, and the window ends', async () => {
    const account = demoLogin('boletim');
    const limit = server.config.limits.loginPerAccount.max;
    for (let i = 0; i < limit; i += 1) {
      expect(
        (await post('/Connect/Token', { login: account, senha: 'errada123' })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/Connect/Token', { login: account, senha: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(problemOf(blocked).detail).toMatch(/^Muitas tentativas/);
    server.clock.advance(server.config.limits.loginPerAccount.windowSeconds + 1);
    expect(
      (await post('/Connect/Token', { login: account, senha: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('rate-limits failed logins per client address across accounts', async () => {
    const limit = server.config.limits.loginPerIp.max;
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i <= limit; i += 1) {
      last = (
        await post(
          '/Connect/Token',
          { login: `conta${i}@abracaf.demo`, senha: 'errada123' },
          'abracaf',
          headers,
        )
      ).statusCode;
    }
    expect(last).toBe(429);
    // Another address is not affected.
    const other = await post(
      '/Connect/Token',
      { login: demoLogin('loja'), senha: DEMO_PASSWORD },
      'abracaf',
      {
        'x-forwarded-for': '203.0.113.10',
      },
    );
    expect(other.statusCode).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const first = await login(server.app, 'regional');
    const second = await post('/Connect/refreshtoken', first);
    expect(second.statusCode).toBe(200);
    const rotated = second.json<typeof first>();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);

    // Past the grace for honest reuse (two tabs, a reload mid-refresh), a used one means theft.
    server.clock.advance(server.config.refreshReuseGraceSeconds + 1);
    const reused = await post('/Connect/refreshtoken', first);
    expect(reused.statusCode).toBe(401);
    // The reuse killed the family: the newest refresh token is dead too.
    const afterReuse = await post('/Connect/refreshtoken', rotated);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('gives every use of a refresh token within the grace the same successor pair', async () => {
    // Tabs sharing the session cookies refresh with the same token at the same moment.
    const first = await login(server.app, 'regional');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/Connect/refreshtoken', first)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const pairs = answers.map((r) => r.json<typeof first>());
    // One successor, whoever asked: no use within the grace mints a pair of its own.
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.token)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.expiresAt)).size).toBe(1);
    const [successor] = pairs;
    if (!successor) throw new Error('five answers');
    expect(successor.refreshToken).not.toBe(first.refreshToken);
    // Still within the grace, a later use gets that pair again.
    server.clock.advance(server.config.refreshReuseGraceSeconds);
    const again = await post('/Connect/refreshtoken', first);
    expect(again.statusCode).toBe(200);
    expect(again.json<typeof first>()).toEqual(successor);
    // Once the grace has passed, the first token coming back is theft: the family dies, the
    // successor with it.
    server.clock.advance(1);
    const late = await post('/Connect/refreshtoken', first);
    expect(late.statusCode).toBe(401);
    expect(problemOf(late).code).toBe('refresh-token-invalido');
    expect((await post('/Connect/refreshtoken', successor)).statusCode).toBe(401);
  });

  it('refuses an expired access token but refreshes it', async () => {
    const tokens = await login(server.app, 'concessionario');
    server.clock.advance(server.config.accessTokenSeconds + 5);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      headers: auth(tokens.token),
    });
    expect(me.statusCode).toBe(401);
    expect(problemOf(me).code).toBe('token-expirado');
    const refreshed = await post('/Connect/refreshtoken', tokens);
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses an expired refresh token', async () => {
    const tokens = await login(server.app, 'grupo');
    server.clock.advance(server.config.refreshTokenSeconds + 5);
    expect((await post('/Connect/refreshtoken', tokens)).statusCode).toBe(401);
  });

  it('refuses a forged token', async () => {
    const forged = await new SignJWT({ tid: 'abracaf', sis: 'EmplacamentoPortal' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('emplacamento-api')
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not the server key'));
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      headers: auth(forged),
    });
    expect(me.statusCode).toBe(401);
    expect(problemOf(me).code).toBe('token-invalido');
    const none = await server.app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      headers: { domain: 'abracaf' },
    });
    expect(none.statusCode).toBe(401);
  });

  it("refuses one tenant's token on another tenant, whatever the header says", async () => {
    const tokens = await login(server.app, 'administrador', 'abracaf');
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      headers: auth(tokens.token, 'assobrav'),
    });
    expect(me.statusCode).toBe(403);
    expect(problemOf(me).code).toBe('token-outro-dominio');
    expect((await post('/Connect/refreshtoken', tokens, 'assobrav')).statusCode).toBe(403);
  });

  it('exchanges a token for the registration portal system', async () => {
    const tokens = await login(server.app, 'faturamento');
    const exchange = await server.app.inject({
      method: 'GET',
      url: '/Connect/ChangeToken?sistema=emplacamento',
      headers: auth(tokens.token),
    });
    expect(exchange.statusCode).toBe(200);
    const exchanged = exchange.json<typeof tokens & { code: string }>();
    expect(exchanged.token).not.toBe(tokens.token);
    expect(exchanged.code).toMatch(/^[\w-]{43}$/);
    const bad = await server.app.inject({
      method: 'GET',
      url: '/Connect/ChangeToken?sistema=OutroSistema',
      headers: auth(tokens.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.[0]?.field).toBe('sistema');
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/Connect/ChangeToken?sistema=emplacamento',
      headers: { domain: 'abracaf' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('single sign-on codes', () => {
    const codeOf = async (slug: string) => {
      const tokens = await login(server.app, slug);
      const exchange = await server.app.inject({
        method: 'GET',
        url: '/Connect/ChangeToken?sistema=EmplacamentoPortal',
        headers: auth(tokens.token),
      });
      return exchange.json<{ code: string }>().code;
    };
    const redeem = (code: unknown, tenant = 'abracaf', ip = '198.51.100.1') =>
      post('/Connect/Code', { code }, tenant, { 'x-forwarded-for': ip });

    it('trades a code once for tokens of its user', async () => {
      const code = await codeOf('faturamento');
      const traded = await redeem(code);
      expect(traded.statusCode).toBe(200);
      const me = await server.app.inject({
        method: 'GET',
        url: '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
        headers: auth(traded.json<{ token: string }>().token),
      });
      expect(me.json()).toMatchObject({ email: demoLogin('faturamento'), role: 'Faturamento' });
      const again = await redeem(code);
      expect(again.statusCode).toBe(401);
      expect(problemOf(again)).toMatchObject({
        code: 'codigo-invalido',
        detail: 'Código de acesso inválido, expirado ou já utilizado. Entre novamente pelo portal.',
      });
    });

    it('refuses a code in another tenant, after its minute, or for a user made inactive', async () => {
      const code = await codeOf('boletim');
      expect((await redeem(code, 'assobrav')).statusCode).toBe(401);
      expect((await redeem(code)).statusCode).toBe(200);

      const late = await codeOf('boletim');
      server.clock.advance(61);
      expect(problemOf(await redeem(late)).code).toBe('codigo-invalido');

      const inactive = await codeOf('regional');
      await inTenant(server, 'abracaf', () =>
        server.database.db.execute(
          sql`update usuario set status = 'Inativo' where login = ${demoLogin('regional')}`,
        ),
      );
      try {
        expect(problemOf(await redeem(inactive)).code).toBe('usuario-inativo');
      } finally {
        await inTenant(server, 'abracaf', () =>
          server.database.db.execute(
            sql`update usuario set status = 'Ativo' where login = ${demoLogin('regional')}`,
          ),
        );
      }
    });

    it('answers 400 for a malformed body and throttles guessing per address', async () => {
      expect(problemOf(await post('/Connect/Code', {})).errors?.[0]?.field).toBe('code');
      expect((await redeem('curto')).statusCode).toBe(400);
      expect((await post('/Connect/Code', { code: 'x'.repeat(43), extra: 1 })).statusCode).toBe(
        400,
      );
      const limit = server.config.limits.loginPerIp.max;
      for (let i = 0; i < limit; i += 1) {
        expect((await redeem('y'.repeat(43), 'abracaf', '198.51.100.77')).statusCode).toBe(401);
      }
      const blocked = await redeem(await codeOf('faturamento'), 'abracaf', '198.51.100.77');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
