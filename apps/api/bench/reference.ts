// Reference-data bench: the detailed dealership list (page 1, sorted, searched) over 10,000
// dealerships and the municipality list over every IBGE municipality, against the real server on
// 127.0.0.1 (PGlite; PostgreSQL too when DATABASE_URL is set): one quiet connection (the cost of
// one call), then 50 connections (throughput and queueing).
//
// Each run gets a server of its own. PGlite executes in the main thread: while a query runs the
// event loop reads no socket, so the server takes requests one at a time and the requests that
// autocannon abandons at the end of a run stay unread in the kernel's socket buffers, where
// `drained()` cannot see them. They used to be served during the next scenario (about 36 s of
// dealership searches), which starved the municipality scenario to zero answers. Stopping the
// server refuses them with 503 at once; the next run starts idle.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { withScratchDatabase } from './scratch-database.js';
import { loadConfig, type Config } from '../src/config.js';
import { asPlatform, openDatabase, withTenant, type DatabaseTarget } from '../src/db/client.js';
import { concessionaria, fabricante, grupoEmpresa, municipio } from '../src/db/schema-reference.js';
import { startServer } from '../src/main.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { mulberry32 } from '../src/registrations/generate.js';
import { demoDealerships } from '../src/seed/reference-companies.js';
import { seedReference } from '../src/seed/reference.js';
import { seedDemo } from '../src/seed/seed.js';

// 30 s under load (not 10): at 50 connections PGlite's queue takes seconds to fill, and the figure
// should be the steady state. The quiet run only measures one call at a time.
const duration = Number(process.env.BENCH_SECONDS ?? 30);
const quietSeconds = Number(process.env.BENCH_QUIET_SECONDS ?? 10);
const DEALERSHIPS = 10_000;
const TENANT = 'abracaf';

const scenarios = [
  {
    scenario: `ListarEmpresasDetalhadas (${String(DEALERSHIPS)}, search "auto", by NomeFantasia)`,
    url: '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas',
    body: {
      draw: 1,
      start: 0,
      length: 10,
      search: { value: 'auto' },
      order: [{ column: 'NomeFantasia', dir: 'asc' }],
    },
  },
  {
    scenario: 'ListarMunicipios (all municipalities, page of 50 by Nome)',
    url: '/api/AreasAbrangencia/Municipio/ListarMunicipios',
    body: { draw: 1, start: 0, length: 50, order: [{ column: 'Nome', dir: 'asc' }] },
  },
];

/** Seeds the demo and grows the tenant's dealerships to DEALERSHIPS before the server starts. */
async function prepare(target: DatabaseTarget, config: Config) {
  const database = await openDatabase(target);
  try {
    await seedDemo(database.db, config.scrypt);
    await seedReference(database.db);
    const db = database.db;
    // The bench's own writes are one tenant's, in its scope like any request's.
    await withTenant(db, TENANT, async () => {
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
        mulberry32(7),
      );
      for (let i = 0; i < rows.length; i += 1_000)
        await db.insert(concessionaria).values(rows.slice(i, i + 1_000));
    });
    // What autovacuum does on PostgreSQL a minute after a bulk load; PGlite has no autovacuum, and
    // without statistics its planner takes 5,571 municipalities for 71 rows.
    // Through the escape: ANALYZE skips the tables the restricted role does not own.
    await asPlatform(db, () => db.execute(sql`analyze`));
  } finally {
    await database.close();
  }
}

/** One autocannon run against a server of its own (see the header for why). */
async function run(
  label: string,
  config: Config,
  { scenario, url, body }: (typeof scenarios)[number],
  connections: number,
  seconds: number,
) {
  const server = await startServer(config);
  try {
    const headers = { 'content-type': 'application/json', domain: TENANT };
    const tokenResponse = await fetch(`${server.address}/Connect/Token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD }),
    });
    const { token } = (await tokenResponse.json()) as { token: string };
    const request = {
      url: `${server.address}${url}`,
      method: 'POST' as const,
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    };
    // Warm-up: the first calls plan the queries and fill PGlite's caches.
    for (let i = 0; i < 3; i++) {
      const warm = await fetch(request.url, request);
      if (!warm.ok) throw new Error(`${scenario}: warm-up answered ${String(warm.status)}`);
      await warm.text();
    }
    const load = os.loadavg()[0] ?? 0;
    // 60 s: at 50 connections a PGlite request may wait for 49 others; a timeout would hide it.
    const result = await autocannon({ ...request, connections, duration: seconds, timeout: 60 });
    return {
      database: label,
      scenario,
      connections,
      rps: Math.round(result.requests.average * 10) / 10,
      p50: `${String(result.latency.p50)} ms`,
      p99: `${String(result.latency.p99)} ms`,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      load: load.toFixed(2),
    };
  } finally {
    await server.stop();
  }
}

async function measure(label: string, target: DatabaseTarget, config: Config) {
  await prepare(target, config);
  const rows = [];
  for (const scenario of scenarios) {
    rows.push(await run(label, config, scenario, 1, quietSeconds));
    rows.push(await run(label, config, scenario, 50, duration));
  }
  return rows;
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
  results.push(
    ...(await withScratchDatabase(url, (databaseUrl) =>
      measure(
        'PostgreSQL',
        { url: databaseUrl },
        { ...base, databaseUrl, jwtSecret: randomBytes(32).toString('hex') },
      ),
    )),
  );
}

console.info(
  `\n${String(quietSeconds)} s at 1 connection, ${String(duration)} s at 50, 127.0.0.1, ${String(os.cpus().length)} cores; load = 1-minute load average when the run started`,
);
console.table(results);
