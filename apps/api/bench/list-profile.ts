// Where one paged-list request's time goes, on PostgreSQL (DATABASE_URL, required): the
// statements it sends (counted and timed at node-postgres's `Client.query`, under the API's own
// code), the transactions among them, and the time they take beside the request's own. 200
// requests one at a time after a warm-up; `--cpu-prof` on this script gives the CPU side.
// `npx tsx bench/list-profile.ts`.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the PostgreSQL server to profile against');
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 200);
const TENANT = 'abracaf';

interface Sent {
  text: string;
  ms: number;
}
let recording: Sent[] | undefined;

// node-postgres sends every statement through `Client.query` (pool clients are Clients); timing
// it there sees what the API sends, whatever builds the SQL.
const query = Reflect.get(pg.Client.prototype, 'query') as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function timed(this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text =
    typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
  const result = query.apply(this, args);
  const log = recording;
  if (log && result instanceof Promise) {
    const start = performance.now();
    const entry = { text: text.replace(/\s+/g, ' ').slice(0, 110), ms: 0 };
    log.push(entry);
    void result.then(
      () => (entry.ms = performance.now() - start),
      () => (entry.ms = performance.now() - start),
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

// Imported after the patch: the pool's client class (src/db/serial-client.ts) keeps the
// `Client.query` it finds when it loads, so the server must load after it is timed.
const { withScratchDatabase } = await import('./scratch-database.js');
const { listServerConfig: base } = await import('./list-server-config.js');
const { startServer } = await import('../src/main.js');
const { DEMO_PASSWORD } = await import('../src/seed/demo.js');

await withScratchDatabase(url, async (databaseUrl) => {
  const server = await startServer({
    ...base,
    databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  try {
    const headers = { 'content-type': 'application/json', domain: TENANT };
    const login = await fetch(`${server.address}/Connect/Token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ login: `administrador@${TENANT}.demo`, senha: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const call = async () => {
      const response = await fetch(
        `${server.address}/api/GerenciarUsuarios/Usuario/ListarUsuarios`,
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
      if (!response.ok) throw new Error(`list answered ${String(response.status)}`);
      await response.text();
    };
    for (let i = 0; i < 20; i++) await call();
    const walls: number[] = [];
    const perRequest: Sent[][] = [];
    for (let i = 0; i < REQUESTS; i++) {
      recording = [];
      const start = performance.now();
      await call();
      walls.push(performance.now() - start);
      perRequest.push(recording);
      recording = undefined;
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const sample = perRequest[perRequest.length - 1] ?? [];
    const byText = new Map<string, number[]>();
    for (const sent of perRequest.flat()) {
      const times = byText.get(sent.text) ?? [];
      times.push(sent.ms);
      byText.set(sent.text, times);
    }
    const dbMs = perRequest.map((sent) => sent.reduce((sum, s) => sum + s.ms, 0));
    console.info(
      `${String(REQUESTS)} requests one at a time: wall median ${median(walls).toFixed(2)} ms, ` +
        `statements ${String(sample.length)}, transactions ` +
        `${String(sample.filter((s) => /^begin/i.test(s.text)).length)}, database time (sum of ` +
        `statement round trips) median ${median(dbMs).toFixed(2)} ms`,
    );
    console.table(
      sample.map((s) => ({
        statement: s.text,
        'median ms': median(byText.get(s.text) ?? []).toFixed(3),
      })),
    );
  } finally {
    await server.stop();
  }
});
