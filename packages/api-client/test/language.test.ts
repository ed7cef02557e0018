import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../src';
import { clientsFor, sendJson, startServer } from './server';
import type { TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('Accept-Language header', () => {
  it('sends the current language on every call and follows a switch at the next call', async () => {
    server = await startServer((_, res) => {
      sendJson(res, 200, []);
    });
    let language = 'en';
    const { clients } = clientsFor(server, { language: () => language });
    await settle(clients.auth.POST('/Connect/Token', { body: { login: 'a@b.org', senha: 'x' } }));
    await settle(clients.vehicles.GET('/api/Veiculos/CategoriaVeiculo'));
    language = 'de';
    await settle(clients.platform.GET('/health'));
    expect(server.received.map((r) => r.headers['accept-language'])).toEqual(['en', 'en', 'de']);
  });

  it('defaults to pt-BR when the portal gives no language, or an empty one', async () => {
    server = await startServer((_, res) => {
      sendJson(res, 200, []);
    });
    await settle(clientsFor(server).clients.vehicles.GET('/api/Veiculos/CategoriaVeiculo'));
    await settle(clientsFor(server, { language: '' }).clients.platform.GET('/health'));
    expect(server.received.map((r) => r.headers['accept-language'])).toEqual(['pt-BR', 'pt-BR']);
  });

  it('carries the language on the refresh call and on the retried request after a 401', async () => {
    let calls = 0;
    server = await startServer((req, res) => {
      if (req.path === '/Connect/refreshtoken') {
        sendJson(res, 200, {
          token: 'new.token',
          refreshToken: 'r2',
          expiresAt: '2026-11-24T00:00:00Z',
        });
        return;
      }
      calls += 1;
      sendJson(res, calls === 1 ? 401 : 200, []);
    });
    const { clients } = clientsFor(server, { language: 'fr' });
    clients.tokens.write({
      token: 'old.token',
      refreshToken: 'r',
      expiresAt: '2026-11-23T00:00:00Z',
    });
    const result = await settle(clients.vehicles.GET('/api/Veiculos/CategoriaVeiculo'));
    expect(result.ok).toBe(true);
    expect(server.received.map((r) => [r.path, r.headers['accept-language']])).toEqual([
      ['/api/Veiculos/CategoriaVeiculo', 'fr'],
      ['/Connect/refreshtoken', 'fr'],
      ['/api/Veiculos/CategoriaVeiculo', 'fr'],
    ]);
  });
});
