// The build's part of the sign-in page's own entry (login.html, ADR 0216):
// - `virtual:sign-in-messages/<language>`: the sign-in page's messages (signInMessageKeys) picked
//   out of @emplacamento/i18n's locale files at build time, so the page has the same texts as the
//   app without i18next or a copy; pt-BR goes into the entry, the others are small chunks.
// - login.html gets the app's own entry files (index.html's script, preloads and styles, as the
//   app's build wrote it) as JSON: the sign-in page asks the browser to prefetch them once the user
//   starts typing, so the first screen after signing in is not slower than it was, and starts the
//   app with them when the app must take over (a user already signed in, social login).
// - signInPageBuild: the sign-in page is built on its own, after the app, into the same folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, transformWithOxc, type InlineConfig, type Plugin } from 'vite';

const PREFIX = 'virtual:sign-in-messages/';
const languages = ['pt-BR', 'en', 'fr', 'de'];

function pick(tree: unknown, key: string): string {
  let node = tree;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`The locale files lack the message ${key}`);
  return node;
}

/**
 * The message keys of the sign-in page, from @emplacamento/features (a TypeScript module without
 * imports: Node cannot import it while Vite's configuration loads, so it is transpiled here).
 */
async function messageKeys(): Promise<readonly string[]> {
  const file = new URL(
    '../../../packages/features/src/auth/SignInCard/messages.ts',
    import.meta.url,
  );
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file.pathname);
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    signInMessageKeys: readonly string[];
  };
  return module.signInMessageKeys;
}

/** The sign-in page's messages of one language, by key. */
export async function signInMessages(language: string): Promise<Record<string, string>> {
  const file = new URL(`../../../packages/i18n/src/locales/${language}.json`, import.meta.url);
  const tree: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Object.fromEntries((await messageKeys()).map((key) => [key, pick(tree, key)]));
}

/** The files the app's page (index.html) loads, by the tag that loads them. */
export interface AppFiles {
  readonly scripts: string[];
  readonly preloads: string[];
  readonly styles: string[];
}

/** The `/assets/` files of index.html's script, module preload and style sheet tags. */
export function appFiles(indexHtml: string): AppFiles {
  const tags = [...indexHtml.matchAll(/<(script|link)\b[^>]*>/g)].map((match) => match[0]);
  const address = (tag: string) => /(?:src|href)="(\/assets\/[^"]+)"/.exec(tag)?.[1];
  const of = (kind: RegExp) =>
    tags.filter((tag) => kind.test(tag)).flatMap((tag) => address(tag) ?? []);
  return {
    scripts: of(/^<script\b[^>]*type="module"/),
    preloads: of(/^<link\b[^>]*rel="modulepreload"/),
    styles: of(/^<link\b[^>]*rel="stylesheet"/),
  };
}

export function signInEntry(): Plugin {
  let outDir = 'dist';
  return {
    name: 'emplacamento-sign-in-entry',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      if (!languages.includes(language)) throw new Error(`No language ${language}`);
      this.addWatchFile(
        new URL(`../../../packages/i18n/src/locales/${language}.json`, import.meta.url).pathname,
      );
      return `export default ${JSON.stringify(await signInMessages(language))};`;
    },
    generateBundle(_options, bundle) {
      const login = bundle['login.html'];
      if (login?.type !== 'asset') return;
      // The app's page, which its build (run first) has written.
      const files = appFiles(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
      if (files.scripts.length !== 1)
        throw new Error("index.html should load one script, the app's entry");
      login.source = String(login.source).replace(
        '</head>',
        () =>
          `<script id="app-files" type="application/json">${JSON.stringify(files)}</script></head>`,
      );
    },
  };
}

const preloadHelper = '\0vite/preload-helper.js';

/**
 * For the sign-in page's build: Vite wraps each `import()` in a helper that first fetches the
 * chunk's dependencies (scripts, style sheets). The page's on-demand chunks (the language list,
 * the en/fr/de messages) have none, so the helper (0.5 kB gzip of the page's 110) is only a call;
 * this plugin makes it just that, and fails the build if an on-demand chunk ever gets a dependency.
 */
export function withoutPreloadHelper(): Plugin {
  return {
    name: 'emplacamento-without-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === preloadHelper ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // What is loaded already when the importer runs: itself and its static imports.
        const loaded = new Set([output.fileName]);
        const pending = [...output.imports];
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          const chunk = bundle[name];
          if (loaded.has(name) || chunk?.type !== 'chunk') continue;
          loaded.add(name);
          pending.push(...chunk.imports);
        }
        for (const name of output.dynamicImports) {
          const target = bundle[name];
          if (target?.type !== 'chunk') continue;
          const fetched = target.imports.filter((dependency) => !loaded.has(dependency));
          if (fetched.length > 0 || (target.viteMetadata?.importedCss.size ?? 0) > 0)
            throw new Error(
              `${target.fileName}, loaded on demand by the sign-in page, has dependencies: ` +
                'drop withoutPreloadHelper() from its build so they are fetched',
            );
        }
      }
    },
  };
}

/** Builds the sign-in page with `config` once the app's build has written its files. */
export function signInPageBuild(config: InlineConfig): Plugin {
  return {
    name: 'emplacamento-sign-in-page-build',
    apply: 'build',
    async closeBundle(error) {
      if (error) return;
      await build(config);
    },
  };
}
