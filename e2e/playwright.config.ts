import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { emulatorPorts, firebaseFolder, startEmulators } from '@emplacamento/realtime/testing';
import { chromiumLaunch, freePort } from './support/chromium';
import { calendarDays } from './support/calendar';
import { createScratchDatabase } from './support/scratch-database';

// The journeys run against the whole product as `pnpm start` runs it: the built portal served by
// the API with the demo data, in a fresh data folder on a free port. The database: a fresh
// PostgreSQL database of its own where the machine has a server (DATABASE_URL, as CI exports it;
// `E2E_DATABASE=pglite` keeps PGlite), else the embedded PGlite of the data folder
// (docs/decisions/0206). The port, folder and database are chosen once, in the runner, and reach
// the workers through the environment.

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'emplacamento-e2e-'));
if (
  process.env.E2E_DATABASE_URL === undefined &&
  process.env.DATABASE_URL &&
  process.env.E2E_DATABASE !== 'pglite'
) {
  process.env.E2E_DATABASE_URL = await createScratchDatabase(process.env.DATABASE_URL);
}
const port = process.env.E2E_PORT;

// The calendar runs: the journeys tagged @calendar (those that read a default period: month to
// date, year to date, the dashboard's month) again against a product of their own whose clock
// (CLOCK_AT) stands on a day where a test that depends on the day fails every time, not one day
// a month: the next 1st of a month that is a Sunday (month to date is one day the registry
// offices barely work) and the next New Year's Eve (the year's last day). The clock only runs
// forward from the machine's: a browser's cookies are kept by the machine's clock.
// The journeys tagged @month-days (the analytics a user opens every morning: the dashboard and
// the reports people compare, with their defaults, comparisons, drill-down and files) run on the
// 1st of the first-Sunday run and on the 15th of a run of their own, and not on the machine's day,
// which is neither on most days. `E2E_CALENDAR=0` leaves them all out.
const calendar =
  process.env.E2E_CALENDAR === '0'
    ? []
    : calendarDays(new Date(), ['first-sunday', 'mid-month', 'new-years-eve']);
/** The journeys each calendar run takes. */
const calendarGrep = {
  'first-sunday': /@calendar|@month-days/,
  'mid-month': /@month-days/,
  'new-years-eve': /@calendar/,
} as const;
for (const [index, { day }] of calendar.entries()) {
  const key = `E2E_CALENDAR_${String(index)}`;
  process.env[`${key}_DAY`] ??= day;
  process.env[`${key}_PORT`] ??= String(await freePort());
  process.env[`${key}_DATA_DIR`] ??= mkdtempSync(path.join(tmpdir(), 'emplacamento-e2e-calendar-'));
  if (process.env[`${key}_DATABASE_URL`] === undefined && process.env.E2E_DATABASE_URL)
    process.env[`${key}_DATABASE_URL`] = await createScratchDatabase(
      process.env.DATABASE_URL ?? '',
    );
}
const calendarRuns = calendar.map(({ name }, index) => {
  const key = `E2E_CALENDAR_${String(index)}`;
  return {
    name,
    day: process.env[`${key}_DAY`] ?? '',
    port: process.env[`${key}_PORT`] ?? '',
    dataDir: process.env[`${key}_DATA_DIR`] ?? '',
    databaseUrl: process.env[`${key}_DATABASE_URL`] ?? '',
  };
});

// One demo tenant, abrac, keeps its realtime collections in Firestore: Google's emulators start
// here, once, in the runner (the workers inherit the folder through the environment) and end with
// it; the API gets a Firebase folder naming them for that tenant.
if (process.env.E2E_FIREBASE_DIR === undefined) {
  const ports = await emulatorPorts();
  await startEmulators('demo-emplacamento', ports);
  process.env.E2E_FIREBASE_DIR = firebaseFolder('demo-emplacamento', ['abrac'], {
    firestore: `127.0.0.1:${String(ports.firestore)}`,
    auth: `http://127.0.0.1:${String(ports.auth)}`,
  });
}
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Short-lived access tokens, so the silent refresh of §4 happens within a test. */
export const ACCESS_TOKEN_SECONDS = 5;

/** The product as `pnpm start` runs it, on `port` (the first one builds the portal first). */
function server(run: {
  port?: string;
  dataDir?: string;
  databaseUrl?: string;
  clockAt?: string;
  firebaseDir?: string;
}) {
  const build = run.port === port && !process.env.E2E_PORTAL_BUILT;
  return {
    // E2E_PORTAL_BUILT: a run after another of the same checkout builds nothing.
    command: `${build ? 'pnpm --filter @emplacamento/portal build && ' : ''}pnpm --filter @emplacamento/api start`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${String(run.port)}/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(run.port),
      HOST: '127.0.0.1',
      DATA_DIR: String(run.dataDir),
      // The run's own PostgreSQL database, or (blank) the embedded PGlite of the fresh folder.
      DATABASE_URL: run.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS),
      LOGIN_LIMIT_ACCOUNT: '100',
      LOGIN_LIMIT_IP: '1000',
      RECOVERY_LIMIT_ACCOUNT: '100',
      RECOVERY_LIMIT_IP: '1000',
      ...(run.firebaseDir ? { FIREBASE_DIR: run.firebaseDir } : {}),
      // A few demo registrations per tenant, not the default hundred thousand: every run starts
      // from a fresh folder and would otherwise pay for the whole demo seed before the first test.
      DEMO_REGISTRATIONS: '2000',
      // The product's day (support/clock.ts): the machine's, or the one CLOCK_AT names.
      CLOCK_AT: run.clockAt ?? '',
    },
  };
}

export default defineConfig({
  testDir: 'tests',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // After the run, the failures' errors again, where the end of CI's log shows them.
  reporter: [[process.env.CI ? 'line' : 'list'], ['./support/failures-reporter.ts']],
  // The spec files that take longest, named at the end of a run: where CI's time goes (issue 13).
  reportSlowTests: { max: 10, threshold: 60_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records a stream of screenshots and DOM snapshots around every action of every test,
    // only to keep a failure's: the journeys alone took 7.8 minutes with it and 5.0 without (three
    // spec files: Chromium's GPU process 34.6 → 4.3 CPU-s, its browser process 30 → 14, the
    // workers 60 → 22). CI keeps no file of a run, only its log, so CI runs without; a run on a
    // developer's machine keeps a failure's trace and screenshot.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
    launchOptions: chromiumLaunch,
    // The portal honours prefers-reduced-motion (its motion tokens go to 0 ms, skeletons stop
    // shimmering), and a real share of its users ask for it. Asked for here, Chromium paints no
    // transition frames: four spec files took 240-248 CPU-s against 261-264 with motion (two runs
    // each, back to back), every journey passing (ADR 0208).
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', grepInvert: /@month-days/, use: { browserName: 'chromium' } },
    ...calendarRuns.map((run) => ({
      name: `calendar-${run.name}`,
      grep: calendarGrep[run.name],
      use: { browserName: 'chromium' as const, baseURL: `http://localhost:${run.port}` },
    })),
  ],
  webServer: [
    // E2E_CLOCK_AT puts the whole run on another day.
    server({
      port,
      dataDir: process.env.E2E_DATA_DIR,
      databaseUrl: process.env.E2E_DATABASE_URL,
      clockAt: process.env.E2E_CLOCK_AT,
      firebaseDir: process.env.E2E_FIREBASE_DIR,
    }),
    // No Firebase folder: the calendar's products keep every tenant's collections on the stream.
    ...calendarRuns.map((run) => server({ ...run, clockAt: run.day })),
  ],
});
