import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Regenerating every service's types takes a few seconds on a busy 2-core machine, and under
    // CI's load (16 seen) the hook that bundles every openapi/ document outlasted vitest's 10 s
    // default (ADR 0208). Limits only catch a hang: every wait is on an event.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    coverage: { provider: 'v8', include: ['src/**/*.ts'], exclude: ['src/generated/**'] },
  },
});
