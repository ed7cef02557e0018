// A real HTTP server on 127.0.0.1 that answers the sign-in, refresh and logged-user calls the way
// apps/api does (same paths, bodies and problem+json errors), for the packed api-client to talk
// to from outside the workspace. Its access token `expirado` is refused as expired, so the first
// authorised call meets a 401 and the client's refresh middleware must renew the session.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received. */
export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface ApiServer {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

export const demoLogin = 'administrador@abracaf.demo';
export const demoPassword = 'Emplacamento2026';
const tenant = 'abracaf';
const expiredToken = 'expirado';
const renewedToken = 'renovado';
const firstRefresh = 'refresh-1';

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

function problem(response: ServerResponse, status: number, detail: string, code: string) {
  const title = status === 401 ? 'Não autenticado' : 'Requisição inválida';
  send(
    response,
    status,
    { type: 'about:blank', title, status, detail, code },
    'application/problem+json',
  );
}

function route(request: Received, body: string, response: ServerResponse): void {
  if (request.headers.domain !== tenant) {
    problem(response, 400, 'Informe o domínio (cabeçalho Domain).', 'dominio-ausente');
    return;
  }
  const tokens = (token: string, refreshToken: string) => ({
    token,
    refreshToken,
    expiresAt: '2026-11-23T06:00:00Z',
  });
  if (request.method === 'POST' && request.path === '/Connect/Token') {
    const { login, senha } = JSON.parse(body) as { login: string; senha: string };
    if (login === demoLogin && senha === demoPassword)
      send(response, 200, tokens(expiredToken, firstRefresh));
    else problem(response, 401, 'Usuário ou senha inválidos.', 'credenciais-invalidas');
    return;
  }
  if (request.method === 'POST' && request.path === '/Connect/refreshtoken') {
    const { token, refreshToken } = JSON.parse(body) as { token: string; refreshToken: string };
    if (token === expiredToken && refreshToken === firstRefresh)
      send(response, 200, tokens(renewedToken, 'refresh-2'));
    else problem(response, 401, 'Sessão expirada. Entre novamente.', 'refresh-invalido');
    return;
  }
  if (
    request.method === 'GET' &&
    request.path === '/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado'
  ) {
    if (request.headers.authorization !== `Bearer ${renewedToken}`) {
      problem(response, 401, 'Token expirado.', 'token-expirado');
      return;
    }
    send(response, 200, {
      id: 1,
      groupId: null,
      fullName: 'Administrador ABRACAF',
      username: demoLogin,
      email: demoLogin,
      profileId: 1,
      role: 'Administrador',
      ehAdmin: true,
      ability: [],
    });
    return;
  }
  problem(response, 404, `Rota inexistente: ${request.method} ${request.path}`, 'rota-inexistente');
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startApiServer(): Promise<ApiServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers };
      received.push(request);
      route(request, Buffer.concat(chunks).toString('utf8'), res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
