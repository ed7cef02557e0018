// The published JavaScript and CSS of the design system (ADR 0095): Vite library mode with the
// same vanilla-extract plugin as Storybook, so the styles compile to class names and one extracted
// stylesheet (dist/ui.css) that consumers import once. One output module per source module keeps
// tree-shaking: a page that uses Button does not pull the Table. Declarations come from tsdown
// (tsdown.config.ts); inside the workspace the package is consumed from src/.
import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = JSON.parse(
  readFileSync(new URL('package.json', import.meta.url), 'utf8'),
) as Manifest;
const external = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
/** A dependency and any of its subpaths (`react/jsx-runtime`, `@vanilla-extract/recipes/…`). */
const isExternal = (id: string) =>
  external.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    minify: false,
    target: 'es2022',
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      cssFileName: 'ui',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
