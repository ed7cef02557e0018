import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/client.js';
import { startServer } from '../src/main.js';
import { loadSecrets } from '../src/secrets.js';
import {
  acrossTenants,
  auth,
  createTestServer,
  demoLogin,
  login,
  testContract,
  testScrypt,
  problemOf,
  type TestServer,
} from './helpers.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { uploadAs } from './files-helpers.js';

describe('server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => server.close());

  it('answers /health after a database round trip', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', banco: 'ok', versao: '0.1.0' });
  });

  it('answers 503 on /health when the database is gone', async () => {
    const { openDatabase } = await import('../src/db/client.js');
    const { buildApp } = await import('../src/app.js');
    const database = await openDatabase({ memory: true });
    const app = await buildApp({
      config: server.config,
      database,
      secrets: { jwtKey: new Uint8Array(32) },
      contract: await testContract(server.config.openapiDir),
      logger: false,
    });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degradado', banco: 'indisponivel' });
    await app.close();
    // A whole fresh database is migrated first: a minute and more on a busy 2-core machine.
  }, 180_000);

  it('seeds idempotently: a second run adds nothing and keeps changed grants', async () => {
    const { seedDemo } = await import('../src/seed/seed.js');
    const { perfilEvento, usuario } = await import('../src/db/schema.js');
    const { count, eq } = await import('drizzle-orm');
    const db = server.database.db;
    // Every tenant's rows: counted through the platform escape.
    const users = () =>
      acrossTenants(server, async () => (await db.select({ n: count() }).from(usuario))[0]?.n);
    const grants = () =>
      acrossTenants(server, async () => (await db.select({ n: count() }).from(perfilEvento))[0]?.n);
    const before = { users: await users(), grants: await grants() };
    expect(before.users).toBe(4 * 12);
    await acrossTenants(server, () => db.delete(perfilEvento).where(eq(perfilEvento.perfilId, 11)));
    const changed = await grants();
    await seedDemo(db, testScrypt);
    expect(await users()).toBe(before.users);
    expect(await grants()).toBe(changed);
  });

  it('publishes the runtime configuration with every tenant and its hosts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      tenants: { id: string; hosts: string[] }[];
      languages: string[];
    }>();
    expect(body.tenants.map((t) => t.id).sort()).toEqual([
      'abrac',
      'abracaf',
      'assobrav',
      'default',
    ]);
    expect(body.tenants.find((t) => t.id === 'abracaf')?.hosts).toEqual(['abracaf.localhost']);
    expect(body.languages[0]).toBe('pt-BR');
  });

  it('refuses an unknown tenant with a pt-BR problem', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/Connect/Token',
      headers: { domain: 'nao-existe' },
      payload: { login: 'a@b.com', senha: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors).toEqual([
      { field: 'Domain', message: 'Domínio desconhecido' },
    ]);
  });

  it('refuses a request without the Domain header', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/Connect/Token',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).toBe('O cabeçalho Domain precisa ser informado.');
  });

  it('guards HEAD requests like the GET they mirror', async () => {
    const head = (headers: Record<string, string>) =>
      server.app.inject({
        method: 'HEAD',
        url: '/api/Geral/Calendario/EhDiaUtil?data=2026-02-17',
        headers,
      });
    expect((await head({})).statusCode).toBe(400);
    expect((await head({ domain: 'abracaf' })).statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/Connect/Token',
      headers: { domain: 'abracaf' },
      payload: { login: demoLogin('loja'), senha: DEMO_PASSWORD },
    });
    const { token } = login.json<{ token: string }>();
    const authed = { domain: 'abracaf', authorization: `Bearer ${token}` };
    const allowed = await head(authed);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toBe('');
    // A permission the store profile lacks is refused for HEAD as for GET.
    const denied = await server.app.inject({
      method: 'HEAD',
      url: '/api/GerenciarEmpresas/EmpresaGrid/ObterFiltros',
      headers: authed,
    });
    expect(denied.statusCode).toBe(403);
  });

  it('answers unknown API paths with a 404 problem', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/NaoExiste' });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).code).toBe('nao-encontrado');
  });

  it('answers 500 when a response breaks the contract', async () => {
    const { buildApp } = await import('../src/app.js');
    const { login } = await import('./helpers.js');
    const contract = new Map(await testContract(server.config.openapiDir));
    const tipos = 'GET /api/GerenciarUsuarios/Usuario/ObterTiposBoletim';
    const logado = contract.get('GET /api/GerenciarUsuarios/Usuario/ObterUsuarioLogado');
    const original = contract.get(tipos);
    if (!logado || !original) throw new Error('operations missing from the contract');
    // The bulletin types (an array) checked against the logged user's schema (an object).
    contract.set(tipos, { ...original, validateResponse: logado.validateResponse });
    const app = await buildApp({
      config: server.config,
      database: server.database,
      secrets: { jwtKey: new TextEncoder().encode(server.config.jwtSecret) },
      contract,
      logger: false,
    });
    const { token } = await login(app, 'administrador');
    const response = await app.inject({
      method: 'GET',
      url: '/api/GerenciarUsuarios/Usuario/ObterTiposBoletim',
      headers: { domain: 'abracaf', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('refuses to register a route that is not in the contract', async () => {
    const { buildApp } = await import('../src/app.js');
    const app = await buildApp({
      config: server.config,
      database: server.database,
      secrets: { jwtKey: new Uint8Array(32) },
      contract: await testContract(server.config.openapiDir),
      logger: false,
    });
    expect(() => app.get('/api/Inventada', () => ({}))).toThrow(/not an operation of openapi/);
    await app.close();
  });
});

/** A log stream that keeps every line the server writes. */
function capturedLog() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logStream };
}

describe('request log', () => {
  it('masks tokens and codes a query string carries', async () => {
    const { lines, logStream } = capturedLog();
    const logged = await createTestServer({ logLevel: 'info' }, { logStream });
    try {
      const response = await logged.app.inject({
        method: 'GET',
        url: '/api/Realtime/Stream?domain=abracaf&access_token=segredo-do-token&colecoes=notificacoes',
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await logged.close();
    }
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual([
      '/api/Realtime/Stream?domain=abracaf&access_token=***&colecoes=notificacoes',
    ]);
    expect(lines.join('')).not.toContain('segredo-do-token');
  });
});

describe('answers through the reply', () => {
  it('sends a download once: no "already sent" warning (it would log the address and its token)', async () => {
    const { lines, logStream } = capturedLog();
    const logged = await createTestServer({ logLevel: 'info' }, { logStream });
    try {
      const admin = auth((await login(logged.app, 'administrador')).token);
      const content = 'Código;Descrição\n1;Emplacamento\n';
      const sent = await uploadAs(logged, admin, [{ name: 'lista.csv', content }]);
      expect(sent.statusCode).toBe(200);
      const [file] = sent.json<{ ArquivoId: number }[]>();
      const download = await logged.app.inject({
        method: 'GET',
        url: `/api/Geral/GerenciadorArquivo/Download?id=${String(file?.ArquivoId)}`,
        headers: admin,
      });
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe(content);
    } finally {
      await logged.close();
    }
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message: string } })
      .filter((entry) => entry.level >= 40);
    expect(warnings).toEqual([]);
  });
});

