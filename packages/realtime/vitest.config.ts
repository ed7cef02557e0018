import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One API process for the whole run (test/global-setup.ts): the client talks to the real
    // server, never to a mock of our own code.
    globalSetup: ['test/global-setup.ts'],
    // The files share the server's login rate limits and data; one at a time keeps them apart.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/index.ts', 'src/types.ts', 'src/testing/**'],
    },
  },
});
