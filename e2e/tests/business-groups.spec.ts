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

// The business-group screen through the running product, signed in as the demo administrator of
// the default tenant (EMP_ASSOCIACAO_GRUPO_ECONOMICO = N, so the screen is "Grupos econômicos"):
// create and edit in the dialog, the change seen in the list and its status filter, both exports
// read back, and a profile without the permission kept out.

test.describe.configure({ timeout: 90_000 });

const LIST = '/admin-panel/group/list';
const LIST_CALL = '/api/GerenciarEmpresas/GrupoEmpresa/ListarGruposEmpresa';
const TITLE = 'Grupos econômicos';

const table = (page: Page) => page.getByRole('grid', { name: 'Grupos cadastrados' });
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
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

test('the administrator filters, creates and edits a group, sees it in the list and exports it', async ({
  page,
}) => {
  const name = `Grupo E2E ${String(Date.now()).slice(-6)}`;
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(shown(page)).toHaveText(/^Mostrando 1 a \d+ de [\d.]+ registros$/);
  const all = await total(page);

  // Create: the empty name is refused on its field, then a valid group saves.
  await page.getByRole('button', { name: 'Novo grupo econômico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo grupo econômico' });
  await expect(page).toHaveURL(/editar=novo/);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Código' }).fill('E2E');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo cadastrado').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => total(page)).toBe(all + 1);

  // Edit from the list: found by name, renamed and inactivated; the list shows the change.
  await searchFor(page, name);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name }).click();
  const edit = page.getByRole('dialog', { name: 'Editar grupo econômico' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Nome' }).fill(`${name} Renovado`);
  // The react-aria checkbox's input is visually hidden: its label is what a person clicks.
  await edit.getByText('Ativo', { exact: true }).click();
  await expect(edit.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo atualizado').first()).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(rows(page)).toContainText(`${name} Renovado`);
  await expect(rows(page)).toContainText('Inativo');

  // Filter by status, named in the address: the inactive list has the group, the active one not.
  await searchFor(page, '');
  await choose(page, 'Situação', 'Inativo');
  await expect(page).toHaveURL(/f\.ativo=false/);
  await expect.poll(() => total(page)).toBeLessThan(all + 1);
  await expect(rows(page).filter({ hasText: `${name} Renovado` })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: /\bAtivo\b/ })).toHaveCount(0);
  await choose(page, 'Situação', 'Ativo');
  await expect(page).toHaveURL(/f\.ativo=true/);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: `${name} Renovado` })).toHaveCount(0);
  await choose(page, 'Situação', 'Inativo');
  await searchFor(page, name);
  await expect(rows(page)).toHaveCount(1);

  // Export what is on screen (the one group) and read both files back.
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines).toHaveLength(2);
  expect(lines[0]?.split(';')[0]).toBe('Nome');
  expect(lines[1]?.split(';')[0]).toBe(`${name} Renovado`);
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).text).toBe(`${name} Renovado`);
});

test('a profile without the business-group permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screens of the business-group list and dialog, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`groups-${viewport.name}-${skin}-${name}.png`),
        });
      await logInTo(page, demo('administrador'), LIST);
      await expect(rows(page).first()).toBeVisible();
      await fitsTheScreen(page);
      await shot('list');
      await page.goto(`${LIST}?editar=novo`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Código' }).fill('X'.repeat(21));
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
      await fitsTheScreen(page);
      await shot('dialog-errors');
    });
  });
}
