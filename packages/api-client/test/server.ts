// A real HTTP server on 127.0.0.1 for the client tests: each test gives the handler.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryCookieDocument, createApiClients, documentCookieJar, serviceKeys } from '../src';
import type { ApiClients, ApiClientsConfig, ServiceBaseUrls } from '../src';

/** One request the server received. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A running test server. */
export interface TestServer {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

type Handler = (request: Received, response: ServerResponse) => void | Promise<void>;

/** Starts a server on 127.0.0.1 with a free port. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: Received = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      void Promise.resolve(handler(request, res)).catch((error: unknown) => {
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
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

/** Answers JSON (or problem+json). */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  type = 'application/json',
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

/** Answers a problem details body. */
export function sendProblem(response: ServerResponse, status: number, detail: string): void {
  sendJson(
    response,
    status,
    { type: 'about:blank', title: 'Erro', status, detail },
    'application/problem+json',
  );
}

/** Every service at the same base URL. */
export function sameBase(url: string): ServiceBaseUrls {
  return Object.fromEntries(serviceKeys.map((key) => [key, url])) as ServiceBaseUrls;
}

/** Clients over an in-memory cookie document, all services on the test server. */
export function clientsFor(
  server: TestServer,
  overrides: Partial<ApiClientsConfig> = {},
): { clients: ApiClients; cookies: MemoryCookieDocument } {
  const cookies = new MemoryCookieDocument();
  const clients = createApiClients({
    services: sameBase(server.url),
    tenant: 'abracaf',
    cookies: documentCookieJar(cookies),
    ...overrides,
  });
  return { clients, cookies };
}
