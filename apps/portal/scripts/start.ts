// `pnpm start` at the root: builds the portal, starts the API that serves it (PGlite and demo data
// by default) and prints where to open it and how to sign in. Environment passes through to the
// API (PORT, HOST, DATA_DIR, DATABASE_URL, …; see apps/api/README.md).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const apiDir = fileURLToPath(new URL('../../api', import.meta.url));
// NODE_ENV stays as given: without SMTP the demo's outbox (recovery codes) is readable in development.
const env: NodeJS.ProcessEnv = { ...process.env };
const port = env.PORT ?? '3000';
const host = env.HOST ?? '127.0.0.1';

console.info('Building the portal…');
await build({ root: portalDir, logLevel: 'warn' });

console.info('Starting the API (migrations and demo data on first start take a little while)…');
// tsx from the API's own dependencies, run by this Node: no reliance on `pnpm` being on PATH.
const tsxCli = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
const api = spawn(process.execPath, [tsxCli, 'src/main.ts'], {
  cwd: apiDir,
  env: { ...env, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code) => process.exit(code ?? 0));

const base = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
for (let attempt = 0; attempt < 600; attempt += 1) {
  const healthy = await fetch(`${base}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) {
    const hostPort = port === '80' ? '' : `:${port}`;
    console.info(`
Portal Emplacamento is running:
  default tenant   ${base}/
  ABRACAF tenant   http://abracaf.localhost${hostPort}/
  ASSOBRAV tenant  http://assobrav.localhost${hostPort}/
  ABRAC tenant     http://abrac.localhost${hostPort}/

Demo logins (password Emplacamento2026 for all; every profile in apps/api/README.md):
  administrador@emplacamento.demo    Administrador       → dashboard-kpi
  boletim@emplacamento.demo          Boletim Diário      → reports-daily-report
  validacao.marca@emplacamento.demo  Validação da Marca  → admin-panel-brand-validation
  loja@emplacamento.demo             Concessionária Loja → reports-by-brands
  (on a tenant host use its domain: administrador@abracaf.demo, …)
`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
