import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import { formatted, randomAlphanumericCnpj, withWrongCheckDigit } from '../support/cnpj';
import {
  expectListForbidden,
  fitsTheScreen,
  viewports,
  inBothSkins,
  searchFor,
  photo,
} from '../support/list-screen';
import { exported, firstSheet } from '../support/files';
import { demo, logInAs, logInTo } from '../support/portal';

// The dealership screens through the running product, signed in as the demo administrator: the
// list's server-side search, sort and paging, the form's create and edit with an alphanumeric
// CNPJ, the CSV and XLSX exports read back, and a profile without the permission kept out.

// These journeys fill a whole form or walk three screens: on the shared two-core machine one took
// 33 s against the suite's 30 s ceiling while every step was still waiting on its element.
test.describe.configure({ timeout: 90_000 });

const LIST = '/admin-panel/dealerships/list';
const LIST_CALL = '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas';

const table = (page: Page) => page.getByRole('grid', { name: 'Concessionárias cadastradas' });
/** The body rows of the table (the header row has no cell of a row header). */
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const shown = (page: Page) => page.getByRole('status').filter({ hasText: /^Mostrando/ });

/**
 * The texts of one column of the rows on screen, by the column's position: a cell's first line
 * (its title holds the whole text; the name's cell has the legal name on a second line), else its
 * text.
 */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header} among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll(
    (elements, column) =>
      elements.map((row) => {
        const cells = row.querySelectorAll(
          ':scope > [role="rowheader"], :scope > [role="gridcell"]',
        );
        const cell = cells[column];
        const line = cell?.querySelector('[title]')?.getAttribute('title');
        return (line ?? cell?.textContent ?? '').trim();
      }),
    index,
  );
}

/** The list's search text in the address. */
const searchInAddress = (page: Page) => new URL(page.url()).searchParams.get('q');

