// `pnpm --filter @emplacamento/api bench` (API under load): a paged user list at 50 connections on
// PGlite and, when DATABASE_URL is set, on PostgreSQL, each beside a static file the same server
// answers from memory (the ceiling: what the process answers when no database is involved), then
// login at 50 connections (production password cost). Against the real server on 127.0.0.1,
// request logs off (warn) so the terminal is the only sink. autocannon fires from a worker thread
// of its own: in the server's thread it took event-loop time from the server it measured.
//
// The goals of the paged list are printed beside the figures: on PostgreSQL p99 ≤ 30 ms
// and ≥ 2,000 req/s, on PGlite p99 ≤ 150 ms. They are printed, not enforced: on a machine shared
// with other work the figures move with its load, which the table prints too.
//
// On PostgreSQL a floor row too: the list's statements as the API sends them (the settings with
// their `begin`, the page captured from a real request, `commit`) sent straight by node-postgres
// from 50 concurrent callers over a pool of the API's size, without HTTP, Fastify or Drizzle: what
// PostgreSQL and the driver alone allow on the same cores (docs/decisions/0214).
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { withScratchDatabase } from './scratch-database.js';
import type { Config } from '../src/config.js';
import { listServerConfig } from './list-server-config.js';
import { startServer } from '../src/main.js';
import { appRole } from '../src/db/client.js';
import { SerialClient } from '../src/db/serial-client.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
/** `BENCH_LOGIN=0` leaves out the login scenario (10 s of password hashing at full CPU). */
const withLogin = process.env.BENCH_LOGIN !== '0';
/**
 * `BENCH_CPU_PROFILE=<dir>`: a V8 CPU profile of this process's main thread (the server's) during
 * each database's paged list, written there as `<database>-list.cpuprofile` (for Chrome DevTools
 * or `speedscope`): where a request's time goes (docs/decisions/0214).
 */
const profileDir = process.env.BENCH_CPU_PROFILE;
/** `BENCH_PGLITE=0` leaves out the PGlite pass (PostgreSQL only, with DATABASE_URL). */
const withPglite = process.env.BENCH_PGLITE !== '0';
/**
 * `BENCH_ACCEPT_ENCODING=br` (or `gzip`): the paged list asked as a browser asks it, its answer
 * compressed (docs/decisions/0266); autocannon sends no Accept-Encoding by itself.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
const TENANT = 'abracaf';

interface Row {
  database: string;
  scenario: string;
  rps: number;
  /** CPU per request of this process (server and load generator) and of PostgreSQL's backends. */
  'node ms/req': string;
  'pg ms/req': string;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  load: string;
}

/** /health answers within a second while 50 clients sign in (it needs no hash). */
const HEALTH_GOAL_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Times of /health, one call every 200 ms (the next once the last answered), until `until`. */
async function healthTimes(address: string, until: Promise<unknown>): Promise<number[]> {
  const state = { done: false };
  void until.finally(() => {
    state.done = true;
  });
  const times: number[] = [];
  while (!state.done) {
    const started = performance.now();
    const response = await fetch(`${address}/health`);
    await response.text();
    if (!response.ok) throw new Error(`/health answered ${String(response.status)}`);
    times.push(performance.now() - started);
    await sleep(200);
  }
  return times;
}

/** /health's times alone (the floor) and during each database's login storm. */
const health: { database: string; idle: number[]; busy: number[] }[] = [];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

const goals: Record<string, { p99: number; rps?: number }> = {
  PostgreSQL: { p99: 30, rps: 2_000 },
  PGlite: { p99: 150 },
};

async function hit(title: string, options: autocannon.Options): Promise<autocannon.Result> {
  // Logins queue behind the memory-hard hash: give them time instead of counting them as timeouts.
  return autocannon({ title, connections, duration, timeout: 60, workers: 1, ...options });
}

const rowOf = (
  database: string,
  scenario: string,
  { result, cpu }: Measured,
  load: number,
): Row => ({
  database,
  scenario,
  rps: Math.round(result.requests.average),
  'node ms/req': (cpu.node / result.requests.total).toFixed(2),
  'pg ms/req': (cpu.postgres / result.requests.total).toFixed(2),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  load: load.toFixed(1),
});

