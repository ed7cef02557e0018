// The test script: the whole suite on embedded PGlite, then the same suite on the PostgreSQL
// server of DATABASE_URL when one is given (each test file in its own fresh database). Coverage
// only when asked (`pnpm test:coverage`, on PGlite): it cost the PGlite pass 15 % more CPU
// (185 s against 161 s of user time), and CI reads no figure of it.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = (label: string, env: NodeJS.ProcessEnv, extra: string[]) => {
  console.info(`\n# api tests on ${label}`);
  const result = spawnSync('vitest', ['run', ...extra], {
    stdio: 'inherit',
    env,
    shell: false,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const coverage = args.includes('--coverage');
const rest = args.filter((a) => a !== '--coverage');
run('PGlite (in memory)', { ...process.env, TEST_DATABASE: 'pglite' }, [
  ...(coverage ? ['--coverage'] : []),
  ...rest,
]);
if (process.env.DATABASE_URL) {
  run('PostgreSQL (DATABASE_URL)', { ...process.env, TEST_DATABASE: 'postgres' }, rest);
}
