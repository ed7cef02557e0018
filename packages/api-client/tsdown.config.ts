// The published build (ADR 0095): one ESM file per source module so a consumer's bundler drops
// the rules it does not import, bundled declarations and source maps. Inside the workspace the
// package is consumed from src/ and this build only runs before packing.
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts', 'src/query.ts'],
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  unbundle: true,
  clean: true,
});
