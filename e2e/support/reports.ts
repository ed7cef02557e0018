// What every report journey does the same way: find a report's page and table in its route,
// and check a report page at a laptop's and a phone's size (in a review run in both skins, with
// screenshots in e2e/screenshots/, or SCREENSHOT_DIR).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { inCalendarRun, productToday } from './clock';
import { fitsTheScreen, photo, review, skins } from './list-screen';
import { apiToken } from './portal';

/**
 * A report route's page: the shell's main content, in the portal's own document (a report route
 * frames nothing of the portal's own origin).
 */
export const reportPage = (page: Page): Locator => page.getByRole('main');

export const shots =
  process.env.SCREENSHOT_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

/**
 * The year to the product's today (from the first of its month a year before): the demo spreads
 * its registrations over the three years up to its day, so a journey that reads figures finds
 * them on any day, the 1st of a month and a Sunday too. A report's default period is checked by
 * {@link opensOnItsDefault}.
 */
export async function aYear(): Promise<{ dataInicial: string; dataFinal: string }> {
  const today = await productToday();
  return {
    dataInicial: `${String(Number(today.slice(0, 4)) - 1)}-${today.slice(5, 7)}-01`,
    dataFinal: today,
  };
}

/** `route` with {@link aYear} in its address. */
export async function overAYear(route: string): Promise<string> {
  const { dataInicial, dataFinal } = await aYear();
  return `${route}${route.includes('?') ? '&' : '?'}de=${dataInicial}&ate=${dataFinal}`;
}

/**
 * Opens a report on its default period (`open`: an address, or a click that leads to one) and
 * checks what it shows: the period ends on the product's today and starts on the first of a
 * month, and the route titled `title` shows the API's answer for it, its first row or, where the
 * period holds no registration, the empty state's text. Answers the run.
 */
export async function opensOnItsDefault(
  page: Page,
  open: string | (() => Promise<unknown>),
  title: string,
): Promise<ReportRun> {
  // A 401 is the access token's expiry (5 s in the journeys): the client refreshes and asks again.
  const ran = page.waitForResponse(
    (r) => /\/Relatorios\/\w+\/Executar$/.test(r.url()) && r.status() !== 401,
  );
  await (typeof open === 'string' ? page.goto(open) : open());
  const response = await ran;
  expect(response.status()).toBe(200);
  // One document: the report renders in the route under its title, no frame of the portal in it.
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // The period as the page shows it (the request's body is not to be read: openapi-fetch sends
  // a Request, whose body Chromium does not report): the range, or the one day of an "until".
  const report = reportPage(page);
  const period = report
    .getByRole('group', { name: 'Período', exact: true })
    .or(report.getByRole('group', { name: 'Até', exact: true }));
  await expect(period).toBeVisible();
  const shown = [
    ...((await period.textContent()) ?? '').matchAll(/(\d{2})\/(\d{2})\/(\d{4})/g),
  ].map(([, d, m, y]) => `${String(y)}-${String(m)}-${String(d)}`);
  const today = await productToday();
  // Today, or in a month's first five days the last day of the month before: a report then opens
  // on the last complete month (the daily bulletin, which always ends today, is not opened here).
  const day = Number(today.slice(8, 10));
  const end =
    day > 5
      ? today
      : new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 0))
          .toISOString()
          .slice(0, 10);
  expect(shown.at(-1)).toBe(end);
  expect(shown[0]).toMatch(shown.length === 2 ? /^\d{4}-\d{2}-01$/ : /./);
  expect((shown[0] ?? '') <= today).toBe(true);
  const run = (await response.json()) as ReportRun & { TotalLinhas: number };
  if (run.TotalLinhas === 0)
    await expect(report.getByText('Nenhum emplacamento no período')).toBeVisible();
  else await expect(report.getByRole('grid').first().getByRole('row').nth(1)).toBeVisible();
  // The days the run answers it covered are those shown.
  expect(run.Periodo?.DataFinal).toBe(end);
  return run;
}

/** The report table of a report page. */
export const reportGrid = (report: Locator, name: string) => report.getByRole('grid', { name });

/**
 * The page at a laptop's and a phone's size, each once `grid` says it is drawn, within the
 * screen's width; in a review run in both skins, with screenshots
 * `<prefix>-<skin>-<desktop|phone>.png`.
 */
export async function screenshots(page: Page, prefix: string, grid: () => Promise<void>) {
  // The calendar runs check a day's figures; the layouts are the main run's.
  if (inCalendarRun()) return;
  mkdirSync(shots, { recursive: true });
  for (const skin of skins) {
    if (review) {
      await page.evaluate((s) => {
        localStorage.setItem('emplacamento.skin', s);
      }, skin);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
    }
    for (const [name, width, height] of [
      ['desktop', 1366, 768],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await grid();
      // The shell changes layout after the resize: wait for the page to settle within the width.
      await fitsTheScreen(page);
      await photo(page, {
        path: path.join(shots, `${prefix}-${skin}-${name}.png`),
        fullPage: true,
      });
    }
  }
}

/** A report run's answer, as the journeys read it. */
export interface ReportRun {
  Colunas: { Chave: string; Rotulo?: string; Titulo: string; Comparacao?: string }[];
  Linhas: Record<string, unknown>[];
  Totais: Record<string, number>;
  Periodo?: { DataInicial?: string; DataFinal: string };
  Comparacao?: { DataInicial?: string; DataFinal: string };
}

/**
 * Runs a report through the API with the user's own token, as the page does (`comparar`: the
 * period it is compared with, RelatorioConsulta.comparar). It signs in for each run: a journey's
 * access tokens live seconds (ACCESS_TOKEN_SECONDS), less than a journey between two runs.
 */
export async function runReport(
  request: APIRequestContext,
  login: string,
  nome: string,
  filtros: Record<string, unknown>,
  comparar?: 'periodoAnterior' | 'anoAnterior',
): Promise<ReportRun> {
  const token = await apiToken(request, login);
  const answer = await request.post(`/api/Emplacamento/Relatorios/${nome}/Executar`, {
    headers: { domain: 'default', authorization: `Bearer ${token}` },
    data: comparar ? { filtros, comparar } : { filtros },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ReportRun;
}

/** A row's cells (its header first), as text. */
export const cellsOf = async (row: Locator): Promise<string[]> =>
  (await row.locator('[role="rowheader"], [role="gridcell"]').allInnerTexts()).map((t) => t.trim());

/** A count as the page writes it (52.007) as a number. */
export const countOf = (text: string | undefined): number =>
  Number((text ?? '').replace(/\D/g, ''));

/** A count written as the page writes it in pt-BR (52.007). */
export const pt = (n: number): string => new Intl.NumberFormat('pt-BR').format(n);

/** The query parameters of the page's address. */
export const searchOf = (page: Page): URLSearchParams => new URL(page.url()).searchParams;
