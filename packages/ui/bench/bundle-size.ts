// Bundle figure: builds two throw-away pages with Vite into a temp dir and prints the gzip size
// of their JS and CSS, one page using only Button and one using every component, so the cost
// of the design system and its growth are visible on each run (ADR 0033).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const uiEntry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const uiRoot = fileURLToPath(new URL('..', import.meta.url));

const buttonOnly = `
import { createRoot } from 'react-dom/client';
import { Button, UiProvider } from '@emplacamento/ui';
createRoot(document.getElementById('root')).render(
  <UiProvider><Button onPress={() => {}}>Salvar</Button></UiProvider>,
);
`;

// Every public value of the package is referenced, so nothing can be tree-shaken away.
const everything = `
import { createRoot } from 'react-dom/client';
import * as ui from '@emplacamento/ui';
const all = Object.values(ui);
createRoot(document.getElementById('root')).render(
  <ui.UiProvider><ui.Button onPress={() => console.info(all.length)}>Salvar</ui.Button></ui.UiProvider>,
);
`;

interface Figure {
  page: string;
  jsGzip: number;
  cssGzip: number;
}

async function measure(page: string, source: string): Promise<Figure> {
  // Sources sit under this package so they resolve react and the vanilla-extract runtime from
  // its node_modules; the build goes to the OS temp dir.
  mkdirSync(join(uiRoot, 'node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(join(uiRoot, 'node_modules', '.cache', `bench-${page}-`));
  const outDir = mkdtempSync(join(tmpdir(), `ui-bench-${page}-`));
  try {
    writeFileSync(join(dir, 'main.tsx'), source);
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    );
    await build({
      root: dir,
      logLevel: 'error',
      configFile: false,
      plugins: [react(), vanillaExtractPlugin()],
      resolve: { alias: { '@emplacamento/ui': uiEntry } },
      server: { fs: { allow: [dir, uiRoot] } },
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    });
    const assets = join(outDir, 'assets');
    let jsGzip = 0;
    let cssGzip = 0;
    for (const file of readdirSync(assets)) {
      const size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
      if (file.endsWith('.js')) jsGzip += size;
      if (file.endsWith('.css')) cssGzip += size;
    }
    return { page, jsGzip, cssGzip };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const figures = [
  await measure('button-only', buttonOnly),
  await measure('every-component', everything),
];
console.info('page              JS (gzip)   CSS (gzip)');
for (const figure of figures) {
  console.info(`${figure.page.padEnd(18)}${kb(figure.jsGzip).padEnd(12)}${kb(figure.cssGzip)}`);
}
