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
import { apiToken, demo, logInAs, logInTo } from '../support/portal';

// The profiles screen through the running product, signed in as the demo administrator of the
// default tenant: create a profile in the dialog (a taken name refused on its field), rename and
// inactivate it, the status tags, its permission matrix (select all in a module, search, saved and
// read again), both exports read back; the association's administrator sees the events they do
// not hold locked and the API refuses granting one; a profile without the screen is kept out.

test.describe.configure({ timeout: 90_000 });

const LIST = '/administrative/settings';
const LIST_CALL = '/api/Administracao/Perfil/ListarPerfis';

const table = (page: Page) => page.getByRole('grid', { name: 'Perfis de acesso' });
const rows = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
const selectedCount = (page: Page) =>
  page.getByRole('dialog').getByText(/^Selecionadas: \d+ de \d+$/);

test('the administrator creates a profile, edits it and its permissions, and exports the list', async ({
  page,
}) => {
  const suffix = String(Date.now()).slice(-6);
  const name = `Perfil E2E ${suffix}`;
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfis' })).toBeVisible();
  await expect(rows(page).getByRole('link', { name: 'Regional', exact: true })).toBeVisible();

  // Create: the empty form is refused on its field, a taken name by the server on the name.
  await page.getByRole('button', { name: 'Novo perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo perfil' });
  await expect(page).toHaveURL(/editar=novo/);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill('regional');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Nome de perfil já cadastrado')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Criado pela jornada');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil cadastrado').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Edit from the list: renamed and inactivated; the row says so.
  await searchFor(page, suffix);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole('link', { name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Editar perfil' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Nome' }).fill(`${name} Auditoria`);
  // The react-aria checkbox's input is visually hidden: its label is what a person clicks.
  await edit.getByText('Ativo', { exact: true }).click();
  await expect(edit.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado').first()).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(rows(page)).toContainText(`${name} Auditoria`);
  await expect(rows(page)).toContainText('Inativo');

  // The status tags are routes: the inactive tag has the profile, the active one not.
  const tags = page.getByRole('navigation', { name: 'Situação dos perfis' });
  await tags.getByRole('link', { name: 'Inativos', exact: true }).click();
  await expect(page).toHaveURL(/\/administrative\/settings\/tag\/Inativo/);
  await searchFor(page, suffix);
  // The search reaches the address after a pause; only the new profile is inactive anyway.
  await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
  await expect(rows(page)).toHaveCount(1);
  await tags.getByRole('link', { name: 'Ativos', exact: true }).click();
  await expect(page).toHaveURL(/\/tag\/Ativo$/);
  await expect(rows(page).getByRole('link', { name: 'Regional', exact: true })).toBeVisible();
  await expect(rows(page).filter({ hasText: suffix })).toHaveCount(0);

  // The permission matrix: select a whole module, one more event found by search, saved.
  await tags.getByRole('link', { name: 'Inativos', exact: true }).click();
  await searchFor(page, suffix);
  await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
  await expect(rows(page)).toHaveCount(1);
  await rows(page)
    .getByRole('link', { name: `Permissões de ${name} Auditoria` })
    .click();
  const matrix = page.getByRole('dialog', { name: `Permissões de ${name} Auditoria` });
  await expect(selectedCount(page)).toHaveText(/^Selecionadas: 0 de/);
  await matrix.getByText('Selecionar todas de Gráficos', { exact: true }).click();
  await expect(selectedCount(page)).toHaveText(/^Selecionadas: 6 de/);
  await matrix.getByRole('searchbox', { name: 'Pesquisar permissão' }).fill('usuarios pend');
  await matrix.getByText('Usuários pendentes', { exact: true }).click();
  await expect(selectedCount(page)).toHaveText(/^Selecionadas: 7 de/);
  await matrix.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Permissões salvas').first()).toBeVisible();
  await expect(matrix).toHaveCount(0);
  await page.reload();
  await rows(page)
    .getByRole('link', { name: `Permissões de ${name} Auditoria` })
    .click();
  await expect(selectedCount(page)).toHaveText(/^Selecionadas: 7 de/);
  await expect(
    page.getByRole('dialog').getByRole('checkbox', { name: 'Usuários pendentes' }),
  ).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  // Export what is on screen (the new profile, inactive) and read both files back.
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines).toHaveLength(2);
  expect(lines[0]?.split(';')).toEqual(['Nome', 'Administrador', 'Usuários', 'Ativo']);
  expect(lines[1]?.split(';')[0]).toBe(`${name} Auditoria`);
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).text).toBe(`${name} Auditoria`);
});

test('the association administrator sees events they lack locked; the API refuses granting one', async ({
  page,
  request,
}) => {
  await logInAs(page, demo('admin.associacao'));
  await page.goto(`${LIST}?permissoes=10`);
  const matrix = page.getByRole('dialog', { name: 'Permissões de Concessionária Loja' });
  // The earlier trading system's permissions come last, folded.
  const legacy = matrix.getByRole('region', { name: 'Negociação (sistema anterior)' });
  await legacy.getByRole('button', { name: 'Mostrar as 13 permissões' }).click();
  await expect(matrix.getByRole('checkbox', { name: /^Ofertas/ })).toBeDisabled();
  await expect(matrix.getByRole('checkbox', { name: 'Usuários', exact: true })).toBeEnabled();
  const token = await apiToken(request, demo('admin.associacao'));
  const answer = await request.post(
    '/api/Administracao/PerfilEvento/IncluirAtualizarPerfilEvento',
    {
      headers: { Domain: 'default', Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' },
      data: { perfilId: 10, eventoIds: [1, 201, 202, 203] },
    },
  );
  expect(answer.status()).toBe(403);
  expect(answer.headers()['content-type']).toContain('application/problem+json');
  expect(((await answer.json()) as { detail: string }).detail).toContain('Ofertas');
});

test('a tag other than Ativo or Inativo is a 404', async ({ page }) => {
  await logInAs(page, demo('administrador'));
  await page.goto(`${LIST}/tag/Talvez`);
  await expect(page).toHaveURL(/error-404/);
});

test('a profile without the profiles permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screens of the profiles list, dialog and matrix, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`profiles-${viewport.name}-${skin}-${name}.png`),
        });
      await logInTo(page, demo('administrador'), LIST);
      await expect(rows(page).first().getByRole('link').first()).toBeVisible();
      await fitsTheScreen(page);
      await shot('list');
      await page.goto(`${LIST}?editar=novo`);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Descrição' }).fill('X'.repeat(501));
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog.getByText('O campo Nome precisa ser informado')).toBeVisible();
      await fitsTheScreen(page);
      await shot('dialog-errors');
      await page.goto(`${LIST}?permissoes=11`);
      await expect(selectedCount(page)).toBeVisible();
      await fitsTheScreen(page);
      await shot('matrix');
    });
  });
}