interface Measured {
  result: autocannon.Result;
  /** CPU milliseconds spent while it ran. */
  cpu: { node: number; postgres: number };
}

/** Clock ticks per second of /proc/<pid>/stat's times. */
const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** CPU ms (user + system) so far of each backend of the database, read from /proc. */
async function backendCpu(databaseUrl: string | undefined): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  if (databaseUrl === undefined) return times;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      try {
        const stat = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
        // Fields after the command's closing parenthesis start at field 3; utime and stime are
        // fields 14 and 15.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks);
      } catch {
        // A backend that ended between the listing and the read.
      }
    }
  } finally {
    await client.end();
  }
  return times;
}

/**
 * Runs a scenario and the CPU it cost: figures of throughput move with what else the machine runs,
 * CPU per request far less (docs/decisions/0214).
 */
async function withCpu(
  databaseUrl: string | undefined,
  run: () => Promise<autocannon.Result>,
): Promise<Measured> {
  const before = await backendCpu(databaseUrl);
  const start = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(start);
  const after = await backendCpu(databaseUrl);
  let postgres = 0;
  for (const [pid, ms] of after) postgres += ms - (before.get(pid) ?? 0);
  return { result, cpu: { node: (used.user + used.system) / 1000, postgres } };
}

interface Sent {
  text: string;
  values: unknown[];
}

/** The page statement a request sends, taken from the pool's client class while it runs. */
async function capturePage(request: () => Promise<void>): Promise<Sent> {
  const proto = SerialClient.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let page: Sent | undefined;
  proto.query = function capture(this: unknown, ...args: unknown[]) {
    const [config, values] = args as [{ text?: unknown; values?: unknown } | string, unknown];
    const text = typeof config === 'string' ? config : config.text;
    if (typeof text === 'string' && text.startsWith('select "usuario"."id"')) {
      const given = Array.isArray(values)
        ? values
        : typeof config === 'object' && Array.isArray(config.values)
          ? config.values
          : [];
      page = { text, values: given as unknown[] };
    }
    return original.apply(this, args);
  };
  try {
    await request();
  } finally {
    proto.query = original;
  }
  if (!page) throw new Error('users page: no page statement seen');
  return page;
}

