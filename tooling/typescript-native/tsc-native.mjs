#!/usr/bin/env node
// `tsc-native`: TypeScript 7's compiler, the native port (docs/decisions/0217), run with the
// arguments given; each package's `typecheck` script is `tsc-native --noEmit`. The workspace keeps
// TypeScript 5.9 as its `typescript`, whose JavaScript API typescript-eslint loads (it supports
// no later one). TypeScript 7 is this package's own dependency: installed beside the root's under
// another name, it would also answer the optional `typescript` peer of other packages and split
// them in two copies (i18next did), and both would claim `node_modules/.bin/tsc`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
const run = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: 'inherit' });
if (run.error) throw run.error;
process.exitCode = run.status ?? 1;
