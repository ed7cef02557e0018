import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../src';
import { clientsFor, sendJson, startServer } from './server';
import type { TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('tenant header', () => {
  it('puts Domain on every request of every service, public calls included', async () => {
    server = await startServer((_, res) => {
      sendJson(res, 200, []);
    });
    let tenant = 'abracaf';
    const { clients } = clientsFor(server, { tenant: () => tenant });
    await settle(clients.auth.POST('/Connect/Token', { body: { login: 'a@b.org', senha: 'x' } }));
    await settle(
      clients.administration.POST('/api/Administracao/Usuario/RecuperarSenha/SolicitarCodigo', {
        body: { email: 'a@b.org' },
      }),
    );
    await settle(clients.vehicles.GET('/api/Veiculos/CategoriaVeiculo'));
    await settle(
      clients.brandValidation.DELETE('/api/ValidacaoMarca', { params: { query: { id: 3 } } }),
    );
    await settle(clients.platform.GET('/health'));
    tenant = 'outra';
    await settle(clients.registration.GET('/api/Emplacamento/EfetivarFaturamentos'));

    expect(server.received.map((r) => r.headers.domain)).toEqual([
      'abracaf',
      'abracaf',
      'abracaf',
      'abracaf',
      'abracaf',
      'outra',
    ]);
  });

  it('sends no Authorization without a session and the bearer with one', async () => {
    server = await startServer((_, res) => {
      sendJson(res, 200, []);
    });
    const { clients } = clientsFor(server);
    await settle(clients.vehicles.GET('/api/Veiculos/CategoriaVeiculo'));
    clients.tokens.write({
      token: 'abc.def',
      refreshToken: 'r',
      expiresAt: '2026-11-23T00:00:00Z',
    });
    await settle(clients.vehicles.GET('/api/Veiculos/CategoriaVeiculo'));
    expect(server.received.map((r) => r.headers.authorization)).toEqual([
      undefined,
      'Bearer abc.def',
    ]);
  });
});
