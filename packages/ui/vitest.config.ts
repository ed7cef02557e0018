import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

// Every story of the one Storybook runs as a test in Debian's Chromium, once, in the light skin;
// after its play function the preview swaps in the dark skin and axe checks contrast there too
// (.storybook/dark-contrast.ts, ADR 0170). No tool downloads a browser.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // Stories render as a user who asks for reduced motion sees them (the motion tokens at 0 ms,
    // no skeleton shimmer): Chromium paints no transition frames. 128 stories took 244 CPU-s
    // against 272 with motion (ADR 0208). The dark-skin contrast check froze motion already.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

function storiesProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir, initialGlobals: { skin: 'light' } })],
    // A story with a long interaction (the Table's sort, page, select, hide-column walk) took
    // 15.7 s against the 15 s default while the API suite and e2e ran beside it; every wait in
    // the stories is on an element or event, so a longer limit only absorbs machine load.
    //
    // One page for every story file (isolate: false): each file in a fresh page paid about 0.8 s
    // of set-up (the preview, its modules, Mock Service Worker) 87 times — 306 s alone against
    // 206 s in one page, every story passing. Stories stay apart as Storybook renders them: each
    // mounts afresh with its own handlers, and the preview's beforeEach undoes what a story left
    // outside its canvas (the live announcer, the page's language).
    test: { name: 'storybook', browser: browser(), testTimeout: 60_000, isolate: false },
  };
}

export default defineConfig({
  root: repoRoot,
  plugins: [vanillaExtractPlugin()],
  optimizeDeps: {
    // Everything the stories import, pre-bundled up front: a dependency discovered mid-run makes
    // Vite reload the page and fail the test ("Failed to fetch dynamically imported module").
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'storybook/test',
      'storybook/preview-api',
      '@storybook/react-vite',
      '@storybook/addon-docs',
      '@storybook/addon-docs/blocks',
      '@storybook/addon-a11y',
      '@storybook/addon-a11y > axe-core',
      '@emplacamento/ui > react-aria-components',
      '@emplacamento/ui > @internationalized/date',
      '@emplacamento/ui > lucide-react',
      '@emplacamento/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@emplacamento/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@emplacamento/ui > @vanilla-extract/dynamic',
      // What the features stories reach through features and the workspace packages under it
      // (root devDependency on @emplacamento/features, so these nested names resolve from here).
      '@emplacamento/features > i18next',
      '@emplacamento/features > react-i18next',
      '@emplacamento/features > lucide-react',
      '@emplacamento/features > @emplacamento/access > @casl/ability',
      '@emplacamento/features > @emplacamento/api-client > openapi-fetch',
      '@emplacamento/features > @emplacamento/api-client > @tanstack/react-query',
      '@emplacamento/features > @emplacamento/i18n > date-fns-tz',
      '@emplacamento/features > @emplacamento/i18n > date-fns/locale',
      '@emplacamento/features > @tanstack/react-query',
      // ECharts, which the dashboard loads with import() (its own chunk in the product).
      '@emplacamento/features > echarts/core',
      '@emplacamento/features > echarts/charts',
      '@emplacamento/features > echarts/components',
      '@emplacamento/features > echarts/renderers',
      // The outlines of Brazil's states, which the regional share map loads with ECharts.
      '@emplacamento/features > @svg-maps/brazil',
      // Mock Service Worker, started by the preview's loader for the features stories.
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
    ],
  },
  test: {
    // Limits only catch a hang (every wait is on an element or event): under CI's load (16
    // seen) the API client's set-up hook outlasted vitest's 10 s default, so none keeps them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // How long Chromium may take to open its session. Vitest reads this from the root config,
    // not from the project's `browser` (where it sat, unread): under a load of 4 the default 60 s
    // ran out while Vite bundled the stories' dependencies, and failed a CI run (ADR 0208).
    browser: { connectTimeout: 300_000 },
    projects: [
      storiesProject(),
      // Plain functions of the design system (colour derivation, contrast), in Node.
      {
        extends: true,
        test: { name: 'unit', include: ['packages/ui/test/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