describe('a stream whose client hangs up', () => {
  it('ends quietly: no second answer, no warning (the address carries the access token)', async () => {
    const { lines, logStream } = capturedLog();
    const logged = await createTestServer({ logLevel: 'info' }, { logStream });
    const { token } = await login(logged.app, 'administrador');
    try {
      const origin = await logged.app.listen({ host: '127.0.0.1', port: 0 });
      // A socket cut as a browser tab or a proxy cuts it, once the stream has started.
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const request = http.get(
          `${origin}/api/Realtime/Stream?colecoes=notificacoes&access_token=${token}`,
          { headers: { domain: 'abracaf' } },
          (response) => {
            response.once('data', () => {
              request.destroy();
              resolve(response.statusCode);
            });
          },
        );
        request.once('error', reject);
      });
      expect(status).toBe(200);
      // The server has seen the socket go (its answer, if any, was written before this).
      await vi.waitFor(async () => {
        const open = await new Promise<number>((resolve, reject) => {
          logged.app.server.getConnections((error, count) => {
            if (error) reject(error);
            else resolve(count);
          });
        });
        expect(open).toBe(0);
      });
    } finally {
      await logged.close();
    }
    const entries = lines.map(
      (line) => JSON.parse(line) as { level: number; msg?: string; res?: { statusCode: number } },
    );
    expect(entries.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(lines.join('')).not.toContain(token);
  });
});

describe('standalone process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-data-'));
  const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-portal-'));
  fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.mkdirSync(path.join(portalDir, 'assets'));
  fs.writeFileSync(path.join(portalDir, 'assets', 'app.js'), 'console.log(1)');

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  it('creates secrets once in the data folder and keeps them', () => {
    const first = loadSecrets({ dataDir, jwtSecret: undefined });
    const again = loadSecrets({ dataDir, jwtSecret: undefined });
    expect(Buffer.from(again.jwtKey).equals(Buffer.from(first.jwtKey))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('serves the portal with SPA fallback and finishes a request in flight after stop', async () => {
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORTAL_DIR: portalDir,
        LOG_LEVEL: 'silent',
        // A few demo registrations: the start seeds them, and the default (100,000 per tenant)
        // is what `pnpm start` wants, not this test.
        DEMO_REGISTRATIONS: '500',
      }),
      port: 0,
      inMemoryDatabase: true,
      databaseUrl: undefined,
      // Production cost, so the login is still hashing when stop() is called.
    };
    const server = await startServer(config);
    try {
      const base = server.address;
      // The start gathered the planner's statistics (PGlite has no autovacuum to do it).
      const [stats] = await queryRows<{ n: number }>(
        server.database.db,
        sql`select reltuples::int as n from pg_class where relname = 'municipio'`,
      );
      expect(stats?.n).toBeGreaterThanOrEqual(4 * 5_570);
      const page = await fetch(`${base}/admin-panel/users`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Portal</title>');
      expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('console.log(1)');
      expect((await fetch(`${base}/api/Nada`)).status).toBe(404);

      const inFlight = fetch(`${base}/Connect/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', domain: 'abracaf' },
        body: JSON.stringify({ login: demoLogin('administrador'), senha: DEMO_PASSWORD }),
      });
      // Wait until the login is inside the app (counted from its first hook), then stop: a turn
      // of the event loop per check, no fixed sleep that a busy machine could outlast.
      while (server.app.inFlight() === 0) await new Promise((resolve) => setImmediate(resolve));
      const stopped = server.stop();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('token');
      // The answer ends its keep-alive connection, so the shutdown does not wait for it to idle out.
      expect(response.headers.get('connection')).toBe('close');
      await stopped;
      await expect(fetch(`${base}/health`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  }, 240_000);
});
