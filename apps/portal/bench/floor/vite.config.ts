import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The floor page of the sign-in bench, built like the portal (apps/portal/vite.config.ts) less
// what only the portal needs (vanilla-extract, the precompressed copies, the manifest).
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  logLevel: 'error',
  build: { emptyOutDir: true, target: 'es2022' },
});
