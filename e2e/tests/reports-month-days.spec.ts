import type { APIRequestContext, Page } from '@playwright/test';
import { expect, productToday, test } from '../support/clock';
import { csvLines, exported, firstSheet } from '../support/files';
import { apiToken, demo, logInAs } from '../support/portal';
import {
  cellsOf,
  countOf,
  opensOnItsDefault,
  pt,
  reportGrid,
  reportPage,
  type ReportRun,
  runReport,
  searchOf,
} from '../support/reports';

// The analytics a user opens every morning, on the 1st of a month (a Sunday: the first-Sunday
// run) and on the 15th (the mid-month run), the product's clock set by playwright.config.ts: the
// dashboard's month against the same days of the month and the year before, recounted from the
// report of the registrations by brand; and five reports (by brands, the ranking of dealerships,
// the regional share, the automaker comparison, the dynamic table) on their default period, their
// comparison recounted by a run over the compared days, the drill from a brand to its models and
// Back, and their files read back.

test.describe.configure({ timeout: 180_000 });

const ADMIN = demo('administrador');

/** `day` (yyyy-MM-dd) moved by whole months, its day of month kept or cut to the month's end. */
function shiftMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  first.setUTCDate(Math.min(d, last.getUTCDate()));
  return first.toISOString().slice(0, 10);
}
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
/** The last day of `day`'s month. */
const monthEnd = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);

/** The registrations by brand over a period, by brand name (the report's own rows). */
async function byBrand(request: APIRequestContext, dataInicial: string, dataFinal: string) {
  const run = await runReport(request, ADMIN, 'Marca', { dataInicial, dataFinal });
  return {
    total: run.Totais.quantidade ?? 0,
    of: (marca: string) => Number(run.Linhas.find((r) => r.marca === marca)?.quantidade ?? 0),
  };
}

/**
 * Signs the administrator in and opens `route` on its default period: the run it made, the report
 * and its table titled `table` (the page's `title` by default).
 */
async function openedAsAdmin(page: Page, route: string, title: string, table = title) {
  await logInAs(page, ADMIN);
  const opened = await opensOnItsDefault(page, route, title);
  const report = reportPage(page);
  return { opened, report, grid: reportGrid(report, table) };
}

/** The report's export as CSV, its lines. */
const csvOf = async (page: Page) =>
  csvLines(await exported(page, 'CSV (Excel em português)', reportPage(page)));

/**
 * Chooses the comparison `option` in the bar and answers the run it asked for: each compared
 * measure of the totals equals the same measure of a run of its own over the compared days.
 */
async function compares(
  page: Page,
  request: APIRequestContext,
  nome: string,
  option: string,
): Promise<ReportRun> {
  const ran = page.waitForResponse(
    (r) => r.url().endsWith(`/Relatorios/${nome}/Executar`) && r.status() !== 401,
  );
  await reportPage(page)
    .getByRole('button', { name: /Comparar com/ })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
  const run = (await (await ran).json()) as ReportRun;
  const { Periodo, Comparacao } = run;
  expect(Comparacao?.DataInicial).toBeTruthy();
  expect(Comparacao?.DataFinal).toBeTruthy();
  // The period before a month to date is the same first days of the month before (as the
  // dashboard compares), before a whole month the month before; a year before, the same days.
  const [first = '', last = ''] = [Periodo?.DataInicial, Periodo?.DataFinal];
  expect(first.endsWith('-01')).toBe(true);
  const back = option === 'Período anterior' ? -1 : -12;
  const whole = option === 'Período anterior' && last === monthEnd(last);
  expect([Comparacao?.DataInicial, Comparacao?.DataFinal]).toEqual([
    shiftMonths(first, back),
    whole ? monthEnd(shiftMonths(first, back)) : shiftMonths(last, back),
  ]);
  const then = await runReport(request, ADMIN, nome, {
    dataInicial: Comparacao?.DataInicial,
    dataFinal: Comparacao?.DataFinal,
  });
  const compared = run.Colunas.filter((c) => c.Comparacao === 'anterior');
  expect(compared.length).toBeGreaterThan(0);
  for (const column of compared) {
    const measure = column.Chave.replace(/Anterior$/, '');
    expect(run.Totais[column.Chave], column.Chave).toBe(then.Totais[measure] ?? 0);
  }
  // The line under the bar says both periods.
  await expect(reportPage(page).locator('[data-print-summary]')).toContainText('comparado com');
  return run;
}