/** The floor: the list's statements by node-postgres alone, 50 callers, a pool of the API's 10. */
async function floor(pool: pg.Pool, page: Sent): Promise<autocannon.Result> {
  const settings =
    `begin; select set_config('role', '${appRole}', true), ` +
    `set_config('app.tenant_id', '${TENANT}', true)`;
  const latencies: number[] = [];
  const end = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const client = await pool.connect();
        try {
          await client.query(settings);
          // Prepared by name, as the API prepares it (src/db/serial-client.ts).
          await client.query({ name: 'usuarios-pagina', text: page.text, values: page.values });
          await client.query('commit');
        } finally {
          client.release();
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  // Shaped as autocannon's result, the fields `rowOf` reads.
  return {
    requests: { average: latencies.length / duration, total: latencies.length },
    latency: { p50: at(0.5), p99: at(0.99) },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  } as autocannon.Result;
}

/** Runs `work` under the V8 profiler when BENCH_CPU_PROFILE names a folder. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (profileDir === undefined) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(profileDir, { recursive: true });
    fs.writeFileSync(path.join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

async function measure(label: string, config: Config): Promise<Row[]> {
  const server = await startServer(config);
  try {
    const headers = { 'content-type': 'application/json', domain: TENANT };
    const body = JSON.stringify({ login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD });
    const tokenResponse = await fetch(`${server.address}/Connect/Token`, {
      method: 'POST',
      headers,
      body,
    });
    const { token } = (await tokenResponse.json()) as { token: string };
    const list = {
      url: `${server.address}/api/GerenciarUsuarios/Usuario/ListarUsuarios`,
      method: 'POST' as const,
      headers: {
        ...headers,
        authorization: `Bearer ${token}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      body: JSON.stringify({
        draw: 1,
        start: 0,
        length: 10,
        order: [{ column: 'nomeCompleto', dir: 'asc' }],
      }),
    };
    // Warm-up: the first calls plan the queries and fill the caches (profiles, PGlite's pages).
    const call = async () => {
      const warm = await fetch(list.url, list);
      if (!warm.ok) throw new Error(`users page: warm-up answered ${String(warm.status)}`);
      await warm.text();
    };
    for (let i = 0; i < 20; i++) await call();
    const page = config.databaseUrl === undefined ? undefined : await capturePage(call);
    const rows: Row[] = [];
    let load = os.loadavg()[0] ?? 0;
    const db = config.databaseUrl;
    rows.push(
      rowOf(
        label,
        `POST ListarUsuarios (page of 10${acceptEncoding ? `, ${acceptEncoding}` : ''})`,
        await profiled(`${label}-list`, () => withCpu(db, () => hit('users page', list))),
        load,
      ),
    );
    if (page && config.databaseUrl !== undefined) {
      load = os.loadavg()[0] ?? 0;
      const url = config.databaseUrl;
      // Its own pool, ended after its backends' CPU has been read.
      const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c role=${appRole}` });
      const straight = await withCpu(url, () => floor(pool, page)).finally(() => pool.end());
      rows.push(
        rowOf(label, 'the same statements by node-postgres, no HTTP (floor)', straight, load),
      );
    }
    load = os.loadavg()[0] ?? 0;
    const ceiling = await withCpu(db, () =>
      hit('static', { url: `${server.address}/branding/${TENANT}/logo.svg` }),
    );
    rows.push(rowOf(label, 'GET /branding/…/logo.svg (ceiling)', ceiling, load));
    if (withLogin) {
      load = os.loadavg()[0] ?? 0;
      const idle = await healthTimes(server.address, sleep(3_000));
      const storm = withCpu(db, () =>
        hit('login', { url: `${server.address}/Connect/Token`, method: 'POST', headers, body }),
      );
      const busy = await healthTimes(server.address, storm);
      const login = await storm;
      rows.push(rowOf(label, 'POST /Connect/Token (scrypt N=2^15,r=8,p=3)', login, load));
      health.push({ database: label, idle, busy });
      // Logins still queued behind the hash when the run ended must not weigh on what follows.
      await server.app.drained(120_000);
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const base = listServerConfig;

const rows: Row[] = [];
if (withPglite) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  try {
    rows.push(
      ...(await measure('PGlite', {
        ...base,
        dataDir,
        jwtSecret: randomBytes(32).toString('hex'),
      })),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
  `\n${String(connections)} connections, ${String(duration)} s each, 127.0.0.1, ${String(os.cpus().length)} cores; load = 1-minute load average when the scenario started`,
);
console.table(rows.map((r) => ({ ...r, p50: `${String(r.p50)} ms`, p99: `${String(r.p99)} ms` })));
for (const [database, goal] of Object.entries(goals)) {
  const page = rows.find((r) => r.database === database && r.scenario.includes('ListarUsuarios'));
  const ceiling = rows.find((r) => r.database === database && r.scenario.includes('ceiling'));
  if (!page || !ceiling) continue;
  const met = page.p99 <= goal.p99 && (goal.rps === undefined || page.rps >= goal.rps);
  const rpsGoal = goal.rps === undefined ? '' : ` (goal ≥ ${goal.rps.toLocaleString('en')})`;
  console.info(
    `${database} paged list: p99 ${String(page.p99)} ms (goal ≤ ${String(goal.p99)}), ` +
      `${String(page.rps)} req/s${rpsGoal}, ${(page.rps / ceiling.rps).toFixed(2)} of the ` +
      `static ceiling (${String(ceiling.rps)} req/s): ${met ? 'met' : 'NOT met'}`,
  );
}
for (const { database, idle, busy } of health) {
  const p50 = percentile(busy, 50);
  const p95 = percentile(busy, 95);
  console.info(
    `${database} /health during the login storm: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
      `max ${Math.max(...busy).toFixed(0)} ms over ${String(busy.length)} calls (alone: p50 ` +
      `${percentile(idle, 50).toFixed(1)} ms; goal p95 ≤ ${String(HEALTH_GOAL_MS)} ms): ` +
      (p95 <= HEALTH_GOAL_MS ? 'met' : 'NOT met'),
  );
}
