// Per-request overhead of the api-client (tenant, auth from cookies, timeout, refresh middleware,
// typed result) against a bare fetch to the same local server. Prints the mean latencies and the
// ratio client / bare. Run: pnpm --filter @emplacamento/api-client bench
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Bench } from 'tinybench';
import {
  MemoryCookieDocument,
  createApiClients,
  documentCookieJar,
  serviceKeys,
  settle,
} from '../src';
import type { ServiceBaseUrls } from '../src';

const path = '/api/Veiculos/CategoriaVeiculo';
const body = JSON.stringify([
  { Id: 1, Nome: 'Automóvel' },
  { Id: 2, Nome: 'Comercial leve' },
  { Id: 3, Nome: 'Motocicleta' },
]);
const token = 'eyJhbGciOiJIUzI1NiJ9.' + 'x'.repeat(600) + '.signature';

const server = createServer((req, res) => {
  const ok = req.headers.authorization === `Bearer ${token}` && req.headers.domain === 'abracaf';
  res.writeHead(ok ? 200 : 401, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

const clients = createApiClients({
  services: Object.fromEntries(serviceKeys.map((key) => [key, url])) as ServiceBaseUrls,
  tenant: 'abracaf',
  cookies: documentCookieJar(new MemoryCookieDocument()),
});
clients.tokens.write({ token, refreshToken: 'r', expiresAt: '2099-01-01T00:00:00Z' });

async function bare(): Promise<void> {
  const response = await fetch(url + path, {
    headers: { Domain: 'abracaf', Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`bare: ${String(response.status)}`);
  await response.json();
}

async function viaClient(): Promise<void> {
  const result = await settle(clients.vehicles.GET(path));
  if (!result.ok) throw new Error(`client: ${result.error.kind}`);
}

// Warm the connection pool and the JIT before measuring.
for (let i = 0; i < 200; i++) {
  await bare();
  await viaClient();
}

// Three rounds, each measuring both; the machine is shared, so the median ratio is reported.
const ratios: number[] = [];
for (let round = 1; round <= 3; round++) {
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench.add('bare fetch', bare).add('api-client (all middleware)', viaClient);
  await bench.run();
  if (round === 1) console.table(bench.table());
  const meanMs = (name: string): number => {
    const result = bench.getTask(name)?.result;
    if (!result || !('latency' in result)) throw new Error(`${name} did not complete`);
    return result.latency.mean;
  };
  const bareMs = meanMs('bare fetch');
  const clientMs = meanMs('api-client (all middleware)');
  ratios.push(clientMs / bareMs);
  console.info(
    `round ${String(round)}: bare ${bareMs.toFixed(3)} ms, client ${clientMs.toFixed(3)} ms, ` +
      `overhead ${(clientMs - bareMs).toFixed(3)} ms per request`,
  );
}
ratios.sort((a, b) => a - b);
console.info(`ratio client/bare (median of 3 rounds): ${(ratios[1] ?? Number.NaN).toFixed(2)}`);
await new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => {
    resolve();
  });
});
