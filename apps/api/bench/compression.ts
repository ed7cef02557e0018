// `pnpm --filter @emplacamento/api bench` (compression part): the answers the report page loads
// first (the definitions, a report's filter options, two report runs) and a page of the user list,
// each asked without Accept-Encoding, with `gzip` and with `br` (docs/decisions/0266), on a server
// over PGlite in memory with BENCH_COMPRESSION_REGISTRATIONS demo registrations. Prints the bytes
// on the wire and p50/p95 of sequential calls from node:http (which hands the bytes as they come:
// the time is the server's and the wire's, no decoding); the identity row is the peer.
import http from 'node:http';
import os from 'node:os';
import { startServer } from '../src/main.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { listServerConfig } from './list-server-config.js';
import { timed, TENANT } from './seeded-tenant.js';

const REGISTRATIONS = Number(process.env.BENCH_COMPRESSION_REGISTRATIONS ?? 20_000);
const CALLS = Number(process.env.BENCH_COMPRESSION_CALLS ?? 50);
const YEAR = { dataInicial: '2025-07-01', dataFinal: '2026-06-30' };

const cases = [
  { name: 'GET Relatorios (definitions)', method: 'GET', path: '/api/Emplacamento/Relatorios' },
  {
    name: 'GET Relatorios/Marca/Filtros',
    method: 'GET',
    path: '/api/Emplacamento/Relatorios/Marca/Filtros',
  },
  {
    name: 'POST MarcaMes/Executar (a year)',
    method: 'POST',
    path: '/api/Emplacamento/Relatorios/MarcaMes/Executar',
    body: { filtros: YEAR, length: 100 },
  },
  {
    name: 'POST Concessionaria/Executar (100 rows)',
    method: 'POST',
    path: '/api/Emplacamento/Relatorios/Concessionaria/Executar',
    body: { filtros: {}, length: 100 },
  },
  {
    name: 'POST ListarUsuarios (page of 10)',
    method: 'POST',
    path: '/api/GerenciarUsuarios/Usuario/ListarUsuarios',
    body: { draw: 1, start: 0, length: 10, order: [{ column: 'nomeCompleto', dir: 'asc' }] },
  },
] as const;

/** One call; resolves with the bytes that came over the wire and their Content-Encoding. */
function call(
  origin: string,
  c: (typeof cases)[number],
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const payload = 'body' in c ? JSON.stringify(c.body) : undefined;
    const request = http.request(
      new URL(c.path, origin),
      {
        method: c.method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200)
            reject(new Error(`${c.name}: ${String(response.statusCode)}`));
          else resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const server = await startServer({
  ...listServerConfig,
  inMemoryDatabase: true,
  demoRegistrations: REGISTRATIONS,
  imports: { ...listServerConfig.imports, runJobs: false },
});
try {
  const signIn = await fetch(`${server.address}/Connect/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', domain: TENANT },
    body: JSON.stringify({ login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const signedIn = { domain: TENANT, authorization: `Bearer ${token}` };
  const rows = [];
  for (const c of cases) {
    for (const accept of ['', 'gzip', 'br']) {
      const headers = accept ? { ...signedIn, 'accept-encoding': accept } : signedIn;
      const { bytes, encoding } = await call(server.address, c, headers);
      const [p50, p95] = await timed(CALLS, () => call(server.address, c, headers));
      rows.push({
        answer: c.name,
        'content-encoding': encoding,
        bytes,
        'p50 ms': Number(p50.toFixed(2)),
        'p95 ms': Number(p95.toFixed(2)),
      });
    }
  }
  console.info(
    `\nAnswers by Accept-Encoding, PGlite in memory, ${REGISTRATIONS.toLocaleString('en')} demo registrations, ${String(CALLS)} sequential calls each on 127.0.0.1, ${String(os.cpus().length)} cores, load ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
  );
  console.table(rows);
} finally {
  await server.stop();
}
