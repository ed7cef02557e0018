// `pnpm bench` for the report route (run from e2e/, after turbo built apps/portal): the time from
// navigation to the first row of /reports/by-brands visible, in headless Chromium on loopback,
// signed in as the demo administrator over the demo data, two ways:
// - cold: a fresh browser context (no HTTP cache) opening the route's address;
// - from the menu: the dashboard loaded, the menu's Relatórios › Por marcas chosen.
// Beside them, measured in the same run: the report's own API call alone (the same request,
// replayed from Node), and the floor page of the sign-in bench (the least a React +
// react-aria-components page loads) for the framework's cost. Medians of rounds that alternate.
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumLaunch } from '../support/chromium';
import { median, printLoad, serveFloor, startApi } from './kit';

const RUNS = 9;
const ROUTE = '/reports/by-brands';
const LOGIN = 'administrador@emplacamento.demo';
const PASSWORD = 'Emplacamento2026';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once through the sign-in page; the session (cookies, storage) every round reuses. */
async function signedInState(browser: Browser, base: string): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(LOGIN);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

const firstRow = (page: Page) =>
  page.getByRole('grid', { name: 'Emplacamentos por marca' }).getByRole('row').nth(1);

/** The report's run as the page sent it: its address, headers and body, to replay alone. */
interface Run {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A cold load of the route: ms to its first row, and the report call it made. */
async function cold(browser: Browser, base: string, state: StorageState) {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  let run: Promise<Run> | undefined;
  page.on('request', (request) => {
    if (run === undefined && /\/Relatorios\/Marca\/Executar$/.test(request.url()))
      run = request.allHeaders().then((headers) => ({
        url: request.url(),
        headers,
        body: request.postData() ?? '',
      }));
  });
  const started = performance.now();
  await page.goto(`${base}${ROUTE}`);
  await firstRow(page).waitFor({ state: 'visible', timeout: 60_000 });
  const ms = performance.now() - started;
  if ((await page.locator('iframe').count()) !== 0) throw new Error('the route framed its report');
  await context.close();
  if (run === undefined) throw new Error('the route ran no report');
  return { ms, run: await run };
}

/** From the dashboard: its page loaded, then the menu's entry; ms from the choice to the first row. */
async function fromMenu(browser: Browser, base: string, state: StorageState): Promise<number> {
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await page.goto(`${base}/dashboard-kpi`);
  const reports = page.getByRole('button', { name: 'Relatórios', exact: true });
  await reports.waitFor({ state: 'visible', timeout: 60_000 });
  // The dashboard drawn (its cards' links): the event stream keeps the network busy for good.
  await page
    .getByRole('link', { name: 'Abrir Por marcas', exact: true })
    .waitFor({ state: 'visible', timeout: 60_000 });
  await reports.click();
  const entry = page.getByRole('menuitem', { name: 'Por marcas', exact: true });
  await entry.waitFor({ state: 'visible' });
  const started = performance.now();
  await entry.click();
  await firstRow(page).waitFor({ state: 'visible', timeout: 60_000 });
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

/** The report's call alone, replayed from Node with the page's own headers and body. */
async function apiAlone(run: Run, body: string): Promise<number> {
  // The page's own headers (token, tenant, language), less what belongs to its connection.
  const headers = Object.fromEntries(
    Object.entries(run.headers).filter(
      ([name]) => !name.startsWith(':') && !['host', 'content-length', 'connection'].includes(name),
    ),
  );
  const started = performance.now();
  const response = await fetch(run.url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  if (!response.ok)
    throw new Error(
      `the report's call answered ${String(response.status)}: ${await response.text()}`,
    );
  await response.arrayBuffer();
  return performance.now() - started;
}

/** The floor page: ms from navigation to its form's button visible, cold. */
async function floorLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(url);
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ state: 'visible' });
  const ms = performance.now() - started;
  await context.close();
  return ms;
}

/** The period the page asks for by default (the month to date in São Paulo). */
function defaultBody(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  return JSON.stringify({ filtros: { dataInicial: `${today.slice(0, 8)}01`, dataFinal: today } });
}

const { base, stop } = await startApi();
try {
  const browser = await chromium.launch(chromiumLaunch);
  const floor = await serveFloor();
  try {
    const state = await signedInState(browser, base);
    // One load first: the API's caches and Chromium's own start are not the route's.
    const warm = await cold(browser, base, state);
    // Chromium does not report a body sent as a Request object: then the page's default period.
    const body = warm.run.body === '' ? defaultBody() : warm.run.body;
    const loadStart = loadavg()[0] ?? 0;
    const rounds: { cold: number; menu: number; api: number; floor: number }[] = [];
    for (let round = 0; round < RUNS; round += 1) {
      const load = await cold(browser, base, state);
      rounds.push({
        cold: load.ms,
        menu: await fromMenu(browser, base, state),
        api: await apiAlone(load.run, body),
        floor: await floorLoad(browser, `${floor.url}/`),
      });
    }
    await browser.close();
    const of = (key: keyof (typeof rounds)[number]) => median(rounds.map((r) => r[key]));
    const runs = (key: keyof (typeof rounds)[number]) =>
      rounds.map((r) => Math.round(r[key])).join(', ');
    console.info(`${ROUTE}: navigation to the first row visible, median of ${String(RUNS)} rounds`);
    console.table([
      {
        measure: 'floor page (framework)',
        'median ms': Math.round(of('floor')),
        runs: runs('floor'),
      },
      { measure: 'report API call alone', 'median ms': Math.round(of('api')), runs: runs('api') },
      { measure: 'route, cold', 'median ms': Math.round(of('cold')), runs: runs('cold') },
      { measure: 'route, from the menu', 'median ms': Math.round(of('menu')), runs: runs('menu') },
    ]);
    // Each round's ratio to its own floor (the same machine moment), read by their median.
    const ratio = (key: 'cold' | 'menu', floorOf: (r: (typeof rounds)[number]) => number) =>
      median(rounds.map((r) => r[key] / floorOf(r))).toFixed(2);
    console.info(
      `  cold: ${ratio('cold', (r) => r.floor + r.api)}× the floor page plus the API call; ` +
        `from the menu: ${ratio('menu', (r) => r.api)}× the API call alone`,
    );
    printLoad(loadStart);
  } finally {
    floor.close();
  }
} finally {
  stop();
}
