#!/usr/bin/env node
// The second half of `pnpm verify` (docs/decisions/0218): lint and the tests side by side, after
// the type checks. Both are bound by CPU; ESLint's two processes fill the gaps the test lanes leave
// (a single-threaded Storybook renderer, a journey waiting on the API) and, on a machine busy with
// other work, the more of our processes run, the larger our share of its cores. The run fails when
// either fails; each prints its own errors.
import { spawn } from 'node:child_process';

/** Runs `pnpm run <script>`; answers its exit code. */
const run = (script) =>
  new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`verify: pnpm run ${script}: ${error.message}`);
      resolve(1);
    });
  });

const [lint, test] = await Promise.all([run('lint:workspace'), run('test')]);
if (lint !== 0) console.error('verify: lint failed (its errors are above).');
if (test !== 0) console.error('verify: the tests failed (their errors are above).');
process.exitCode = lint === 0 && test === 0 ? 0 : 1;
