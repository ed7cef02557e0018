// The import arrows of docs/architecture.md as lint rules: a package may import only the
// workspace packages listed for it below; anything else, and any relative path that climbs out of
// its own folder into another package (tooling/no-cross-package-relative.js), fails `pnpm lint`. See docs/decisions/0002-import-boundaries.md.

/** Workspace package → the workspace packages it may import. Arrows point down only. */
import { noCrossPackageRelative } from './no-cross-package-relative.js';

export const allowedImports = {
  'packages/validators': [],
  'packages/i18n': [],
  'packages/api-client': [],
  'packages/access': ['validators'],
  'packages/ui': ['validators', 'i18n'],
  'packages/realtime': ['api-client'],
  'packages/features': ['ui', 'api-client', 'access', 'i18n', 'realtime', 'validators'],
  'apps/portal': ['features', 'ui', 'api-client', 'access', 'i18n', 'realtime', 'validators'],
  'apps/api': ['access', 'validators', 'i18n'],
};

const allPackages = ['validators', 'i18n', 'api-client', 'access', 'ui', 'realtime', 'features'];

export const boundaryConfigs = Object.entries(allowedImports).map(([folder, allowed]) => {
  const forbidden = allPackages.filter((name) => !allowed.includes(name) && !folder.endsWith(name));
  return {
    files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.map((name) => ({
              group: [`@emplacamento/${name}`, `@emplacamento/${name}/*`],
              message: `${folder} may not import @emplacamento/${name} (see docs/architecture.md: who may import whom).`,
            })),
            {
              group: ['@emplacamento/*/src/*', '@emplacamento/*/src'],
              message: 'Import a package through its public entry, never its src/ by path.',
            },
            {
              group: [
                '@emplacamento/portal',
                '@emplacamento/api',
                '@emplacamento/portal/*',
                '@emplacamento/api/*',
              ],
              message: 'Nothing imports an app.',
            },
          ],
        },
      ],
    },
  };
});

/** `process.env` is read in one configuration module per app, nowhere else (docs/architecture.md, layers and allowed imports). */
boundaryConfigs.push({
  files: ['packages/**/src/**/*.{ts,tsx}', 'apps/**/src/**/*.{ts,tsx}'],
  ignores: ['**/config.ts', '**/*.test.{ts,tsx}', '**/*.bench.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      {
        object: 'process',
        property: 'env',
        message: 'Read environment variables only in the config module.',
      },
    ],
  },
});

boundaryConfigs.push({
  files: ['packages/**/*.{ts,tsx,js,mjs}', 'apps/**/*.{ts,tsx,js,mjs}'],
  plugins: { workspace: { rules: { 'no-cross-package-relative': noCrossPackageRelative } } },
  rules: { 'workspace/no-cross-package-relative': 'error' },
});
