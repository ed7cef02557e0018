import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/mail/mailer.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { auth, createTestServer, demoLogin, login, problemOf, type TestServer } from './helpers.js';

const base = '/api/Administracao/Usuario';

describe('password recovery and change', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = { domain: 'abracaf' },
  ) => server.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const codeIn = async (email: string) => {
    const [mail] = await readOutbox(server.database.db, 'abracaf', email);
    const code = /Código: (\d{6})/.exec(mail?.texto ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  it('mails a code, validates it and saves the new password; the old one stops working', async () => {
    const email = demoLogin('faturamento');
    expect((await post(`${base}/RecuperarSenha/SolicitarCodigo`, { email })).statusCode).toBe(204);
    const codigo = await codeIn(email);
    expect((await post(`${base}/RecuperarSenha/ValidarCodigo`, { email, codigo })).statusCode).toBe(
      204,
    );
    const saved = await post(`${base}/RecuperarSenha/CadastrarNovaSenha`, {
      email,
      codigo,
      novaSenha: 'NovaSenha123',
    });
    expect(saved.statusCode).toBe(204);
    await expect(login(server.app, 'faturamento')).rejects.toThrow(/401/);
    await expect(
      login(server.app, 'faturamento', 'abracaf', 'NovaSenha123'),
    ).resolves.toHaveProperty('token');
    // A spent code does not work twice.
    const again = await post(`${base}/RecuperarSenha/CadastrarNovaSenha`, {
      email,
      codigo,
      novaSenha: 'Outra12345',
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await post(`${base}/RecuperarSenha/SolicitarCodigo`, {
      email: 'ninguem@abracaf.demo',
    });
    expect(response.statusCode).toBe(204);
    expect(await readOutbox(server.database.db, 'abracaf', 'ninguem@abracaf.demo')).toHaveLength(0);
  });

  it('kills a code after too many wrong tries and after it expires', async () => {
    const email = demoLogin('regional');
    await post(`${base}/RecuperarSenha/SolicitarCodigo`, { email });
    const codigo = await codeIn(email);
    const wrong = codigo === '000000' ? '111111' : '000000';
    for (let i = 0; i < server.config.recoveryCodeAttempts; i += 1) {
      const response = await post(`${base}/RecuperarSenha/ValidarCodigo`, { email, codigo: wrong });
      expect(problemOf(response).errors?.[0]?.field).toBe('codigo');
    }
    expect((await post(`${base}/RecuperarSenha/ValidarCodigo`, { email, codigo })).statusCode).toBe(
      400,
    );

    const grupo = demoLogin('grupo');
    await post(`${base}/RecuperarSenha/SolicitarCodigo`, { email: grupo });
    const late = await codeIn(grupo);
    server.clock.advance(server.config.recoveryCodeMinutes * 60 + 1);
    expect(
      (await post(`${base}/RecuperarSenha/ValidarCodigo`, { email: grupo, codigo: late }))
        .statusCode,
    ).toBe(400);
  });

  it('rate-limits recovery requests per account', async () => {
    const email = demoLogin('loja');
    const limit = server.config.limits.recoveryPerAccount.max;
    for (let i = 0; i < limit; i += 1) {
      expect((await post(`${base}/RecuperarSenha/SolicitarCodigo`, { email })).statusCode).toBe(
        204,
      );
    }
    const blocked = await post(`${base}/RecuperarSenha/SolicitarCodigo`, { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('rate-limits recovery requests per client address', async () => {
    const limit = server.config.limits.recoveryPerIp.max;
    const headers = { domain: 'abracaf', 'x-forwarded-for': '198.51.100.7' };
    let last = 0;
    for (let i = 0; i <= limit; i += 1) {
      last = (
        await post(
          `${base}/RecuperarSenha/SolicitarCodigo`,
          { email: `x${i}@abracaf.demo` },
          headers,
        )
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('rejects a weak new password with a field error', async () => {
    const response = await post(`${base}/RecuperarSenha/CadastrarNovaSenha`, {
      email: demoLogin('boletim'),
      codigo: '123456',
      novaSenha: 'curta',
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.map((e) => e.field)).toContain('novaSenha');
  });

  it('changes the password of the logged user, checking the current one', async () => {
    const tokens = await login(server.app, 'validacao.marca');
    const headers = auth(tokens.token);
    const wrong = await post(
      `${base}/AlterarSenha`,
      { senhaAtual: 'errada', novaSenha: 'Trocada123' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong).errors).toEqual([
      { field: 'senhaAtual', message: 'A senha atual não confere' },
    ]);
    const ok = await post(
      `${base}/AlterarSenha`,
      { senhaAtual: DEMO_PASSWORD, novaSenha: 'Trocada123' },
      headers,
    );
    expect(ok.statusCode).toBe(204);
    await expect(
      login(server.app, 'validacao.marca', 'abracaf', 'Trocada123'),
    ).resolves.toHaveProperty('token');
    // The session that changed it keeps refreshing.
    const refreshed = await post('/Connect/refreshtoken', tokens);
    expect(refreshed.statusCode).toBe(200);
    const anonymous = await post(`${base}/AlterarSenha`, {
      senhaAtual: 'a',
      novaSenha: 'Trocada123',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
