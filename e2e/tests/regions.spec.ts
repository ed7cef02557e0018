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
import { csvLines, exported, firstSheet } from '../support/files';
import { demo, logInTo } from '../support/portal';

// The operational-region screen through the running product, signed in as the demo administrator
// of the default tenant (five seeded regions, one per macro-region): create in the dialog (a taken
// code refused on its field), edit, the change seen in the list and its status filter, what a
// region covers, both exports read back, and a profile without the permission kept out.

test.describe.configure({ timeout: 90_000 });

const LIST = '/admin-panel/regions/list';
const LIST_CALL = '/api/AreasAbrangencia/RegiaoOperacional/ListarRegioesOperacionais';

const table = (page: Page) => page.getByRole('grid', { name: 'Regiões operacionais cadastradas' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const shown = (page: Page) => page.getByRole('status').filter({ hasText: /^Mostrando/ });
const total = async (page: Page) =>
  Number(
    /de ([\d.]+) registros/.exec((await shown(page).textContent()) ?? '')?.[1]?.replace('.', ''),
  );

/** Picks `option` in the react-aria Select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('the administrator creates and edits a region, filters the list and exports it', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const name = `Região E2E ${suffix}`;
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Regiões operacionais' })).toBeVisible();
  await expect(rows(page).getByRole('link', { name: 'Região Sudeste', exact: true })).toBeVisible();
  const all = await total(page);

  // Create: the empty form is refused on its fields, a taken code by the server on the code.
  await page.getByRole('button', { name: 'Nova região operacional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova região operacional' });
  await expect(page).toHaveURL(/editar=novo/);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
  await expect(dialog.getByText('O campo Código precisa ser informado')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Código' }).fill('ro-01');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Código já utilizado por outra região operacional')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Código' }).fill(`E2E-${suffix}`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Região operacional cadastrada').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => total(page)).toBe(all + 1);

  // Edit from the list: a new region covers nothing yet; renamed and inactivated.
  await searchFor(page, suffix);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name }).click();
  const edit = page.getByRole('dialog', { name: 'Editar região operacional' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await expect(edit.getByText('Nenhuma área de influência nesta região ainda.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Nome' }).fill(`${name} Litoral`);
  // The react-aria checkbox's input is visually hidden: its label is what a person clicks.
  await edit.getByText('Ativa', { exact: true }).click();
  await expect(edit.getByRole('checkbox', { name: 'Ativa' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Região operacional atualizada').first()).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(rows(page)).toContainText(`${name} Litoral`);
  await expect(rows(page)).toContainText('Inativa');

  // Filter by status, named in the address: the inactive list has the region, the active one not.
  await searchFor(page, '');
  await choose(page, /Ativa/, 'Não');
  await expect(page).toHaveURL(/f\.ativo=false/);
  await expect(rows(page).filter({ hasText: `${name} Litoral` })).toHaveCount(1);
  await choose(page, /Ativa/, 'Sim');
  await expect(page).toHaveURL(/f\.ativo=true/);
  await expect(rows(page).getByRole('link', { name: 'Região Sudeste', exact: true })).toBeVisible();
  await expect(rows(page).filter({ hasText: `${name} Litoral` })).toHaveCount(0);

  // What a seeded region covers: its areas (links to their forms) and their municipalities.
  await rows(page).getByRole('link', { name: 'Região Sul', exact: true }).click();
  const sul = page.getByRole('dialog', { name: 'Editar região operacional' });
  const areas = sul.getByRole('list', { name: 'Áreas de influência da região' });
  await expect(areas.getByRole('link')).toHaveText([
    'Área Paraná',
    'Área Rio Grande do Sul',
    'Área Santa Catarina',
  ]);
  await expect(
    sul.getByRole('list', { name: 'Municípios' }).getByText('Florianópolis/SC'),
  ).toBeVisible();
  await sul.getByRole('button', { name: 'Cancelar' }).click();
  await expect(sul).toHaveCount(0);

  // Export what is on screen (the new region, inactive) and read both files back.
  await choose(page, /Ativa/, 'Não');
  await searchFor(page, suffix);
  await expect(rows(page)).toHaveCount(1);
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines).toHaveLength(2);
  expect(lines[0]?.split(';').slice(0, 2)).toEqual(['Nome', 'Código']);
  expect(lines[1]?.split(';').slice(0, 2)).toEqual([`${name} Litoral`, `E2E-${suffix}`]);
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).text).toBe(`${name} Litoral`);
});

test('a profile without the region permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screens of the region list and dialog, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`regions-${viewport.name}-${skin}-${name}.png`),
        });
      await logInTo(page, demo('administrador'), LIST);
      await expect(rows(page).first().getByRole('link').first()).toBeVisible();
      await fitsTheScreen(page);
      await shot('list');
      await page.goto(`${LIST}?editar=novo`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Código' }).fill('X'.repeat(21));
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
      await fitsTheScreen(page);
      await shot('dialog-errors');
      await page.goto(LIST);
      await rows(page).getByRole('link', { name: 'Região Nordeste', exact: true }).click();
      await expect(page.getByRole('dialog').getByText('Maceió/AL')).toBeVisible();
      await fitsTheScreen(page);
      await shot('dialog-edit');
    });
  });
}
