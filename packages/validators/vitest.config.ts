import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'json-summary'],
      // The package is pure functions: anything below this means a rule or message is untested.
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
