// `pnpm --filter @emplacamento/api bench` (static part): the built portal as the product serves it
// (apps/api/src/http/portal-files.ts: from memory, precompressed), beside two references measured
// in the same run on the same files: @fastify/static with its own precompressed-file support (the
// peer), and a bare node:http server answering the same bytes from memory (the floor: what one
// process can answer at all). Needs the portal built (`pnpm --filter @emplacamento/portal build`).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/main.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const headers = { 'accept-encoding': 'gzip, deflate, br' };

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
const portalDir = config.portalDir;
const entry = fs
  .readFileSync(path.join(portalDir, 'index.html'), 'utf8')
  .match(/src="(\/assets\/index-[^"]+\.js)"/)?.[1];
if (!entry) throw new Error(`no built portal in ${portalDir}: build @emplacamento/portal first`);
const entryBrotli = fs.readFileSync(path.join(portalDir, `${entry}.br`));

async function rate(title: string, url: string) {
  const result = await autocannon({ url, title, connections, duration, headers });
  return {
    scenario: title,
    rps: Math.round(result.requests.average),
    p50: `${result.latency.p50} ms`,
    p99: `${result.latency.p99} ms`,
    'MB/s': Math.round(result.throughput.average / 1e5) / 10,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const rows = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-static-'));
const product = await startServer({
  ...config,
  port: 0,
  host: '127.0.0.1',
  dataDir,
  databaseUrl: undefined,
  jwtSecret: randomBytes(32).toString('hex'),
});
try {
  rows.push(
    await rate('ours: GET /login (page with its configuration, br)', `${product.address}/login`),
  );
  rows.push(await rate(`ours: GET ${entry} (br)`, `${product.address}${entry}`));
} finally {
  await product.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const peer = Fastify({ logger: false });
await peer.register(fastifyStatic, { root: portalDir, preCompressed: true });
const peerAddress = await peer.listen({ host: '127.0.0.1', port: 0 });
try {
  rows.push(
    await rate(`peer: @fastify/static preCompressed ${entry} (br)`, `${peerAddress}${entry}`),
  );
} finally {
  await peer.close();
}

const floor = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/javascript', 'content-encoding': 'br' });
  response.end(entryBrotli);
});
await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
try {
  const { port } = floor.address() as AddressInfo;
  rows.push(
    await rate('floor: node:http, the same bytes from memory', `http://127.0.0.1:${port}/`),
  );
} finally {
  await new Promise((resolve) => floor.close(resolve));
}

console.info(
  `\n${connections} connections, ${duration} s each, 127.0.0.1, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
console.table(rows);
