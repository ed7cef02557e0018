import { defineConfig } from 'vitest/config';

// Unit tests of the app's own helpers; the journeys through the running product are in e2e/.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Limits only catch a hang (every wait is on an event): under CI's load (16 seen) the
    // API client's set-up hook outlasted vitest's 10 s default, so no run keeps them (ADR 0208).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
