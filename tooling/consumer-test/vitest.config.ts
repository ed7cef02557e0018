import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Packing builds three packages and the install links a few hundred from pnpm's store; under
    // CI load that takes minutes rather than seconds.
    testTimeout: 180_000,
    hookTimeout: 600_000,
  },
});