test(
  'the dashboard’s month against the same days before, recounted from the registrations by brand',
  { tag: '@month-days' },
  async ({ page, request }) => {
    const today = await productToday();
    await logInAs(page, ADMIN);
    await expect(page).toHaveURL('/dashboard-kpi');
    const token = await apiToken(request, ADMIN);
    const answer = await request.get('/api/Emplacamento/DashboardKPI/Variacao', {
      headers: { domain: 'default', authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
    const variation = (await answer.json()) as {
      Marca: string;
      Atual: number;
      MesAnterior: number;
      AnoAnterior: number;
    }[];
    // The month in progress against as many first days of the month before and of a year before.
    const now = await byBrand(request, firstOfMonth(today), today);
    const lastMonth = shiftMonths(today, -1);
    // On the 31st, all of a shorter month before (shiftMonths cuts the day to its end).
    const monthBefore = await byBrand(request, firstOfMonth(lastMonth), lastMonth);
    const yearBefore = await byBrand(
      request,
      firstOfMonth(shiftMonths(today, -12)),
      shiftMonths(today, -12),
    );
    expect(variation.length).toBeGreaterThan(0);
    for (const brand of variation) {
      expect(brand.Atual, brand.Marca).toBe(now.of(brand.Marca));
      expect(brand.MesAnterior, brand.Marca).toBe(monthBefore.of(brand.Marca));
      expect(brand.AnoAnterior, brand.Marca).toBe(yearBefore.of(brand.Marca));
    }
    // The card says it compares the same days, and shows the largest brand's figures.
    const card = page.getByRole('region', { name: 'Variação por marca' });
    await expect(
      card.getByRole('columnheader', { name: 'Mesmos dias do mês anterior' }),
    ).toBeVisible();
    // Its first row is the API's first brand: now, the same days a month before.
    const [first] = variation;
    if (first)
      await expect(card.getByRole('row').nth(1)).toContainText(
        `${first.Marca}${pt(first.Atual)}${pt(first.MesAnterior)}`,
      );
    // Every card is drawn, or says its period holds no registration.
    for (const title of [
      'Participação no mês',
      'Participação no ano',
      'Participação por marca',
      'Variação por marca',
      'Evolução diária no mês',
    ]) {
      const region = page.getByRole('region', { name: title });
      await expect(region).toBeVisible();
      await expect(region.getByText('Não foi possível carregar este indicador.')).toHaveCount(0);
    }
    // A card opens its report on the dashboard's month to today.
    await page.getByRole('link', { name: 'Abrir Por marcas', exact: true }).click();
    await expect(page).toHaveURL(`/reports/by-brands?de=${firstOfMonth(today)}&ate=${today}`);
    const grid = reportGrid(reportPage(page), 'Emplacamentos por marca');
    if (now.total > 0)
      await expect(grid.getByRole('row').last()).toContainText(`Total${pt(now.total)}`);
    else await expect(reportPage(page).getByText('Nenhum emplacamento no período')).toBeVisible();
  },
);

test(
  'by brands: its default period, compared a year before, a brand’s models and Back, the XLSX',
  { tag: '@month-days' },
  async ({ page, request }) => {
    test.setTimeout(240_000);
    const { opened, report, grid } = await openedAsAdmin(
      page,
      '/reports/by-brands',
      'Por marcas',
      'Emplacamentos por marca',
    );
    // The default days are not in the address; a drill writes them.
    const period = [opened.Periodo?.DataInicial, opened.Periodo?.DataFinal];
    const run = await compares(page, request, 'Marca', 'Mesmo período do ano anterior');
    await expect(page).toHaveURL(/comparar=anoAnterior/);
    await expect(
      grid.getByRole('columnheader', { name: 'Emplacamentos (ano anterior)' }),
    ).toBeVisible();
    await expect(grid.getByRole('row').last()).toContainText(
      pt(run.Totais.quantidadeAnterior ?? 0),
    );
    // The file keeps the comparison: its columns, the totals labelled, counts and shares formatted.
    const sheet = await firstSheet(await exported(page, 'Planilha XLSX', reportPage(page)));
    expect(sheet.getRow(1).getCell(1).value).toBe('Emplacamentos por marca');
    const header = (sheet.views[0] as { ySplit?: number } | undefined)?.ySplit ?? 0;
    expect(header).toBeGreaterThan(1);
    const titles = (sheet.getRow(header).values as unknown[]).slice(1);
    expect(titles).toEqual(
      expect.arrayContaining(['Marca', 'Emplacamentos', 'Emplacamentos (ano anterior)']),
    );
    const totals = sheet.getRow(header + run.Linhas.length + 1);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(1).font.bold).toBe(true);
    const quantity = titles.indexOf('Emplacamentos') + 1;
    expect(totals.getCell(quantity).value).toBe(run.Totais.quantidade);
    expect(totals.getCell(quantity).numFmt).toBe('#,##0');
    const before = titles.indexOf('Emplacamentos (ano anterior)') + 1;
    expect(totals.getCell(before).value).toBe(run.Totais.quantidadeAnterior);
    // A brand opens its models on the same days; Back returns to the brands, compared.
    if (run.Linhas.length === 0) return;
    const [brand = ''] = await cellsOf(grid.getByRole('row').nth(1));
    await grid.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/reports\/dynamic-table\?acima=Marca\*fabricanteId\*/);
    expect([searchOf(page).get('de'), searchOf(page).get('ate')]).toEqual(period);
    const models = reportGrid(report, 'Tabela dinâmica');
    await expect(models.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    expect((await cellsOf(models.getByRole('row').nth(1)))[0]).toBe(brand);
    const brandRow = run.Linhas.find((r) => r.marca === brand);
    expect(countOf((await cellsOf(models.getByRole('row').last())).at(-1))).toBe(
      Number(brandRow?.quantidade),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/reports\/by-brands\?.*comparar=anoAnterior/);
    await expect(
      grid.getByRole('columnheader', { name: 'Emplacamentos (ano anterior)' }),
    ).toBeVisible({
      timeout: 30_000,
    });
  },
);

test(
  'the ranking of dealerships: its day, no comparison offered, the totals and the CSV',
  { tag: '@month-days' },
  async ({ page, request }) => {
    const { opened, report, grid } = await openedAsAdmin(
      page,
      '/reports/ranking-of-dealerships',
      'Ranking de concessionárias',
    );
    // Its rows are a ranking up to a day: nothing to set against another period.
    await expect(report.getByRole('button', { name: /Comparar com/ })).toHaveCount(0);
    const run = await runReport(request, ADMIN, 'RankingConcessionaria', {
      dataFinal: opened.Periodo?.DataFinal,
    });
    const total = run.Totais.quantidade ?? 0;
    if (run.Linhas.length === 0) {
      await expect(report.getByText('Nenhum emplacamento no período')).toBeVisible();
      return;
    }
    await expect(grid.getByRole('row').last()).toContainText(pt(total));
    const csv = await csvOf(page);
    expect(csv.at(-1)).toMatch(/^Total;/);
    expect(csv.at(-1)).toContain(`;${String(total)};`);
  },
);

test(
  'the regional share: its default period, compared with the period before, the map’s table',
  { tag: '@month-days' },
  async ({ page, request }) => {
    const { grid } = await openedAsAdmin(
      page,
      '/charts/regional-market-share-graph',
      'Market share regional',
    );
    const run = await compares(page, request, 'MarketShareRegional', 'Período anterior');
    await expect(page).toHaveURL(/comparar=periodoAnterior/);
    if (run.Linhas.length === 0) return;
    await expect(grid.getByRole('row').last()).toContainText(pt(run.Totais.todasAnterior ?? 0));
    const csv = await csvOf(page);
    expect(csv.at(-1)).toMatch(/^Total;/);
    expect(csv[0]).toContain('(período anterior)');
  },
);

test(
  'the automaker comparison: its months to the default day, the brands picked in the bar',
  { tag: '@month-days' },
  async ({ page, request }) => {
    const { opened, report, grid } = await openedAsAdmin(
      page,
      '/charts/automaker-comparison-graph',
      'Comparativo de montadoras',
    );
    await expect(report.getByRole('button', { name: /Montadoras comparadas/ })).toBeVisible();
    const run = await runReport(request, ADMIN, 'ComparativoMontadoras', {
      dataFinal: opened.Periodo?.DataFinal,
    });
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(grid.getByRole('row').last()).toContainText('Total');
    await expect(grid.getByRole('row').last()).toContainText(pt(run.Totais.quantidade ?? 0));
    await expect(report.getByRole('alert')).toHaveCount(0);
  },
);

test(
  'the dynamic table: its default period, its total the registrations by brand’s, the XLSX',
  { tag: '@month-days' },
  async ({ page, request }) => {
    const { opened, report, grid } = await openedAsAdmin(
      page,
      '/reports/dynamic-table',
      'Tabela dinâmica',
    );
    const { total } = await byBrand(
      request,
      opened.Periodo?.DataInicial ?? '',
      opened.Periodo?.DataFinal ?? '',
    );
    if (total === 0) {
      await expect(report.getByText('Nenhum emplacamento no período')).toBeVisible();
      return;
    }
    const last = async () => (await cellsOf(grid.getByRole('row').last())).at(-1);
    await expect.poll(last).toBe(pt(total));
    const sheet = await firstSheet(await exported(page, 'Planilha XLSX', reportPage(page)));
    expect(sheet.getRow(1).getCell(1).value).toBe('Tabela dinâmica');
    const totals = sheet.getRow(sheet.rowCount);
    expect(totals.getCell(1).value).toBe('Total');
    const figures = (totals.values as unknown[]).filter((v) => typeof v === 'number');
    expect(figures.at(-1)).toBe(total);
  },
);
