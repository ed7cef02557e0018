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

/**
 * The next 1st of a month that is a Sunday after the machine's today: the PostgreSQL pass runs on
 * it (CLOCK_AT, unless given), the PGlite pass on the machine's day, so that a test that depends
 * on the day fails on every run (docs/decisions/0227).
 */
function nextSundayFirst(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDate() !== 1 || day.getUTCDay() !== 0);
  return day.toISOString().slice(0, 10);
}
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
    const CLOCK_AT = process.env.CLOCK_AT ?? nextSundayFirst(new Date());
    run(
      `PostgreSQL (DATABASE_URL), the clock on ${CLOCK_AT}`,
      { ...process.env, TEST_DATABASE: 'postgres', CLOCK_AT },
      args,
    );
  } else {
    console.info('# api tests on PostgreSQL: skipped, no DATABASE_URL names a server');
  }
} else {
  throw new Error(`usage: tsx scripts/test.ts pglite|postgres [vitest arguments]`);
}
