import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import { fitsTheScreen, viewports, inBothSkins, searchFor, photo } from '../support/list-screen';
import { csvLines, exported, firstSheet } from '../support/files';
import { apiToken, demo, DEMO_PASSWORD, logInAs, logInTo } from '../support/portal';

// The economic-group screen through the running product. The default tenant opens the screen to
// every signed-in user (EMP_ASSOCIACAO_GRUPO_ECONOMICO = N, where the business groups are the
// "Grupos econômicos", so this screen is "Grupos de grupos econômicos"): its administrator, who holds the
// economic-group event, creates and edits in the dialog, sees the change in the list and its
// status filter, and exports both files; its store profile sees the list read-only. Abracaf keeps
// the screen to the event: its store profile gets not-authorized, and 403 from the API.

test.describe.configure({ timeout: 90_000 });

const LIST = '/admin-panel/group-economic/list';
const LIST_CALL = '/api/GerenciarEmpresas/GrupoEconomico/ListarGruposEconomicos';

const table = (page: Page) =>
  page.getByRole('grid', { name: 'Grupos de grupos econômicos cadastrados' });
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

test('the administrator filters, creates and edits an economic group, sees it in the list and exports it', async ({
  page,
}) => {
  const name = `Holding E2E ${String(Date.now()).slice(-6)}`;
  await logInTo(page, demo('administrador'), LIST);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grupos de grupos econômicos' }),
  ).toBeVisible();
  await expect(shown(page)).toHaveText(/^Mostrando 1 a \d+ de [\d.]+ registros$/);
  const all = await total(page);
  // The status filter's name is feminine: its "all" says so.
  await expect(page.getByRole('button', { name: /Situação/ })).toContainText('Todas');

  // Create: the empty name is refused on its field, then a valid group saves.
  await page.getByRole('button', { name: 'Novo grupo de grupos econômicos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo grupo de grupos econômicos' });
  await expect(page).toHaveURL(/editar=novo/);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Código' }).fill('E2E');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo de grupos econômicos cadastrado').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => total(page)).toBe(all + 1);

  // Edit from the list: found by name, renamed and inactivated; the list shows the change.
  await searchFor(page, name);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name }).click();
  const edit = page.getByRole('dialog', { name: 'Editar grupo de grupos econômicos' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Nome' }).fill(`${name} Renovada`);
  // The react-aria checkbox's input is visually hidden: its label is what a person clicks.
  await edit.getByText('Ativo', { exact: true }).click();
  await expect(edit.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo de grupos econômicos atualizado').first()).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(rows(page)).toContainText(`${name} Renovada`);
  await expect(rows(page)).toContainText('Inativo');

  // Filter by status, named in the address: the inactive list has the group, the active one not.
  await searchFor(page, '');
  await choose(page, 'Situação', 'Inativo');
  await expect(page).toHaveURL(/f\.ativo=false/);
  await expect(rows(page).filter({ hasText: `${name} Renovada` })).toHaveCount(1);
  await choose(page, 'Situação', 'Ativo');
  await expect(page).toHaveURL(/f\.ativo=true/);
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: `${name} Renovada` })).toHaveCount(0);
  await choose(page, 'Situação', 'Inativo');
  await searchFor(page, name);
  await expect(rows(page)).toHaveCount(1);

  // Export what is on screen (the one group) and read both files back.
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines).toHaveLength(2);
  expect(lines[0]?.split(';')[0]).toBe('Nome');
  expect(lines[1]?.split(';')[0]).toBe(`${name} Renovada`);
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).text).toBe(`${name} Renovada`);
});

test('where the tenant opens the screen to all, a store profile reads the list but cannot edit', async ({
  page,
}) => {
  await logInTo(page, demo('loja'), LIST);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Novo grupo de grupos econômicos' })).toHaveCount(
    0,
  );
  await expect(rows(page).first().getByRole('link')).toHaveCount(0);
});

test('where the tenant keeps the screen to the event, a store profile gets not-authorized, and 403 from the API', async ({
  page,
  request,
  baseURL,
}) => {
  const abracaf = (baseURL ?? '').replace('localhost', 'abracaf.localhost');
  await logInAs(page, demo('loja', 'abracaf.demo'), DEMO_PASSWORD, `${abracaf}/login`);
  await page.goto(`${abracaf}${LIST}`);
  await expect(page).toHaveURL(/\/pages\/miscellaneous\/not-authorized$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Você não tem autorização!' }),
  ).toBeVisible();
  const token = await apiToken(request, demo('loja', 'abracaf.demo'), 'abracaf');
  const answer = await request.post(LIST_CALL, {
    headers: { Domain: 'abracaf', Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' },
    data: { draw: 1, start: 0, length: 25 },
  });
  expect(answer.status()).toBe(403);
  expect(answer.headers()['content-type']).toContain('application/problem+json');
});

for (const viewport of viewports) {
  test(`screens of the economic-group list and dialog, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`economic-groups-${viewport.name}-${skin}-${name}.png`),
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
