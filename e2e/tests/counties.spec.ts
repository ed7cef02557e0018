import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import {
  expectListForbidden,
  fitsTheScreen,
  viewports,
  inBothSkins,
  searchFor,
  photo,
} from '../support/list-screen';
import { csvLines, exported, firstSheet } from '../support/files';
import { demo, logInTo } from '../support/portal';

// The municipality screen through the running product, signed in as the demo administrator of
// the default tenant (every IBGE municipality, each in its state's area and that area's region):
// filter by state, find one, see its field errors, move it to another area (and so region), see
// the change in the list and under the new region's filter, both exports read back, and a profile
// without the permission kept out. Amapá is this journey's own: the area journey works in Acre.

test.describe.configure({ timeout: 90_000 });

const LIST = '/admin-panel/county/list';
const LIST_CALL = '/api/AreasAbrangencia/Municipio/ListarMunicipios';

const table = (page: Page) => page.getByRole('grid', { name: 'Municípios por estado' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const shown = (page: Page) => page.getByRole('status').filter({ hasText: /^Mostrando/ });

/** Picks `option` in the react-aria Select labelled `label` (inside `within`, the page by default). */
async function choose(
  page: Page,
  label: string | RegExp,
  option: string,
  within: Page | Locator = page,
): Promise<void> {
  await within.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('the administrator filters municipalities by state, moves one to another area and exports', async ({
  page,
}) => {
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Municípios' })).toBeVisible();
  await expect(shown(page)).toHaveText('Mostrando 1 a 25 de 5.571 registros');

  // By state, named in the address: Amapá's 16 municipalities, in its area and region.
  await choose(page, /Estado/, 'Amapá');
  await expect(page).toHaveURL(/f\.estadoId=16/);
  await expect(shown(page)).toHaveText('Mostrando 1 a 16 de 16 registros');
  await searchFor(page, 'Oiapoque');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Área Amapá');
  await expect(rows(page)).toContainText('Região Norte');

  // The edit dialog: bad input refused on its fields, then a move to another region's area.
  await rows(page).getByRole('link', { name: 'Oiapoque' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar município' });
  await expect(page).toHaveURL(/editar=1600501/);
  await expect(dialog.getByText('AP · código IBGE 1600501')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('');
  await dialog.getByRole('textbox', { name: 'População' }).fill('27 mil');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
  await expect(
    dialog.getByText('O campo População deve conter somente caracteres numéricos'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('Oiapoque');
  await dialog.getByRole('textbox', { name: 'População' }).fill('27482');
  await choose(page, /Região operacional/, 'Região Sudeste', dialog);
  await expect(dialog.getByRole('button', { name: /Área de influência/ })).toContainText(
    'Sem área',
  );
  await choose(page, /Área de influência/, 'Área São Paulo', dialog);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Município atualizado').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rows(page)).toContainText('Área São Paulo');
  await expect(rows(page)).toContainText('Região Sudeste');

  // Under the region's filter, Amapá now has this one municipality; Norte has the other 15.
  await searchFor(page, '');
  await choose(page, /Região operacional/, 'Região Sudeste');
  await expect(page).toHaveURL(/f\.regiaoOperacionalId=/);
  await expect(shown(page)).toHaveText('Mostrando 1 a 1 de 1 registros');
  await choose(page, /Região operacional/, 'Região Norte');
  await expect(shown(page)).toHaveText('Mostrando 1 a 15 de 15 registros');

  // Export Sudeste's Amapá (the one moved) and read both files back.
  await choose(page, /Região operacional/, 'Região Sudeste');
  await expect(rows(page)).toHaveCount(1);
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines).toHaveLength(2);
  const header = lines[0]?.split(';') ?? [];
  expect(header.slice(0, 3)).toEqual(['Nome', 'UF', 'Código IBGE']);
  const cells = lines[1]?.split(';') ?? [];
  expect(cells.slice(0, 3)).toEqual(['Oiapoque', 'AP', '1600501']);
  expect(cells[header.indexOf('Área de influência')]).toBe('Área São Paulo');
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).text).toBe('Oiapoque');
});

test('a profile without the municipality permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screens of the municipality list and dialog, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`counties-${viewport.name}-${skin}-${name}.png`),
        });
      await logInTo(page, demo('administrador'), LIST);
      await expect(rows(page).first().getByRole('link').first()).toBeVisible();
      await fitsTheScreen(page);
      await shot('list');
      // Macapá, the capital of Amapá: read only here, so the journey above is not disturbed.
      await page.goto(`${LIST}?f.estadoId=16&editar=1600303`);
      const dialog = page.getByRole('dialog', { name: 'Editar município' });
      await dialog.getByRole('textbox', { name: 'População' }).fill('muitos');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText(/População deve conter/)).toBeVisible();
      await fitsTheScreen(page);
      await shot('dialog-errors');
    });
  });
}
