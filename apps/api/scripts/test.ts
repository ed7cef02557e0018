// The test script: the whole suite on embedded PGlite (`pnpm test`), or on the PostgreSQL server
// of DATABASE_URL (`pnpm test:postgres`, which says so and passes when none is given); each test
// file in its own fresh database. Two scripts, not one running both passes, so that turbo can put
// them on its two lanes apart (docs/decisions/0208): run one after the other, after the journeys,
// they made the longest lane of CI. turbo.json orders them: PGlite after the journeys, PostgreSQL
// after the stories, so that the two long browser suites start first. Coverage only when asked
// (`pnpm test:coverage`, on PGlite): it cost the PGlite pass 15 % more CPU (185 s against 161 s
// of user time), and CI reads no figure of it.
import { spawnSync } from 'node:child_process';

const [database, ...args] = process.argv.slice(2);
const run = (label: string, env: NodeJS.ProcessEnv, extra: string[]) => {
  console.info(`\n# api tests on ${label}`);
  const result = spawnSync('vitest', ['run', ...extra], {
    stdio: 'inherit',
    env,
    shell: false,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (database === 'pglite') {
  run('PGlite (in memory)', { ...process.env, TEST_DATABASE: 'pglite' }, args);
} else if (database === 'postgres') {
  if (process.env.DATABASE_URL) {
    run('PostgreSQL (DATABASE_URL)', { ...process.env, TEST_DATABASE: 'postgres' }, args);
  } else {
    console.info('# api tests on PostgreSQL: skipped, no DATABASE_URL names a server');
  }
} else {
  throw new Error(`usage: tsx scripts/test.ts pglite|postgres [vitest arguments]`);
}
