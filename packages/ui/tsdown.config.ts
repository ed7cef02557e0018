// Declarations of the published design system (ADR 0095); the JavaScript and the CSS come from
// Vite library mode (vite.lib.config.ts), which compiles vanilla-extract.
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  platform: 'neutral',
  dts: { emitDtsOnly: true },
  unbundle: true,
  clean: true,
});
