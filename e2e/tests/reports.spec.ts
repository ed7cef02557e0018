import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { csvLines, exported, firstSheet } from '../support/files';
import { expect, inCalendarRun, productToday, test } from '../support/clock';
import { demo, logInAs } from '../support/portal';
import {
  aYear,
  opensOnItsDefault,
  overAYear,
  pt,
  reportGrid,
  reportPage,
  runReport,
  screenshots,
  shots,
} from '../support/reports';
import { photo } from '../support/list-screen';

// The report pages through the running product: the administrator opens "by brands" (framed from
// /Emplacamento/Marca), filters it, sees the API's figures, exports CSV and XLSX and reads them
// back; the daily-bulletin profile lands on its bulletin. Screenshots of each report page in both
// skins at a laptop's and a phone's size (e2e/screenshots/, or SCREENSHOT_DIR).

test(
  'a dashboard card opens by brands: filter, the API’s figures, CSV and XLSX read back',
  { tag: '@calendar' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    await logInAs(page, demo('administrador'));
    // The dashboard card opens the report behind it on the dashboard's month, to today.
    await expect(page).toHaveURL('/dashboard-kpi');
    const today = await productToday();
    const cardRun = page.waitForResponse(
      (r) => /\/Relatorios\/Marca\/Executar$/.test(r.url()) && r.status() !== 401,
    );
    await page.getByRole('link', { name: 'Abrir Por marcas', exact: true }).click();
    expect((await cardRun).status()).toBe(200);
    await expect(page).toHaveURL(`/reports/by-brands?de=${today.slice(0, 7)}-01&ate=${today}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Por marcas', exact: true }),
    ).toBeVisible();
    // Opened from the menu, it is on its own default period.
    await opensOnItsDefault(page, '/reports/by-brands', 'Por marcas');
    // The figures of a year: the month to date of the 1st or of a Sunday may hold none.
    const year = await aYear();
    await page.goto(await overAYear('/reports/by-brands'));
    const report = reportPage(page);
    const grid = reportGrid(report, 'Emplacamentos por marca');
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

    // The lists wait behind "more filters".
    await report.getByRole('button', { name: /^Mais filtros/ }).click();
    await report.getByRole('button', { name: /Tipo de venda/ }).click();
    await page.getByRole('option', { name: 'Varejo' }).click();
    const api = await runReport(request, demo('administrador'), 'Marca', {
      ...year,
      tipoVenda: 'VAREJO',
    });
    const total = api.Totais.quantidade ?? 0;
    expect(total).toBeGreaterThan(0);
    await expect(grid.getByRole('row').last()).toContainText(`Total${pt(total)}`);

    // Each file is named by the report's title and its period.
    const named = (file: string) => {
      expect(path.basename(file)).toMatch(
        /^Emplacamentos por marca \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}\.(csv|xlsx)$/,
      );
      return file;
    };
    const csv = csvLines(named(await exported(page, 'CSV (Excel em português)', report)));
    expect(csv[0]).toBe('Marca;Emplacamentos;Participação');
    expect(csv.at(-1)).toBe(`Total;${String(total)};100`);
    expect(csv).toHaveLength(api.Linhas.length + 2);
    const sheet = await firstSheet(named(await exported(page, 'Planilha XLSX', report)));
    // A heading (title, period, the filter chosen above, data until), a blank line, then the
    // frozen header.
    expect(sheet.getRow(1).getCell(1).value).toBe('Emplacamentos por marca');
    expect(sheet.getRow(2).getCell(1).value).toMatch(/^Período: \d{2}\/\d{2}\/\d{4}/);
    expect(sheet.getRow(3).getCell(1).value).toBe('Filtros do relatório: Tipo de venda: Varejo');
    const header = 6;
    expect(sheet.getRow(header).getCell(1).value).toBe('Marca');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: header });
    const totals = sheet.getRow(header + api.Linhas.length + 1);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(2).value).toBe(total);
    expect(totals.getCell(2).numFmt).toBe('#,##0');

    await screenshots(page, 'report-by-brands', async () => {
      await expect(reportPage(page).getByRole('grid').getByRole('row').nth(1)).toBeVisible({
        timeout: 30_000,
      });
    });
  },
);

test(
  'the daily-bulletin profile lands on its bulletin with real figures',
  { tag: '@calendar' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    await logInAs(page, demo('boletim'));
    await expect(page).toHaveURL('/reports/daily-report');
    const report = reportPage(page);
    const grid = reportGrid(report, 'Boletim diário');
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const api = await runReport(request, demo('boletim'), 'BoletimDiario', {
      dataFinal: await productToday(),
    });
    // The bulletin's day may hold no registration (New Year's Eve of the calendar run): its
    // totals row says 0 then, as the API does.
    const total = api.Totais.total ?? 0;
    await expect(grid.getByRole('row').last()).toContainText(pt(total));
    await screenshots(page, 'report-daily-report', async () => {
      await expect(reportPage(page).getByRole('grid').getByRole('row').nth(1)).toBeVisible({
        timeout: 30_000,
      });
    });
  },
);

/** The reports over models, dealerships, places and segments: route, and its title (page heading and table). */
const walk = [
  ['from-your-dealership', 'Da sua concessionária'],
  ['by-model-month-by-month', 'Por modelo mês a mês'],
  ['by-model-year-by-year', 'Por modelo ano a ano'],
  ['model-ranking', 'Ranking de modelos'],
  ['ranking-of-dealerships', 'Ranking de concessionárias'],
  ['city-ranking', 'Ranking de cidades'],
  ['by-regions', 'Por regiões'],
  ['by-area-of-influence', 'Por área de influência'],
  ['by-city-dealership', 'Por cidade da concessionária'],
  ['accumulated-segment', 'Segmento acumulado'],
  ['segment-by-month', 'Segmento por mês'],
] as const;

test(
  'every model, dealership, place and segment report opens with figures; the model ranking exports',
  { tag: '@calendar' },
  async ({ page }) => {
    test.setTimeout(600_000);
    await logInAs(page, demo('administrador'));
    mkdirSync(shots, { recursive: true });
    for (const [route, title] of walk) {
      await page.goto(await overAYear(`/reports/${route}`));
      const report = reportPage(page);
      const grid = reportGrid(report, title);
      await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      await expect(grid.getByRole('row').last()).toContainText('Total');
      await expect(report.getByRole('alert')).toHaveCount(0);
      await photo(page, { path: path.join(shots, `walk-${route}.png`), fullPage: true });
    }
    // A calendar run checks that each report holds the year to its day; the export (over the
    // same days whatever the clock) and the layouts are the main run's.
    if (inCalendarRun()) return;
    // One export read back: the model ranking's columns and its first position.
    await page.goto(await overAYear('/reports/model-ranking'));
    const report = reportPage(page);
    await expect(reportGrid(report, 'Ranking de modelos').getByRole('row').nth(1)).toBeVisible({
      timeout: 30_000,
    });
    const csv = csvLines(await exported(page, 'CSV (Excel em português)', report));
    expect(csv[0]).toBe(
      'Posição;Modelo;Marca;Emplacamentos;Participação;Posição no ano anterior;Mudança de posição',
    );
    expect(csv[1]).toMatch(/^1;/);
    await screenshots(page, 'report-model-ranking', async () => {
      await expect(reportPage(page).getByRole('grid').getByRole('row').nth(1)).toBeVisible({
        timeout: 30_000,
      });
    });
    await page.goto(await overAYear('/reports/from-your-dealership'));
    await screenshots(page, 'report-from-your-dealership', async () => {
      await expect(reportPage(page).getByRole('grid').getByRole('row').nth(1)).toBeVisible({
        timeout: 30_000,
      });
    });
  },
);
