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
import { demo, logInAs } from '../support/portal';

// The users screens through the running product, signed in as the demo administrator of the
// default tenant (whose parameter leaves the CPF optional): the list filtered by profile, a store
// user created (the profile asks for a dealership), edited, found in the list with its new name,
// inactivated after a confirmation, both exports read back, and a profile without the permission
// kept out.

test.describe.configure({ timeout: 120_000 });

const LIST = '/admin-panel/users';
const LIST_CALL = '/api/GerenciarUsuarios/Usuario/ListarUsuarios';

const table = (page: Page) => page.getByRole('grid', { name: 'Usuários cadastrados' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const shown = (page: Page) => page.getByRole('status').filter({ hasText: /^Mostrando/ });
/** Searches the list and waits until the search is in the address (it commits after a pause). */
async function search(page: Page, text: string): Promise<void> {
  await searchFor(page, text);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** Picks `option` in the react-aria Select labelled `label`, once it has options. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  const trigger = page.getByRole('button', { name: new RegExp(label) });
  await expect(trigger).toBeEnabled();
  await trigger.click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** The texts of one column of the rows on screen, by the column's header. */
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
        return (cells[column]?.textContent ?? '').trim();
      }),
    index,
  );
}

test('the administrator filters, creates a store user, edits and inactivates it, and exports the list', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-7);
  const login = `usuario.e2e.${stamp}@emplacamento.demo`;
  const name = `Usuário E2E ${stamp}`;
  await logInAs(page, demo('administrador'));
  // A dealership of the tenant to give the new user, read from the dealership list.
  await page.goto('/admin-panel/dealerships/list?sort=CodigoFaturamento:asc');
  const dealershipLink = page
    .getByRole('grid', { name: 'Concessionárias cadastradas' })
    .getByRole('rowheader')
    .first()
    .getByRole('link');
  const chosen = ((await dealershipLink.textContent()) ?? '').trim();
  expect(chosen).not.toBe('');

  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await expect(shown(page)).toHaveText(/^Mostrando 1 a \d+ de \d+ registros$/);

  // Filter: only the regional profile's users, the filter in the address.
  await choose(page, 'Perfil', 'Regional');
  await expect(page).toHaveURL(/f\.perfilId=11/);
  await expect
    .poll(async () => {
      const profiles = await columnTexts(page, 'Perfil');
      return profiles.length > 0 && profiles.every((profile) => profile === 'Regional');
    })
    .toBe(true);

  // Create: the empty form is refused field by field; a store profile asks for a dealership.
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  await expect(page).toHaveURL('/admin-panel/user/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo E-mail (login) precisa ser informado')).toBeVisible();
  await expect(field(page, 'E-mail (login)')).toBeFocused();
  await field(page, 'E-mail (login)').fill(login);
  await field(page, 'Nome completo').fill(name);
  await choose(page, 'Perfil', 'Concessionária Loja');
  await expect(page.getByRole('region', { name: 'Escopo' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O campo Concessionária precisa ser informado')).toBeVisible();
  // Picked with the keyboard (a pointer click makes Playwright scroll under the open popover).
  const dealership = page.getByRole('combobox', { name: 'Concessionária' });
  await dealership.fill(chosen);
  await expect(page.getByRole('option', { name: chosen, exact: true })).toBeVisible();
  await dealership.press('ArrowDown');
  await dealership.press('Enter');
  await expect(dealership).toHaveValue(chosen);
  // The box is drawn over the hidden input: the user clicks the label.
  await page.getByText('Boletim diário de emplacamentos', { exact: true }).click();
  await expect(
    page.getByRole('checkbox', { name: 'Boletim diário de emplacamentos' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário cadastrado').first()).toBeVisible();
  await expect(page).toHaveURL(LIST);

  // Found by its login with its profile and dealership; edited from its name.
  await search(page, login);
  const row = rows(page).filter({ hasText: login });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Concessionária Loja');
  await expect(row).toContainText(chosen);
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar usuário' })).toBeVisible();
  await expect(field(page, 'Nome completo')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Concessionária' })).toHaveValue(chosen);
  await expect(
    page.getByRole('checkbox', { name: 'Boletim diário de emplacamentos' }),
  ).toBeChecked();
  await field(page, 'Nome completo').fill(`${name} Renomeado`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado').first()).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await search(page, login);
  await expect(rows(page).filter({ hasText: login })).toContainText(`${name} Renomeado`);

  // Inactivated after a confirmation; the status filter then finds it.
  await rows(page)
    .filter({ hasText: login })
    .getByRole('link', { name: `${name} Renomeado` })
    .click();
  await page.getByRole('button', { name: 'Inativar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Inativar usuário?' });
  await confirm.getByRole('button', { name: 'Inativar' }).click();
  await expect(page.getByText('Usuário inativado').first()).toBeVisible();
  // The account's own button (the dialog, while it closes, keeps its "Inativar").
  await expect(
    page.getByRole('region', { name: 'Conta' }).getByRole('button', { name: 'Ativar' }),
  ).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await page.goto(`${LIST}?f.status=Inativo&q=${encodeURIComponent(login)}`);
  await expect(rows(page).filter({ hasText: login })).toContainText('Inativo');

  // The export holds the filtered rows and the visible columns.
  const headers = (await table(page).getByRole('columnheader').allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => text !== '');
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines[0]?.split(';')).toEqual(headers);
  expect(lines).toHaveLength(2);
  const cells = lines[1]?.split(';') ?? [];
  expect(cells[headers.indexOf('Nome completo')]).toBe(`${name} Renomeado`);
  expect(cells[headers.indexOf('E-mail (login)')]).toBe(login);
  expect(cells[headers.indexOf('Concessionária')]).toBe(chosen);
  expect(cells[headers.indexOf('Situação')]).toBe('Inativo');

  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getRow(2).getCell(headers.indexOf('E-mail (login)') + 1).text).toBe(login);
});

test('a profile without the users permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screens of the users list and form, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`users-${viewport.name}-${skin}-${name}.png`),
        });
      await logInAs(page, demo('administrador'));

      await page.goto(LIST);
      await expect(rows(page).first()).toBeVisible();
      await fitsTheScreen(page);
      await shot('list');

      await page.goto('/admin-panel/user/add');
      await choose(page, 'Perfil', 'Concessionária Loja');
      await field(page, 'E-mail (login)').fill('sem-arroba');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('O campo Concessionária precisa ser informado')).toBeVisible();
      await fitsTheScreen(page);
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await shot('form-errors');

      // An existing user: the account panel above the form.
      await page.goto(`${LIST}?q=${encodeURIComponent(demo('regional'))}`);
      await rows(page).first().getByRole('link').click();
      await expect(page.getByRole('button', { name: 'Alterar login' })).toBeVisible();
      await fitsTheScreen(page);
      await shot('edit');
    });
  });
}
