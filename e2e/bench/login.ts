// `pnpm bench` for the portal (run from e2e/, after turbo built apps/portal): the gzip size of the JS and CSS that /login loads, and the time
// until the login form is usable (Entrar button visible and enabled) in headless Chromium on
// loopback, median of 5 cold loads. Runs against the built dist/ (turbo builds it first) served
// by the real API over a fresh PGlite folder on a free port.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunch, freePort } from '../support/chromium';

const apiDir = fileURLToPath(new URL('../../apps/api', import.meta.url));
const RUNS = 5;

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
const base = `http://127.0.0.1:${port}`;

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

  const browser = await chromium.launch(chromiumLaunch);
  const timings: number[] = [];
  let js = 0;
  let css = 0;
  for (let run = 0; run < RUNS; run += 1) {
    // A fresh context each time: no HTTP cache, no stored session.
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<void>[] = [];
    let runJs = 0;
    let runCss = 0;
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response.body().then((body) => {
          const size = gzipSync(body, { level: 9 }).length;
          if (type === 'script') runJs += size;
          else runCss += size;
        }),
      );
    });
    const started = performance.now();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent.trim() === 'Entrar',
      );
      return button !== undefined && !button.disabled;
    });
    timings.push(performance.now() - started);
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    js = runJs;
    css = runCss;
    await context.close();
  }
  await browser.close();
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.info('portal /login');
  console.info(`  JS  loaded, gzip -9: ${(js / 1024).toFixed(1)} KiB`);
  console.info(`  CSS loaded, gzip -9: ${(css / 1024).toFixed(1)} KiB`);
  console.info(
    `  login form usable:   median ${median.toFixed(0)} ms of ${RUNS} (${timings.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
} finally {
  if (api.pid !== undefined) process.kill(-api.pid, 'SIGTERM');
}
