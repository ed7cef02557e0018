// Publishes the Storybook to Chromatic for hosted visual review, only when a project token is
// set; CI does not run it (no network but the registries there). See ADR 0032.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info('chromatic: CHROMATIC_PROJECT_TOKEN is not set; nothing published.');
  process.exit(0);
}
const result = spawnSync(
  'pnpm',
  ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