/** Picks `option` in the react-aria Select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

test('the list searches, sorts and pages on the server, the state kept in the address', async ({
  page,
}) => {
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Concessionárias' })).toBeVisible();
  await expect(shown(page)).toHaveText(/^Mostrando 1 a 25 de [\d.]+ registros$/);
  await expect(rows(page)).toHaveCount(25);

  // Next page: rows 26 to 50, named in the address.
  const firstPage = await columnTexts(page, 'Nome fantasia');
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(shown(page)).toHaveText(/^Mostrando 26 a 50 de /);
  const secondPage = await columnTexts(page, 'Nome fantasia');
  expect(secondPage).toHaveLength(25);
  expect(secondPage.filter((name) => firstPage.includes(name)).length).toBeLessThan(25);

  // Sort by billing code (F000001…: the same order in every collation), ascending then
  // descending; a new order goes back to the first page.
  await table(page).getByRole('columnheader', { name: 'Código de faturamento' }).click();
  await expect(page).toHaveURL(/sort=CodigoFaturamento%3Aasc|sort=CodigoFaturamento:asc/);
  await expect(page).not.toHaveURL(/[?&]page=2\b/);
  await expect
    .poll(async () => {
      const codes = await columnTexts(page, 'Código de faturamento');
      return codes.join() === [...codes].sort().join() && codes[0] === 'F000001';
    })
    .toBe(true);
  await table(page).getByRole('columnheader', { name: 'Código de faturamento' }).click();
  await expect(page).toHaveURL(/sort=CodigoFaturamento(%3A|:)desc/);
  await expect
    .poll(async () => {
      const codes = await columnTexts(page, 'Código de faturamento');
      return codes.length === 25 && codes.join() === [...codes].sort().reverse().join();
    })
    .toBe(true);

  // Search: a dealership's whole trade name finds it, and only rows that contain the words.
  const wanted = secondPage[3] ?? '';
  await searchFor(page, wanted);
  await expect.poll(() => searchInAddress(page)).toBe(wanted);
  await expect(rows(page).first()).toBeVisible();
  await expect
    .poll(async () => {
      const names = await columnTexts(page, 'Nome fantasia');
      return names.includes(wanted) && names.every((name) => name.includes(wanted));
    })
    .toBe(true);

  // The address alone reopens the same list.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue(wanted);
  await expect(rows(page).filter({ hasText: wanted }).first()).toBeVisible();
});

test('a dealership with an alphanumeric CNPJ is created, refused with a wrong check digit, and edited', async ({
  page,
}) => {
  const cnpj = randomAlphanumericCnpj();
  const name = `Auto E2E ${cnpj.slice(0, 6)}`;
  await logInTo(page, demo('administrador'), LIST);
  await page.getByRole('button', { name: 'Nova concessionária' }).click();
  await expect(page).toHaveURL('/admin-panel/dealerships/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova concessionária' })).toBeVisible();

  // Saving the empty form says what is missing and puts the focus on the first field.
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo Razão social precisa ser informado')).toBeVisible();
  await expect(field('CNPJ')).toBeFocused();

  // A wrong check digit is refused on the field, in the rules' words.
  await field('CNPJ').fill(withWrongCheckDigit(cnpj));
  await expect(field('CNPJ')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Documento inválido').first()).toBeVisible();
  await field('CNPJ').fill(cnpj);
  await expect(field('CNPJ')).toHaveValue(formatted(cnpj));
  await expect(page.getByText('Documento inválido')).toHaveCount(0);

  await field('Código de faturamento').fill(`E${cnpj.slice(0, 8)}`);
  await field('Razão social').fill(`${name} Comércio de Veículos Ltda`);
  await field('Nome fantasia').fill(name);
  await choose(page, 'Montadora', /.+/);
  await field('CEP').fill('01310100');
  await choose(page, 'Estado', 'São Paulo');
  // Picked with the keyboard: a pointer click makes Playwright scroll the page under the open
  // popover, which follows its field and never holds still for the click.
  const city = page.getByRole('combobox', { name: 'Município' });
  await city.fill('Campinas');
  await expect(page.getByRole('option', { name: 'Campinas', exact: true })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Campinas');
  await field('Logradouro').fill('Avenida Paulista');
  await field('Número').fill('1000');
  await field('Bairro').fill('Bela Vista');
  await field('Endereço completo').fill('Avenida Paulista, 1000 — Bela Vista, Campinas/SP');
  await field('Coordenadas').fill('-22.905560,-47.060830');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Concessionária cadastrada').first()).toBeVisible();
  await expect(page).toHaveURL(LIST);

  // Found by its CNPJ, opened from its name, edited.
  await searchFor(page, cnpj);
  const row = rows(page).filter({ hasText: formatted(cnpj) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Editar concessionária' }),
  ).toBeVisible();
  await expect(field('CNPJ')).toHaveValue(formatted(cnpj));
  await expect(page.getByRole('combobox', { name: 'Município' })).toHaveValue('Campinas');
  await field('Nome fantasia').fill(`${name} Renovada`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Concessionária atualizada').first()).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await searchFor(page, cnpj);
  await expect(rows(page).filter({ hasText: formatted(cnpj) })).toContainText(`${name} Renovada`);
});

test('the list exports its filtered rows and visible columns as CSV and XLSX', async ({ page }) => {
  await logInAs(page, demo('administrador'));
  // One order every collation agrees on, and a filter that leaves a few pages' worth of rows.
  await page.goto(`${LIST}?sort=CodigoFaturamento:asc&f.status=Inativo`);
  await expect(shown(page)).toHaveText(/^Mostrando 1 a \d+ de \d+ registros$/);
  const total = Number(/de (\d+) registros/.exec((await shown(page).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(0);
  const headers = (await table(page).getByRole('columnheader').allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const codes = await columnTexts(page, 'Código de faturamento');
  const names = await columnTexts(page, 'Nome fantasia');

  const csv = (await readFile(await exported(page, /^CSV/))).toString('utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]?.split(';')).toEqual(headers);
  expect(lines).toHaveLength(total + 1);
  const codeAt = headers.indexOf('Código de faturamento');
  const nameAt = headers.indexOf('Nome fantasia');
  const csvRows = lines.slice(1).map((line) => line.split(';'));
  expect(csvRows.slice(0, codes.length).map((cells) => cells[codeAt])).toEqual(codes);
  expect(csvRows.slice(0, names.length).map((cells) => cells[nameAt])).toEqual(names);
  expect(csvRows.every((cells) => cells[headers.indexOf('Status')] === 'Inativo')).toBe(true);

  const sheet = await firstSheet(await exported(page, /XLSX/));
  const text = (row: number, column: number) => sheet.getRow(row).getCell(column).text;
  expect(headers.map((_, i) => text(1, i + 1))).toEqual(headers);
  expect(sheet.actualRowCount).toBe(total + 1);
  expect(codes.map((_, i) => text(i + 2, codeAt + 1))).toEqual(codes);
  expect(names.map((_, i) => text(i + 2, nameAt + 1))).toEqual(names);
});

test('a profile without the dealership permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screens of the dealership list and form, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`dealerships-${viewport.name}-${skin}-${name}.png`),
        });
      await logInAs(page, demo('administrador'));

      await page.goto(LIST);
      await expect(rows(page)).toHaveCount(25);
      await fitsTheScreen(page);
      await expect(table(page)).toBeVisible();
      await shot('list');

      await page.getByRole('button', { name: 'Exportar' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot('export-menu');
      await page.keyboard.press('Escape');

      await page.goto('/admin-panel/dealerships/add');
      await page
        .getByRole('textbox', { name: 'CNPJ', exact: true })
        .fill(withWrongCheckDigit(randomAlphanumericCnpj()));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Documento inválido').first()).toBeVisible();
      await fitsTheScreen(page);
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await shot('form-errors');
    });
  });
}
