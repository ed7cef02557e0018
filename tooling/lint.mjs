#!/usr/bin/env node
// `pnpm lint`'s ESLint part: the whole workspace in two ESLint processes side by side instead of
// one per package (docs/decisions/0218). The type-aware rules need each file's TypeScript program;
// a package's program holds the source of every workspace package it imports, so eleven processes
// built the shared packages' programs over and over (191 CPU-s, 96 s on the quiet machine). Two
// processes that each hold one side of the import graph build each program once: 135 CPU-s, 72 s.
// Each package's own `lint` script (`eslint .`) still lints that package alone.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');

/** The browser side: the portal and what it imports, with the Storybook that shows it. */
const BROWSER = [
  'apps/portal',
  'packages/features',
  'packages/ui',
  'packages/api-client',
  'packages/i18n',
  '.storybook',
];

/** Every workspace folder and the root's own files; whatever is not on the browser side. */
const everything = [
  ...['apps', 'packages'].flatMap((parent) =>
    readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`),
  ),
  'e2e',
  'tooling',
  '.storybook',
  'eslint.config.js',
].filter((entry) => existsSync(path.join(root, entry)));
const server = everything.filter((entry) => !BROWSER.includes(entry));

/** Runs ESLint over `targets`; answers its exit code. */
const run = (targets) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [eslint, '--no-warn-ignored', ...targets], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });

const codes = await Promise.all([run(server), run(BROWSER)]);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
