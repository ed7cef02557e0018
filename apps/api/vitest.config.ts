import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One migrated, seeded database per run, copied by each file (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    // Files of a worker share its loaded modules: each file builds its own server and database
    // and keeps no state in module scope, and importing the app again for each of the 46 files
    // cost 271 s of the PostgreSQL pass's workers in CI against 44 s shared.
    isolate: false,
    // Generous limits: CI runs this suite beside the browser suites on the same 2 cores, and a
    // file's setup (PGlite boot, migrations, seed) took over 60 s there under load.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary'],
    },
  },
});
