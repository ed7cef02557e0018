import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The widgets import the design system, whose styles are vanilla-extract `.css.ts` files.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['test/**/*.test.ts'],
    // Limits only catch a hang (every wait is on an event): under CI's load (16 seen) the
    // API client's set-up hook outlasted vitest's 10 s default, so no run keeps them (ADR 0208).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
