// `pnpm --filter @emplacamento/api bench`: login and a paged user list at 50 connections for 10 s
// each, against the real server on 127.0.0.1 — on PGlite, and on PostgreSQL when DATABASE_URL is
// set. Production password cost; request logs off (warn) so the terminal is the only sink.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { withScratchDatabase } from './scratch-database.js';
import { loadConfig, type Config } from '../src/config.js';
import { startServer } from '../src/main.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

interface Row {
  database: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function hit(
  url: string,
  title: string,
  options: Partial<autocannon.Options>,
): Promise<autocannon.Result> {
  // Logins queue behind the memory-hard hash: give them time instead of counting them as timeouts.
  return autocannon({ url, title, connections, duration, timeout: 60, ...options });
}

async function measure(label: string, config: Config): Promise<Row[]> {
  const server = await startServer(config);
  try {
    const headers = { 'content-type': 'application/json', domain: 'abracaf' };
    const body = JSON.stringify({ login: 'administrador@abracaf.demo', senha: DEMO_PASSWORD });
    const tokenResponse = await fetch(`${server.address}/Connect/Token`, {
      method: 'POST',
      headers,
      body,
    });
    const { token } = (await tokenResponse.json()) as { token: string };
    const rows: Row[] = [];
    const login = await hit(`${server.address}/Connect/Token`, 'login', {
      method: 'POST',
      headers,
      body,
    });
    // Logins still queued behind the hash when the run ended must not weigh on the next scenario.
    await server.app.drained(120_000);
    const list = await hit(
      `${server.address}/api/GerenciarUsuarios/Usuario/ListarUsuarios`,
      'users page',
      {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({
          draw: 1,
          start: 0,
          length: 10,
          order: [{ column: 'nomeCompleto', dir: 'asc' }],
        }),
      },
    );
    for (const [scenario, result] of [
      ['POST /Connect/Token (scrypt N=2^15,r=8,p=3)', login],
      ['POST ListarUsuarios (page of 10)', list],
    ] as const) {
      rows.push({
        database: label,
        scenario,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const base: Config = {
  ...loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    VALIDATE_RESPONSES: 'false',
    NODE_ENV: 'production',
  }),
  port: 0,
  host: '127.0.0.1',
  // Valid logins never count as failures; the address limit is for failures only.
  databaseUrl: undefined,
};

const rows: Row[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
try {
  rows.push(
    ...(await measure('PGlite', { ...base, dataDir, jwtSecret: randomBytes(32).toString('hex') })),
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const url = process.env.DATABASE_URL;
if (url) {
  rows.push(
    ...(await withScratchDatabase(url, (databaseUrl) =>
      measure('PostgreSQL', {
        ...base,
        databaseUrl,
        jwtSecret: randomBytes(32).toString('hex'),
      }),
    )),
  );
}

console.info(
  `\n${connections} connections, ${duration} s each, 127.0.0.1, ${os.cpus().length} cores`,
);
console.table(rows.map((r) => ({ ...r, p50: `${r.p50} ms`, p99: `${r.p99} ms` })));
