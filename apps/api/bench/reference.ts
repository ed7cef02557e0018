// Reference-data bench: the detailed dealership list (page 1, sorted, searched) over 10,000
// dealerships and the municipality list over every IBGE municipality, at 50 connections against
// the real server on 127.0.0.1 (PGlite; PostgreSQL too when DATABASE_URL is set).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type DatabaseTarget } from '../src/db/client.js';
import { concessionaria, fabricante, grupoEmpresa, municipio } from '../src/db/schema-reference.js';
import { startServer } from '../src/main.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { demoDealerships, prng } from '../src/seed/reference-companies.js';
import { seedReference } from '../src/seed/reference.js';
import { seedDemo } from '../src/seed/seed.js';

// PGlite runs one query at a time: at 50 connections the first answers take seconds, so 30 s
// (not 10) to measure the steady state rather than the queue filling up.
const duration = Number(process.env.BENCH_SECONDS ?? 30);
const connections = 50;
const DEALERSHIPS = 10_000;
const TENANT = 'abracaf';

/** Seeds the demo and grows the tenant's dealerships to DEALERSHIPS before the server starts. */
async function prepare(target: DatabaseTarget, config: Config) {
  const database = await openDatabase(target);
  try {
    await seedDemo(database.db, config.scrypt);
    await seedReference(database.db);
    const db = database.db;
    const cities = await db
      .select({ id: municipio.id, estadoId: municipio.estadoId, nome: municipio.nome })
      .from(municipio)
      .where(eq(municipio.tenantId, TENANT));
    const brands = await db
      .select({ id: fabricante.id })
      .from(fabricante)
      .where(eq(fabricante.tenantId, TENANT));
    const groups = await db
      .select({ id: grupoEmpresa.id })
      .from(grupoEmpresa)
      .where(eq(grupoEmpresa.tenantId, TENANT));
    const rows = demoDealerships(
      TENANT,
      1_000,
      DEALERSHIPS - 300,
      cities,
      brands.map((b) => b.id),
      groups.map((g) => g.id),
      prng(7),
    );
    for (let i = 0; i < rows.length; i += 1_000)
      await db.insert(concessionaria).values(rows.slice(i, i + 1_000));
  } finally {
    await database.close();
  }
}

async function measure(label: string, target: DatabaseTarget, config: Config) {
  await prepare(target, config);
  const server = await startServer(config);
  try {
    const headers = { 'content-type': 'application/json', domain: TENANT };
    const tokenResponse = await fetch(`${server.address}/Connect/Token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD }),
    });
    const { token } = (await tokenResponse.json()) as { token: string };
    const authed = { ...headers, authorization: `Bearer ${token}` };
    const scenarios = [
      [
        `ListarEmpresasDetalhadas (${String(DEALERSHIPS)}, search "auto", by NomeFantasia)`,
        '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas',
        {
          draw: 1,
          start: 0,
          length: 10,
          search: { value: 'auto' },
          order: [{ column: 'NomeFantasia', dir: 'asc' }],
        },
      ],
      [
        'ListarMunicipios (all municipalities, page of 50 by Nome)',
        '/api/AreasAbrangencia/Municipio/ListarMunicipios',
        { draw: 1, start: 0, length: 50, order: [{ column: 'Nome', dir: 'asc' }] },
      ],
    ] as const;
    const rows = [];
    for (const [scenario, url, body] of scenarios) {
      // Requests abandoned by the previous scenario still sit in PGlite's one-at-a-time queue after
      // their sockets closed (so drained() does not see them): one request of our own waits
      // behind them, so this scenario starts on an idle server.
      await server.app.drained(120_000);
      await fetch(`${server.address}${url}`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify(body),
      });
      const result = await autocannon({
        url: `${server.address}${url}`,
        method: 'POST',
        headers: authed,
        body: JSON.stringify(body),
        connections,
        duration,
        timeout: 30,
      });
      rows.push({
        database: label,
        scenario,
        rps: Math.round(result.requests.average),
        p50: `${String(result.latency.p50)} ms`,
        p99: `${String(result.latency.p99)} ms`,
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
  databaseUrl: undefined,
};

const results = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-ref-'));
try {
  const config = { ...base, dataDir, jwtSecret: randomBytes(32).toString('hex') };
  results.push(...(await measure('PGlite', { dir: path.join(dataDir, 'pglite') }, config)));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const url = process.env.DATABASE_URL;
if (url) {
  const name = `api_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    const config = {
      ...base,
      databaseUrl: target.toString(),
      jwtSecret: randomBytes(32).toString('hex'),
    };
    results.push(...(await measure('PostgreSQL', { url: target.toString() }, config)));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.info(
  `\n${String(connections)} connections, ${String(duration)} s each, 127.0.0.1, ${String(os.cpus().length)} cores`,
);
console.table(results);
