import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Limits only catch a hang (every wait is on an event): under CI's load (16 seen) the
    // API client's set-up hook outlasted vitest's 10 s default, so no run keeps them (ADR 0208).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    coverage: {
      include: ['src/**/*.ts'],
      exclude: ['src/index.ts'],
      thresholds: { statements: 95, branches: 95, functions: 95, lines: 95 },
    },
  },
});
