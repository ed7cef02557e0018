// `pnpm bench` for the portal (after `vite build`): what each route makes the browser fetch before
// its screen can show, as gzip -9 bytes of JavaScript and CSS, read from the build's manifest:
// the entry chunk and everything it imports, the signed-in shell for the routes framed by it, and
// the route's page chunk with its static imports. Chunks the page imports on demand (the charts'
// library) are printed beside, not counted. The run fails when a route's
// figure is over its budget in route-budgets.json, or a page has no budget: a new screen or a new
// dependency cannot grow the first load unseen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRouteTable, isReportName, type RouteDefinition } from '@emplacamento/access';
import { inShell } from '../src/route-handle';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const portalDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(portalDir, 'dist');
const readManifest = (name: string) =>
  JSON.parse(readFileSync(path.join(distDir, '.vite', name), 'utf8')) as Manifest;
// The app's build and the sign-in page's own (vite.config.ts): each chunk is read in its build's.
const appManifest = readManifest('manifest.json');
const signInManifest = readManifest('login-manifest.json');
const budgets = JSON.parse(
  readFileSync(path.join(portalDir, 'bench', 'route-budgets.json'), 'utf8'),
) as Record<string, number>;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The files a chunk loads before it runs: itself, its static imports (deep), their CSS. */
function closure(
  key: string,
  files = new Set<string>(),
  manifest: Manifest = appManifest,
): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, manifest);
  return files;
}

const keyOfSource = (source: string) => {
  const key = Object.keys(appManifest).find((k) => appManifest[k]?.src === source);
  if (!key) throw new Error(`${source} is not a chunk of the build`);
  return key;
};

// The route → page module table of the router: each `'route-name': () => import('./pages/X')`.
const routerSource = readFileSync(path.join(portalDir, 'src', 'router.tsx'), 'utf8');
const pageOf = new Map(
  [...routerSource.matchAll(/'([a-z0-9-]+)': \(\) => import\('\.\/pages\/(\w+)'\)/g)].map(
    ([, name, page]) => [name, page] as [string, string],
  ),
);
if (pageOf.size < 10)
  throw new Error('router.tsx no longer lists its pages as this bench reads them');

function pageFor(route: RouteDefinition): string {
  const page = pageOf.get(route.name);
  if (page) return page;
  const embed =
    route.embed ?? (route.layout === 'bare' ? route.path.replace('/Emplacamento/', '') : null);
  // Every report and chart of the catalogue is built (router.tsx, `reportPage`).
  if (embed !== null && isReportName(embed))
    return route.layout === 'bare' ? 'EmbeddedReportPage' : 'ReportRoutePage';
  return 'StatusRoutePage';
}

// Two pages: the app (index.html) and the sign-in page's own entry (login.html, ADR 0216), which
// the API serves for /login; the app's login route is reached only from inside the app (a session
// that ended), with the app's entry already loaded.
const entry = 'index.html';
const signInEntry = 'login.html';
if (!appManifest[entry]?.isEntry || !signInManifest[signInEntry]?.isEntry)
  throw new Error('the builds lack index.html or login.html as an entry');
const shell = keyOfSource('src/Shell.tsx');
const entryFiles = closure(entry);

interface Row {
  page: string;
  budgetPage: string;
  routes: number;
  framed: boolean;
  totalKb: number;
  ownKb: number;
  budgetKb: number | undefined;
  onDemandKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);

// Signed-in routes are the ones framed by the shell; the status pages count as signed in too.
const table = createRouteTable({ associacaoGrupoEconomico: null });
const byPage = new Map<string, { routes: number; framed: boolean }>();
for (const route of table) {
  const page = pageFor(route);
  const seen = byPage.get(page) ?? { routes: 0, framed: false };
  byPage.set(page, { routes: seen.routes + 1, framed: seen.framed || inShell(route) });
}

const rows: Row[] = [];
for (const [page, { routes, framed }] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
  const signIn = page === 'LoginPage';
  const manifest = signIn ? signInManifest : appManifest;
  const files = new Set(signIn ? [] : entryFiles);
  if (framed) closure(shell, files);
  const before = new Set(files);
  closure(signIn ? signInEntry : keyOfSource(`src/pages/${page}.tsx`), files, manifest);
  const own = [...files].filter((f) => !before.has(f));
  // What the page's own chunks import on demand and nothing before them loads (charts…).
  const onDemand = new Set<string>();
  for (const key of Object.keys(manifest)) {
    const chunk = manifest[key];
    if (!chunk || !own.includes(chunk.file)) continue;
    for (const dynamic of chunk.dynamicImports ?? []) {
      const target = manifest[dynamic];
      if (target?.src?.startsWith('src/pages/') || dynamic === shell) continue;
      for (const file of closure(dynamic, new Set(), manifest))
        if (!files.has(file)) onDemand.add(file);
    }
  }
  rows.push({
    page: signIn ? `${page} (login.html)` : page,
    budgetPage: page,
    routes,
    framed,
    totalKb: kb(sum(files)),
    ownKb: kb(sum(own)),
    budgetKb: budgets[page],
    onDemandKb: kb(sum(onDemand)),
  });
}

console.info('portal: gzip -9 JS+CSS each route loads before it shows (kB)');
console.table(
  rows.map((r) => ({
    page: r.page,
    routes: r.routes,
    shell: r.framed ? 'yes' : 'no',
    'first load': r.totalKb,
    'page own': r.ownKb,
    budget: r.budgetKb ?? 'none',
    'on demand': r.onDemandKb,
  })),
);
const over = rows.filter((r) => r.budgetKb === undefined || r.totalKb > r.budgetKb);
const unknown = Object.keys(budgets).filter((page) => !byPage.has(page));
for (const r of over)
  console.error(
    r.budgetKb === undefined
      ? `${r.budgetPage}: no budget in bench/route-budgets.json`
      : `${r.budgetPage}: ${String(r.totalKb)} kB over its budget of ${String(r.budgetKb)} kB`,
  );
for (const page of unknown) console.error(`${page}: budgeted but no route shows it`);
if (over.length > 0 || unknown.length > 0) process.exitCode = 1;
