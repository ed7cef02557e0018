import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// The widgets import the design system, whose styles are vanilla-extract `.css.ts` files.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: { include: ['test/**/*.test.ts'] },
});
