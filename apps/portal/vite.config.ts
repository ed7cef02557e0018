import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress';
import { signInEntry } from './scripts/sign-in-entry';

// The API serves dist/ (PORTAL_DIR, default apps/portal/dist) and /config.json; in `vite dev` the
// API calls and the config go to a running API on 3000.
const api = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/',
  plugins: [react(), vanillaExtractPlugin(), signInEntry(), precompress()],
  // The manifest (dist/.vite, never served) is what the route-size bench reads.
  // Two pages: the app (index.html) and the sign-in page's own lean entry (login.html, ADR 0216),
  // which the API serves for /login.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    rolldownOptions: { input: { index: 'index.html', login: 'login.html' } },
  },
  server: {
    proxy: {
      '/api': api,
      '/Connect': api,
      '/config.json': api,
    },
  },
});
