// Packs validators, api-client and ui, installs the tarballs into an app outside the workspace
// and uses them only through what the tarballs contain: publint and arethetypeswrong on each
// tarball, TypeScript over the app, a Node ESM script against a real HTTP server, a Vite + React
// build rendered in Debian's Chromium, and the size of one validators rule after tree-shaking.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumerApp, runInApp } from '../src/consumer-app';
import { cleanEnv, packAll, publishable } from '../src/pack';
import type { Publishable } from '../src/pack';
import { demoLogin, demoPassword, startApiServer } from './api-server';
import { serveFolder } from './static-server';

const here = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'emplacamento-consumer-'));
const app = join(work, 'app');
let tarballs: Record<Publishable, string>;

/** Logs how long a step took, so a slow CI run shows where the time went. */
async function timed<T>(step: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  console.info(`consumer-test: ${step} in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

beforeAll(async () => {
  tarballs = await timed('build and pack', () => packAll(join(work, 'tarballs')));
  await timed('install the tarballs into the app', () => createConsumerApp(app, tarballs));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe.each(publishable)('the tarball of @emplacamento/%s', (name) => {
  it('has nothing publint reports, suggestions included', async () => {
    const tarball = readFileSync(tarballs[name]);
    const { messages, pkg } = await publint({
      // The file's own bytes: a Buffer may be a view into a larger pool.
      pack: {
        tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength),
      },
      level: 'suggestion',
      strict: true,
    });
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([]);
  });

  it('has types that resolve for ESM consumers (arethetypeswrong, esm-only profile)', async () => {
    const attw = join(here, 'node_modules', '.bin', 'attw');
    // The packages are ESM only (ADR 0095): the profile leaves out CommonJS `require` and the
    // pre-exports node10 resolution. ui's stylesheet is an entry point with no types by nature.
    const args = [tarballs[name], '--profile', 'esm-only', '--format', 'table'];
    if (name === 'ui') args.push('--exclude-entrypoints', './styles.css');
    // attw exits non-zero when it finds a problem; its table (in the message) then says which.
    await expect(
      promisify(execFile)(attw, args, { env: cleanEnv() }).then(() => 'no problem'),
    ).resolves.toBe('no problem');
  });

  it('ships the build, source maps and licence, and no sources or tests', async () => {
    const { stdout: listing } = await promisify(execFile)('tar', ['-tzf', tarballs[name]]);
    const files = listing.trim().split('\n');
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/LICENSE');
    expect(files).toContain('package/README.md');
    expect(files.some((file) => file.endsWith('.js.map'))).toBe(true);
    expect(
      files.filter((file) => /\/(src|test)\/|\.tsx?$/.test(file) && !file.endsWith('.d.ts')),
    ).toEqual([]);
  });
  it('imports in its JavaScript and declarations only the packages its manifest declares', async () => {
    const installed = join(app, 'node_modules', '@emplacamento', name);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    const declared = new Set(
      Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }),
    );
    const files = (await readdir(join(installed, 'dist'), { recursive: true })).filter((file) =>
      /\.(js|d\.ts)$/.test(file),
    );
    const undeclared = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(installed, 'dist', file), 'utf8');
      for (const [, specifier = ''] of code.matchAll(/(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)) {
        const parts = specifier.split('/');
        const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
        if (!pkg.startsWith('node:') && !declared.has(pkg)) undeclared.add(`${file}: ${specifier}`);
      }
    }
    expect([...undeclared]).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });
});

it('type-checks the app against the packed declarations (nodenext resolution)', async () => {
  // skipLibCheck is on, as in most apps (off, it also checks every dependency's declarations
  // and takes four times longer); the test above checks what the declarations import.
  await expect(runInApp(app, 'tsc', ['-p', 'tsconfig.json'])).resolves.toBe('');
});

it('validates documents and calls a real server with the tenant and refresh middleware', async () => {
  const server = await startApiServer();
  try {
    const output = await runInApp(app, 'node', [
      'node-check.mjs',
      server.url,
      demoLogin,
      demoPassword,
    ]);
    const result = JSON.parse(output) as Record<string, unknown>;
    expect(result).toMatchObject({
      validators: {
        cpf: '52998224725',
        cpfValid: true,
        cpfWrongDigitValid: false,
        cnpjAlphanumericValid: true,
        cnpjAlphanumericFormatted: '12.ABC.345/01DE-35',
        cnpjWrongValid: false,
        cnpjMessageEn: 'Invalid document',
      },
      tenantHeader: 'Domain',
      user: { username: demoLogin, role: 'Administrador' },
      tokenAfterRefresh: 'renovado',
      wrongPassword: {
        kind: 'problem',
        status: 401,
        problem: { detail: 'Usuário ou senha inválidos.' },
      },
      logouts: 0,
    });
    const calls = server.received.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      'POST /Connect/Token',
      'GET /api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      'POST /Connect/refreshtoken',
      'GET /api/GerenciarUsuarios/Usuario/ObterUsuarioLogado',
      'POST /Connect/Token',
    ]);
    expect(server.received.every((request) => request.headers.domain === 'abracaf')).toBe(true);
  } finally {
    await server.close();
  }
});

it('builds a Vite + React app whose Button and masked TextField work in Chromium', async () => {
  await timed('vite build of the app', () => runInApp(app, 'vite', ['build']));
  const site = await serveFolder(join(app, 'dist'));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url);
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    await cpf.pressSequentially('52998224725');
    await expect.poll(() => cpf.inputValue()).toBe('529.982.247-25');
    const button = page.getByRole('button', { name: 'Enviar' });
    await button.click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('CPF válido: 52998224725');
    // The stylesheet of the package is applied: the primary button has the tenant's colour.
    const background = await button.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    const screenshot = join(tmpdir(), 'emplacamento-consumer-app.png');
    await page.screenshot({ path: screenshot });
    console.info(`consumer-test: screenshot of the app at ${screenshot}`);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await site.close();
  }
});

it('tree-shakes validators: one imported rule builds far smaller than every export', async () => {
  const size = async (entry: 'one-rule' | 'every-rule') => {
    await runInApp(app, 'vite', ['build', '--config', 'vite.rules.config.mjs', '--mode', entry]);
    const code = readFileSync(join(app, 'dist-rules', entry, `${entry}.js`));
    return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
  };
  const one = await size('one-rule');
  const every = await size('every-rule');
  console.info(
    `consumer-test: @emplacamento/validators, isValidCpf only: ${String(one.raw)} B (${String(one.gzip)} B gzip); every export: ${String(every.raw)} B (${String(every.gzip)} B gzip)`,
  );
  expect(one.gzip * 5).toBeLessThan(every.gzip);
});
