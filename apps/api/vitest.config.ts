import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One migrated, seeded database per run, copied by each file (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
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
