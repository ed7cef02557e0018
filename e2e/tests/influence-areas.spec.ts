import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import {
  expectListForbidden,
  fitsTheScreen,
  viewports,
  inBothSkins,
  searchFor,
  photo,
} from '../support/list-screen';
import { exported, firstSheet } from '../support/files';
import { demo, logInTo } from '../support/portal';

// The influence-area screens through the running product, signed in as the demo administrator:
// an area gives up a municipality, a new area takes it (a municipality belongs to one area at a
// time), is renamed, the change shows in the filtered list, and the CSV and XLSX exports read
// back; a profile without the permission is kept out.

// A journey of three screens and two saves: the dealership journeys needed this much under load.
test.describe.configure({ timeout: 90_000 });

const LIST = '/admin-panel/area/list';
const LIST_CALL = '/api/AreasAbrangencia/AreaInfluencia/ListarAreasInfluencia';

const table = (page: Page) => page.getByRole('grid', { name: 'Áreas de influência cadastradas' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const shown = (page: Page) => page.getByRole('status').filter({ hasText: /^Mostrando/ });

/** Picks `option` in the react-aria Select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('an area gives up a municipality, a new area takes it, is renamed, listed and exported', async ({
  page,
}) => {
  const code = `AI-E2E-${String(Date.now() % 100_000)}`;
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Áreas de influência' })).toBeVisible();
  await expect(shown(page)).toHaveText(/^Mostrando 1 a 25 de \d+ registros$/);

  // Filter by the region, then search the Acre area by its code.
  await choose(page, /Região operacional/, 'Região Norte');
  await expect(page).toHaveURL(/f\.regiaoOperacionalId=\d+/);
  await expect(rows(page)).toHaveCount(7);
  await searchFor(page, 'AI-AC');
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name: 'Área Acre' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Editar área de influência' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remover Xapuri/AC' }).click();
  await expect(page.getByRole('button', { name: 'Remover Xapuri/AC' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Área de influência atualizada').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin-panel\/area\/list/);

  // A new area: the empty form says what is missing, then Xapuri, free now, is picked.
  await page.getByRole('button', { name: 'Nova área de influência' }).click();
  await expect(page).toHaveURL('/admin-panel/area/add');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo Nome precisa ser informado')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Vale do Acre');
  await page.getByRole('textbox', { name: 'Código', exact: true }).fill(code);
  await choose(page, 'Selecione Estado', 'Acre');
  const city = page.getByRole('combobox', { name: 'Município a adicionar' });
  await expect(city).toBeEnabled();
  await city.fill('Xapu');
  await page.getByRole('option', { name: 'Xapuri' }).click();
  await expect(page.getByText('Xapuri/AC')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Área de influência cadastrada').first()).toBeVisible();
  await expect(page).toHaveURL(LIST);

  // Edit: rename; the list shows the new name with its one municipality.
  await searchFor(page, code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('1');
  await rows(page).getByRole('link', { name: 'Vale do Acre' }).click();
  await expect(page.getByText('Xapuri/AC')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Vale do Acre e Xapuri');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Área de influência atualizada').first()).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await searchFor(page, code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).getByRole('link')).toHaveText('Vale do Acre e Xapuri');

  // The export of the region's areas by code reads back with the rows on screen.
  await page.goto(`${LIST}?sort=Codigo:asc&q=AI-`);
  await expect(shown(page)).toHaveText(/^Mostrando 1 a \d+ de \d+ registros$/);
  const total = Number(/de (\d+) registros/.exec((await shown(page).textContent()) ?? '')?.[1]);
  const headers = (await table(page).getByRole('columnheader').allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const csv = (await readFile(await exported(page, /^CSV/))).toString('utf8');
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]?.split(';')).toEqual(headers);
  expect(lines).toHaveLength(total + 1);
  const mine = lines.find((line) => line.includes(code))?.split(';');
  expect(mine?.[headers.indexOf('Nome')]).toBe('Vale do Acre e Xapuri');
  expect(mine?.[headers.indexOf('Municípios')]).toBe('1');
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(total + 1);
  expect(headers.map((_, i) => sheet.getRow(1).getCell(i + 1).text)).toEqual(headers);
});

test('a profile without the influence-area permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screens of the influence-area list and form, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`areas-${viewport.name}-${skin}-${name}.png`),
        });
      await logInTo(page, demo('administrador'), LIST);
      await expect(rows(page)).toHaveCount(25);
      await fitsTheScreen(page);
      await shot('list');
      await rows(page).getByRole('link', { name: 'Área Roraima' }).click();
      await expect(page.getByText('Boa Vista/RR')).toBeVisible();
      await fitsTheScreen(page);
      await shot('form');
      await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('O campo Nome precisa ser informado')).toBeVisible();
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await shot('form-errors');
    });
  });
}
