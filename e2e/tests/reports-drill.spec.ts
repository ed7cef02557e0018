import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/clock';
import { demo, logInTo } from '../support/portal';
import { overAYear, reportGrid, reportPage, screenshots, shots } from '../support/reports';
import { photo } from '../support/list-screen';

// The regional share map and the drill-downs through the running product, as the administrator:
// the map of the states draws beside its table and a row reached with the keyboard emphasises its
// state; a brand of the brand report opens its models and the trail leads back (the regions'
// drill is report-drill.spec.ts's). Screenshots of each level in both skins at a laptop's and a
// phone's size.

const MAP_ROUTE = '/charts/regional-market-share-graph';
const MAP_TITLE = 'Market share regional';
const BRANDS_TITLE = 'Por marca nos últimos 12 meses';
const MODELS_TITLE = 'Por modelo mês a mês';

const trail = (report: Locator) => report.getByRole('navigation', { name: 'Nível do relatório' });
/** The text of a row's cell in column `index` (0: the row's header). */
const cell = (report: Locator, title: string, row: number, index: number) =>
  reportGrid(report, title)
    .getByRole('row')
    .nth(row)
    .locator('[role="rowheader"], [role="gridcell"]')
    .nth(index);

test('the map of the states follows the table’s focus', async ({ page }) => {
  test.setTimeout(300_000);
  // A year of figures: on the 1st the month to date may hold one state, and no second row.
  await logInTo(page, demo('administrador'), await overAYear(MAP_ROUTE));
  const report = reportPage(page);
  const grid = reportGrid(report, MAP_TITLE);
  const map = report.locator('[data-testid="share-map"]');
  const drawn = async () => {
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(report.locator('[data-testid="share-map"][data-drawn="true"] svg')).toBeVisible({
      timeout: 30_000,
    });
  };
  await drawn();
  await expect(report.getByRole('alert')).toHaveCount(0);
  await expect(
    report.getByRole('img', { name: /^Mapa do Brasil, Market share regional: / }),
  ).toHaveCount(1);
  // The keyboard: the first state's row, then the next; the map emphasises each, its UF written on it.
  const first = (await cell(report, MAP_TITLE, 1, 0).innerText()).trim();
  const second = (await cell(report, MAP_TITLE, 2, 0).innerText()).trim();
  await grid.getByRole('row').nth(1).focus();
  await expect(map).toHaveAttribute('data-highlighted', first);
  await expect(map.locator('svg text', { hasText: new RegExp(`^${first}$`) })).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(map).toHaveAttribute('data-highlighted', second);
  await expect(map.locator('svg text', { hasText: new RegExp(`^${second}$`) })).toHaveCount(1);
  await photo(page, { path: path.join(shots, 'drill-map-focused-light-desktop.png') });
  await screenshots(page, 'drill-map', drawn);
});

test('a brand opens its models; the trail and Back lead to the brands', async ({ page }) => {
  test.setTimeout(300_000);
  await logInTo(page, demo('administrador'), await overAYear('/reports/by-brand-last-12-months'));
  const report = reportPage(page);
  const brands = reportGrid(report, BRANDS_TITLE);
  const models = reportGrid(report, MODELS_TITLE);
  await expect(brands.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(
    report.getByText('Selecione uma linha sublinhada para abrir o nível abaixo.'),
  ).toBeVisible();
  const brand = (await cell(report, BRANDS_TITLE, 1, 0).innerText()).trim();
  // The keyboard: Enter on the brand's row.
  await brands.getByRole('row').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(models.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(trail(report).getByText(brand, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Every model listed is the brand's.
  const count = await models.getByRole('row').count();
  for (let i = 1; i < count - 1; i += 1)
    await expect(cell(report, MODELS_TITLE, i, 1)).toHaveText(brand);
  await expect(report.getByRole('alert')).toHaveCount(0);
  // The models are the model report's own route, in the same document.
  await expect(page).toHaveURL(
    /\/reports\/by-model-month-by-month\?acima=MarcaMes\*fabricanteId\*[^&]+&/,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  // Back returns to the brands.
  await page.goBack();
  await expect(page).toHaveURL(/\/reports\/by-brand-last-12-months\?/);
  await expect(brands.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // A click opens the models again; the trail's first step returns to the brands.
  await brands.getByRole('row').nth(1).click();
  await expect(models.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await trail(report).getByRole('link', { name: 'Por marca nos últimos 12 meses' }).click();
  await expect(brands.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(trail(report)).toHaveCount(0);
  // The model level, drawn again after each reload of the screenshots.
  await screenshots(page, 'drill-brand-models', async () => {
    await expect(brands.or(models).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    if (await brands.isVisible()) await brands.getByRole('row').nth(1).click();
    await expect(models.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  });
});
