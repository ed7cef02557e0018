import type { Locator } from '@playwright/test';
import { expect, test } from '../support/clock';
import { demo, logInTo } from '../support/portal';
import {
  cellsOf,
  countOf,
  overAYear,
  reportGrid,
  reportPage,
  screenshots,
  searchOf,
} from '../support/reports';

// The drill-down paths through the running product, as the administrator: by brands → a brand's
// models → a model's versions, the trail showing each level and Back undoing one step at a time
// back to the brands on the same days; region → area → city → the city's dealerships, by the
// keyboard too, Back and the trail leading up. At each level the figures shown add up to the
// figure of the row that opened it.

const BRANDS = 'Emplacamentos por marca';
const TABLE = 'Tabela dinâmica';
const TREE = 'Regiões, áreas e cidades';

const trail = (report: Locator) => report.getByRole('navigation', { name: 'Nível do relatório' });
const rows = (report: Locator, title: string) => reportGrid(report, title).getByRole('row');
/** The figure of the last column of the totals row (the last row). */
const totalOf = async (report: Locator, title: string) =>
  countOf((await cellsOf(rows(report, title).last())).at(-1));

test('by brands → models → versions; the trail and Back lead up a step at a time', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logInTo(page, demo('administrador'), await overAYear('/reports/by-brands'));
  const report = reportPage(page);
  await expect(rows(report, BRANDS).nth(1)).toBeVisible({ timeout: 30_000 });
  const period = [searchOf(page).get('de'), searchOf(page).get('ate')];
  // The first brand: its name and count (brand, registrations, share).
  const [brand = '', brandCount] = await cellsOf(rows(report, BRANDS).nth(1));
  await rows(report, BRANDS).nth(1).click();
  // Its models, in the dynamic table by brand and model, on the same days.
  await expect(page).toHaveURL(/\/reports\/dynamic-table\?acima=Marca\*fabricanteId\*/);
  await expect(rows(report, TABLE).nth(1)).toBeVisible({ timeout: 30_000 });
  expect([searchOf(page).get('de'), searchOf(page).get('ate')]).toEqual(period);
  expect(searchOf(page).get('linhas')).toBe('marca,modelo');
  await expect(trail(report).getByText(brand, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(trail(report).getByRole('link', { name: BRANDS })).toBeVisible();
  // Every row is the brand's; its models add up to the brand's count (the subtotal and the total).
  const models = await rows(report, TABLE).all();
  const modelRows = [];
  for (const row of models.slice(1, -1)) {
    const cells = await cellsOf(row);
    expect(cells[0]).toBe(brand);
    if (cells[1] !== 'Subtotal') modelRows.push(cells);
  }
  expect(modelRows.length).toBeGreaterThan(0);
  expect(modelRows.reduce((sum, cells) => sum + countOf(cells.at(-1)), 0)).toBe(
    countOf(brandCount),
  );
  expect(await totalOf(report, TABLE)).toBe(countOf(brandCount));
  // A model opens its versions: the table by model and version, filtered to the model.
  const [, model = '', modelCount] = modelRows[0] ?? [];
  await rows(report, TABLE).filter({ hasText: model }).first().click();
  await expect(page).toHaveURL(/linhas=modelo%2Cversao/);
  await expect(trail(report).getByText(model, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(trail(report).getByRole('link', { name: brand })).toBeVisible();
  await expect(trail(report).getByRole('link', { name: BRANDS })).toBeVisible();
  await expect(async () => {
    const first = await cellsOf(rows(report, TABLE).nth(1));
    expect(first[0]).toBe(model);
    expect(await totalOf(report, TABLE)).toBe(countOf(modelCount));
  }).toPass({ timeout: 30_000 });
  await expect(report.getByRole('alert')).toHaveCount(0);
  // Back: the brand's models; Back again: the brands, on the same days.
  await page.goBack();
  await expect(page).toHaveURL(/linhas=marca%2Cmodelo/);
  await expect(trail(report).getByText(brand, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(async () => {
    expect(await totalOf(report, TABLE)).toBe(countOf(brandCount));
  }).toPass({ timeout: 30_000 });
  await page.goBack();
  await expect(page).toHaveURL(/\/reports\/by-brands\?/);
  expect([searchOf(page).get('de'), searchOf(page).get('ate')]).toEqual(period);
  await expect(rows(report, BRANDS).nth(1)).toBeVisible({ timeout: 30_000 });
  expect((await cellsOf(rows(report, BRANDS).nth(1)))[0]).toBe(brand);
  await expect(trail(report)).toHaveCount(0);
  // Forward twice, then the trail's first step leads to the brands too.
  await page.goForward();
  await page.goForward();
  await expect(trail(report).getByText(model, { exact: true })).toBeVisible({ timeout: 30_000 });
  await trail(report).getByRole('link', { name: BRANDS }).click();
  await expect(page).toHaveURL(/\/reports\/by-brands\?/);
  await expect(rows(report, BRANDS).nth(1)).toBeVisible({ timeout: 30_000 });
});

test('region → area → city → the city’s dealerships, each adding up to its parent; Back and the trail lead up', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await logInTo(page, demo('administrador'), await overAYear('/reports/regions-areas-cities'));
  const report = reportPage(page);
  const tree = rows(report, TREE);
  await expect(tree.nth(1)).toBeVisible({ timeout: 30_000 });
  const rowsAtTop = await tree.count();
  // Region, area, city, state, level, own brand, all brands, share: the first row is a region's,
  // the next its first area's.
  const [region = '', , , , , , regionCount] = await cellsOf(tree.nth(1));
  await tree.nth(1).click();
  await expect(trail(report).getByText(region, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page).toHaveURL(/regiaoOperacionalId=\d+/);
  const [, area = '', , , , , areaCount] = await cellsOf(tree.nth(2));
  // The keyboard: Enter on the area's row. Back returns to the region's level; Enter again.
  const openArea = async () => {
    await tree.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect(trail(report).getByText(area, { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  };
  await openArea();
  await expect(page).toHaveURL(/areaInfluenciaId=\d+/);
  await page.evaluate(() => {
    history.back();
  });
  await expect(trail(report).getByText(region, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(trail(report).getByText(area, { exact: true })).toHaveCount(0);
  await openArea();
  // A city's row says so in its level column (the header's "Cidade" column is not a city).
  const cities = tree.filter({ has: page.getByRole('gridcell', { name: 'Cidade', exact: true }) });
  await expect(cities.first()).toBeVisible({ timeout: 30_000 });
  // Header, region, area, its cities, totals: once the area's rows have replaced the region's.
  await expect.poll(async () => (await tree.count()) - (await cities.count())).toBe(4);
  // The area's cities add up to the area.
  const cityCells = await Promise.all((await cities.all()).map(cellsOf));
  expect(cityCells.reduce((sum, cells) => sum + countOf(cells[6]), 0)).toBe(countOf(areaCount));
  expect(countOf(regionCount)).toBeGreaterThanOrEqual(countOf(areaCount));
  await screenshots(page, 'drill-region-area-cities', async () => {
    await expect(trail(report).getByText(area, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(tree.nth(1)).toBeVisible({ timeout: 30_000 });
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  // A city opens its dealerships: the table by city and dealership, filtered to the city.
  const [, , city = '', , , , cityCount] = cityCells[0] ?? [];
  await cities.first().click();
  await expect(page).toHaveURL(/\/reports\/dynamic-table\?.*linhas=municipio%2Cconcessionaria/);
  await expect(page).toHaveURL(/municipioId=\d+/);
  await expect(rows(report, TABLE).nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(trail(report).getByRole('link', { name: 'Todas as regiões' })).toBeVisible();
  await expect(trail(report).getByRole('link', { name: region })).toBeVisible();
  await expect(trail(report).getByRole('link', { name: area })).toBeVisible();
  await expect(trail(report).getByText(city, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The city's dealerships (and what no dealership billed) add up to the city's count.
  await expect(async () => {
    expect(await totalOf(report, TABLE)).toBe(countOf(cityCount));
  }).toPass({ timeout: 30_000 });
  await expect(report.getByRole('alert')).toHaveCount(0);
  // The trail's area leads back to the hierarchy narrowed to the area.
  await trail(report).getByRole('link', { name: area }).click();
  await expect(page).toHaveURL(/\/reports\/regions-areas-cities\?.*areaInfluenciaId=\d+/);
  await expect(trail(report).getByText(area, { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The trail's top: every region, no trail.
  await trail(report).getByRole('link', { name: 'Todas as regiões' }).click();
  await expect(trail(report)).toHaveCount(0);
  await expect.poll(() => tree.count()).toBe(rowsAtTop);
});
