import { defineConfig } from 'vitest/config';

// Unit tests of the app's own helpers; the journeys through the running product are in e2e/.
export default defineConfig({ test: { include: ['test/**/*.test.ts'] } });
