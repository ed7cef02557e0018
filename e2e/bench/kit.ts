// What the portal's browser benches share: the real API over a fresh PGlite folder with the demo
// data on a free port, serving the built portal; the floor page (apps/portal/bench/floor) built
// with the portal's toolchain and served from memory; the median they read their runs by.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { freePort } from '../support/chromium';

const apiDir = fileURLToPath(new URL('../../apps/api', import.meta.url));
const floorConfig = fileURLToPath(
  new URL('../../apps/portal/bench/floor/vite.config.ts', import.meta.url),
);

/** The middle value (the upper one of an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The API (with the built portal) on a free port, healthy; `stop` ends it and its children. */
export async function startApi(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const api = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'emplacamento-bench-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (api.pid !== undefined) process.kill(-api.pid, 'SIGTERM');
  };
  const base = `http://127.0.0.1:${String(port)}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 480) throw new Error('The API did not become healthy in 4 minutes');
      const healthy = await fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/** Builds the floor page into a temp folder and serves it from memory on a free port. */
export async function serveFloor(): Promise<{ url: string; close: () => void }> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'emplacamento-floor-'));
  await build({ configFile: floorConfig, build: { outDir }, logLevel: 'warn' });
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
    if (name.endsWith('.js') || name.endsWith('.css') || name.endsWith('.html'))
      files.set(`/${name.split(path.sep).join('/')}`, readFileSync(path.join(outDir, name)));
  }
  rmSync(outDir, { recursive: true, force: true });
  const types: Record<string, string> = {
    js: 'text/javascript',
    css: 'text/css',
    html: 'text/html; charset=utf-8',
  };
  const server = createServer((request, response) => {
    const url = request.url === '/' ? '/index.html' : (request.url ?? '/');
    const body = files.get(url);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[url.split('.').pop() ?? ''] ?? '' });
    response.end(body);
  });
  const floorPort = await freePort();
  await new Promise<void>((resolve) => server.listen(floorPort, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${String(floorPort)}`, close: () => server.close() };
}

/** Prints the machine's load over a run: the figures mean little without it (a shared machine). */
export function printLoad(atStart: number): void {
  console.info(
    `  load average (1 min): ${atStart.toFixed(2)} at the start, ${loadavg()[0]?.toFixed(2) ?? '?'} at the end`,
  );
}
