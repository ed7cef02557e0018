import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { signInEntry, signInPageBuild, withoutPreloadHelper } from './scripts/sign-in-entry';

// The API serves dist/ (PORTAL_DIR, default apps/portal/dist) and /config.json; in `vite dev` the
// API calls and the config go to a running API on 3000.
const api = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000';

const plugins = () => [react(), vanillaExtractPlugin(), signInEntry(), precompress()];
const build = { outDir: 'dist', sourcemap: true, target: 'es2022' } as const;

// Two pages, two builds. The app (index.html) is this build. The sign-in page (login.html, ADR
// 0216), which the API serves for /login, is built after it into the same folder on its own
// (signInPageBuild): one script and one style sheet of just what it uses, instead of ~40 chunks
// shared with the app's lazy pages, each compressed on its own. It shares no file with the app,
// and needs no module preloading (one script, and on-demand chunks without dependencies); its
// source maps are written but not named in the files (the API still serves them).
const signInPage: InlineConfig = {
  configFile: false,
  root: import.meta.dirname,
  base: '/',
  logLevel: 'warn',
  plugins: [withoutPreloadHelper(), ...plugins()],
  build: {
    ...build,
    sourcemap: 'hidden',
    emptyOutDir: false,
    manifest: '.vite/login-manifest.json',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { login: 'login.html' },
      // Nearly every function of the page's script runs before the form is usable, so V8 is
      // told to compile them all up front, on its streaming thread while the file arrives,
      // instead of one by one on the main thread as each is first called (Chrome's explicit
      // compile hints; ADR 0219: the usable time went from about 1.5 to 1.35 times the floor's).
      // A post-banner: the minifier would drop a comment written before it runs.
      output: { postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : '') },
    },
  },
};

export default defineConfig({
  base: '/',
  plugins: [...plugins(), signInPageBuild(signInPage)],
  // The manifests (dist/.vite, never served) are what the route-size bench reads.
  build: {
    ...build,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: { index: 'index.html' } },
  },
  server: {
    proxy: {
      '/api': api,
      '/Connect': api,
      '/config.json': api,
    },
  },
});
