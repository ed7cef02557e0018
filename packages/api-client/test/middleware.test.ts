// Each middleware unit on a bare openapi-fetch client, without createApiClients.
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MemoryCookieDocument,
  SessionRefresher,
  authMiddleware,
  createTokenStore,
  documentCookieJar,
  refreshMiddleware,
  settle,
  tenantMiddleware,
  timeoutMiddleware,
} from '../src';
import type { PlatformApi } from '../src';
import { sendJson, sendProblem, startServer } from './server';
import type { TestServer } from './server';

type Paths = PlatformApi.paths;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('middleware units', () => {
  it('tenantMiddleware alone sets Domain', async () => {
    server = await startServer((_, res) => {
      sendJson(res, 200, { status: 'ok', versao: '1', banco: 'ok' });
    });
    const client = createClient<Paths>({ baseUrl: server.url });
    client.use(tenantMiddleware('abracaf'));
    await settle(client.GET('/health'));
    expect(server.received[0]?.headers.domain).toBe('abracaf');
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('auth and refresh retry a 401 with the refreshed token from any refresh function', async () => {
    server = await startServer((request, res) => {
      if (request.headers.authorization === 'Bearer t2') sendJson(res, 200, []);
      else sendProblem(res, 401, 'Token expirado');
    });
    const store = createTokenStore(documentCookieJar(new MemoryCookieDocument()), {
      secure: false,
    });
    store.write({ token: 't1', refreshToken: 'r1', expiresAt: '2026-11-23T00:00:00Z' });
    let refreshes = 0;
    const refresher = new SessionRefresher({
      store,
      refresh: (current) => {
        refreshes += 1;
        return Promise.resolve({ ...current, token: 't2', refreshToken: 'r2' });
      },
      onLogout: () => undefined,
      currentPath: () => '/',
    });
    const client = createClient<Paths>({ baseUrl: server.url });
    client.use(authMiddleware(store, refresher), refreshMiddleware(refresher));
    const result = await settle(
      client.GET('/api/Dev/Outbox', { params: { header: { Domain: 'x' } } }),
    );
    expect(result.ok).toBe(true);
    expect(refreshes).toBe(1);
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('renews once more when the token a retry got had expired too, and gives up after that', async () => {
    // t2 was brought by another request's refresh and expired before this request's retry came.
    const valid = new Set(['Bearer t3']);
    server = await startServer((request, res) => {
      if (valid.has(request.headers.authorization ?? '')) sendJson(res, 200, []);
      else sendProblem(res, 401, 'Token expirado');
    });
    const store = createTokenStore(documentCookieJar(new MemoryCookieDocument()), {
      secure: false,
    });
    store.write({ token: 't2', refreshToken: 'r2', expiresAt: '2026-11-23T00:00:00Z' });
    let issued = 2;
    const refresher = new SessionRefresher({
      store,
      refresh: (current) => {
        issued += 1;
        return Promise.resolve({ ...current, token: `t${String(issued)}` });
      },
      onLogout: () => undefined,
      currentPath: () => '/',
    });
    const client = createClient<Paths>({ baseUrl: server.url });
    client.use(refreshMiddleware(refresher));
    // Sent with t1: the store already holds t2, so the first retry uses it without a refresh.
    const result = await settle(
      client.POST('/api/Realtime/{colecao}', {
        params: { header: { Domain: 'x' }, path: { colecao: 'notificacoes' } },
        headers: { Authorization: 'Bearer t1' },
        body: { dados: { a: 1 } },
      }),
    );
    expect(result.ok).toBe(true);
    expect(server.received.map((r) => r.headers.authorization)).toEqual([
      'Bearer t1',
      'Bearer t2',
      'Bearer t3',
    ]);
    // Every retry carried the request's body again.
    expect(server.received.map((r) => r.body)).toEqual(Array(3).fill('{"dados":{"a":1}}'));
    // A server that refuses every token: two renewals, then the 401 reaches the caller.
    valid.clear();
    server.received.length = 0;
    const refused = await settle(
      client.GET('/api/Dev/Outbox', {
        params: { header: { Domain: 'x' } },
        headers: { Authorization: 'Bearer t3' },
      }),
    );
    expect(refused.ok).toBe(false);
    expect(server.received).toHaveLength(3);
  });

  it("timeoutMiddleware keeps the caller's own signal", async () => {
    server = await startServer(() => undefined);
    const client = createClient<Paths>({ baseUrl: server.url });
    client.use(timeoutMiddleware(60_000));
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort();
    }, 30);
    const result = await settle(client.GET('/health', { signal: controller.signal }));
    expect(result.ok ? undefined : result.error.kind).toBe('aborted');
  });
});
