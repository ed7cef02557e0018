import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// packages/features may not exist yet; a glob over a missing folder would stop Storybook.
const stories = ['../packages/ui/src/**/*.stories.tsx'];
if (existsSync(here('../packages/features/src'))) {
  stories.push('../packages/features/src/**/*.stories.tsx');
}

/** The one Storybook of the workspace (docs/architecture.md): ui and features stories. */
const config: StorybookConfig = {
  stories,
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  // public/ holds msw's mockServiceWorker.js (`msw init .storybook/public`): stories answer the
  // API at the network edge, the widgets keep their real clients.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
