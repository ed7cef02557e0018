import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../src';
import type { LogoutInfo } from '../src';
import { clientsFor, sendJson, sendProblem, startServer } from './server';
import type { Received, TestServer } from './server';

const expired = 'expired.' + 'a'.repeat(700);
const renewed = 'renewed.' + 'b'.repeat(701);
const expiresAt = '2026-11-23T04:00:00Z';
const usuarioLogado = '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado';
const listarEmpresas = '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * A server whose only valid token is `renewed`, and whose refresh succeeds or not; the first
 * `unavailable` refreshes are answered 503 (the server could not be asked).
 */
async function tokenServer(refreshSucceeds: boolean, refreshDelayMs = 50, unavailable = 0) {
  let refreshCalls = 0;
  server = await startServer(async (request, response) => {
    if (request.path === '/Connect/refreshtoken') {
      refreshCalls += 1;
      await new Promise((resolve) => setTimeout(resolve, refreshDelayMs));
      if (refreshCalls <= unavailable) {
        sendProblem(response, 503, 'Serviço indisponível');
        return;
      }
      const body = JSON.parse(request.body) as { refreshToken: string; token: string };
      if (refreshSucceeds && body.refreshToken === 'refresh-1' && body.token === expired) {
        sendJson(response, 200, { token: renewed, refreshToken: 'refresh-2', expiresAt });
      } else sendProblem(response, 401, 'Sessão expirada');
      return;
    }
    if (request.headers.authorization !== `Bearer ${renewed}`) {
      sendProblem(response, 401, 'Token expirado');
      return;
    }
    if (request.path === listarEmpresas) {
      const paging = JSON.parse(request.body) as { draw: number };
      sendJson(response, 200, {
        Data: { data: [], recordsTotal: 0, recordsFiltered: 0, draw: paging.draw },
      });
      return;
    }
    sendJson(response, 200, {
      id: 7,
      groupId: null,
      fullName: 'Ana',
      username: 'ana@abracaf.org.br',
      email: 'ana@abracaf.org.br',
      profileId: 1,
      role: 'Administrador',
      ehAdmin: true,
      ability: [],
    });
  });
  return { server, refreshCalls: () => refreshCalls };
}

function withToken(received: Received[], token: string): Received[] {
  return received.filter((r) => r.headers.authorization === `Bearer ${token}`);
}

describe('refresh on 401', () => {
  it('50 concurrent requests with an expired token cause one refresh and 50 retries', async () => {
    const { server, refreshCalls } = await tokenServer(true);
    const logouts: LogoutInfo[] = [];
    const { clients } = clientsFor(server, { onLogout: (info) => logouts.push(info) });
    clients.tokens.write({ token: expired, refreshToken: 'refresh-1', expiresAt });

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? settle(clients.users.GET(usuarioLogado))
          : settle(
              clients.business.POST(listarEmpresas, {
                params: { query: { paginar: true } },
                body: { draw: i, start: 0, length: 10, userdata: { status: 'Ativo' } },
              }),
            ),
      ),
    );

    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(refreshCalls()).toBe(1);
    const retried = withToken(server.received, renewed);
    expect(retried).toHaveLength(50);
    // The retried POSTs carry their original bodies.
    const draws = retried
      .filter((r) => r.path === listarEmpresas)
      .map((r) => (JSON.parse(r.body) as { draw: number }).draw)
      .sort((a, b) => a - b);
    expect(draws).toEqual(Array.from({ length: 25 }, (_, i) => i * 2 + 1));
    expect(clients.tokens.read()).toEqual({ token: renewed, refreshToken: 'refresh-2', expiresAt });
    expect(logouts).toEqual([]);
  });

  it('a request that starts during the refresh waits and goes out once, with the new token', async () => {
    const { server, refreshCalls } = await tokenServer(true, 150);
    const { clients } = clientsFor(server);
    clients.tokens.write({ token: expired, refreshToken: 'refresh-1', expiresAt });

    const first = settle(clients.users.GET(usuarioLogado));
    while (!clients.refresher.pending) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await settle(clients.users.GET(usuarioLogado));

    expect(second.ok).toBe(true);
    expect((await first).ok).toBe(true);
    expect(refreshCalls()).toBe(1);
    expect(withToken(server.received, expired)).toHaveLength(1);
    expect(withToken(server.received, renewed)).toHaveLength(2);
  });

  it('a failing refresh logs out once, sets the notice and returns the 401s typed', async () => {
    const { server, refreshCalls } = await tokenServer(false);
    const logouts: LogoutInfo[] = [];
    const { clients } = clientsFor(server, {
      onLogout: (info) => logouts.push(info),
      currentPath: () => '/admin-panel/users?page=2',
    });
    clients.tokens.write({ token: expired, refreshToken: 'refresh-1', expiresAt });

    const results = await Promise.all(
      Array.from({ length: 50 }, () => settle(clients.users.GET(usuarioLogado))),
    );

    expect(refreshCalls()).toBe(1);
    expect(logouts).toEqual([{ redirectTo: '/admin-panel/users?page=2' }]);
    for (const result of results) {
      expect(result.ok ? undefined : result.error).toMatchObject({ kind: 'problem', status: 401 });
    }
    expect(clients.tokens.read()).toBeNull();
    expect(clients.tokens.takeLogoutNotice()).toBe(true);
    expect(clients.tokens.takeLogoutNotice()).toBe(false);

    // Later 401s without a session neither refresh nor log out again.
    await settle(clients.users.GET(usuarioLogado));
    expect(refreshCalls()).toBe(1);
    expect(logouts).toHaveLength(1);
  });

  it('a refresh the server could not answer keeps the session for the next try', async () => {
    const { server, refreshCalls } = await tokenServer(true, 10, 1);
    const logouts: LogoutInfo[] = [];
    const { clients } = clientsFor(server, { onLogout: (info) => logouts.push(info) });
    clients.tokens.write({ token: expired, refreshToken: 'refresh-1', expiresAt });

    const first = await settle(clients.users.GET(usuarioLogado));
    expect(first.ok).toBe(false);
    expect(logouts).toEqual([]);
    expect(clients.tokens.takeLogoutNotice()).toBe(false);
    expect(clients.tokens.read()).toEqual({ token: expired, refreshToken: 'refresh-1', expiresAt });

    // The server is back: the same session renews and the call goes through.
    const second = await settle(clients.users.GET(usuarioLogado));
    expect(second.ok).toBe(true);
    expect(refreshCalls()).toBe(2);
    expect(clients.tokens.read()).toEqual({ token: renewed, refreshToken: 'refresh-2', expiresAt });
  });

  it('a 401 on login is wrong credentials, not an expired session', async () => {
    const { server, refreshCalls } = await tokenServer(true);
    const { clients } = clientsFor(server);
    clients.tokens.write({ token: expired, refreshToken: 'refresh-1', expiresAt });
    const result = await settle(
      clients.auth.POST('/Connect/Token', { body: { login: 'ana@x.org', senha: 'errada' } }),
    );
    expect(result.ok ? undefined : result.error).toMatchObject({ kind: 'problem', status: 401 });
    expect(refreshCalls()).toBe(0);
  });
});
