import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import {
  expectListForbidden,
  fitsTheScreen,
  viewports,
  inBothSkins,
  photo,
} from '../support/list-screen';
import { csvLines, exported, firstSheet } from '../support/files';
import { apiToken, demo, logInTo } from '../support/portal';

// The pending users screen through the running product, signed in as the demo administrator of
// the default tenant, whose one pending registration (Paulo Pendente) is decided here: the
// screenshots first (serial: they need the row), then the journey approves it with a profile, the
// user is told by e-mail (the development outbox), and a profile without the screen is kept out.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const LIST = '/admin-panel/pending-users';
const LIST_CALL = '/api/GerenciarUsuarios/Usuario/ListarUsuarios';
const PENDING = 'Paulo Pendente';

const table = (page: Page) => page.getByRole('grid', { name: 'Cadastros aguardando aprovação' });
const row = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(name) });

for (const viewport of viewports) {
  test(`screens of the pending users list and approval, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      const shot = (name: string) =>
        photo(page, {
          path: test.info().outputPath(`pending-users-${viewport.name}-${skin}-${name}.png`),
        });
      await logInTo(page, demo('administrador'), LIST);
      await expect(row(page, PENDING)).toBeVisible();
      await fitsTheScreen(page);
      await shot('list');
      await row(page, PENDING).getByRole('checkbox').check({ force: true });
      await page.getByRole('button', { name: 'Aprovar (1)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Aprovar 1 cadastro' });
      await expect(dialog.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
      // The dialog starts from the profile the user asked for when registering, not "Selecione".
      const profile = dialog.getByRole('button', { name: /Perfil/ });
      await expect(profile).toBeEnabled();
      await expect(profile).not.toHaveText(/Selecione/);
      await fitsTheScreen(page);
      await shot('approve');
    });
  });
}

test('the administrator exports the pending registrations and approves one; the user is told', async ({
  page,
  request,
}) => {
  await logInTo(page, demo('administrador'), LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários pendentes' })).toBeVisible();
  await expect(row(page, PENDING)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprovar (0)' })).toBeDisabled();

  // Both exports hold the pending registration, not the tenant's other users.
  const lines = csvLines(await exported(page, /^CSV/));
  expect(lines).toHaveLength(2);
  expect(lines[1]?.split(';')[0]).toBe(PENDING);
  const sheet = await firstSheet(await exported(page, /XLSX/));
  expect(sheet.getRow(2).getCell(1).text).toBe(PENDING);

  // Reject is offered and given up; approve starts from the profile asked for, then saves.
  await row(page, PENDING).getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Recusar (1)' }).click();
  const reject = page.getByRole('dialog', { name: 'Recusar 1 cadastro' });
  await reject.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reject).toHaveCount(0);
  await page.getByRole('button', { name: 'Aprovar (1)' }).click();
  const approve = page.getByRole('dialog', { name: 'Aprovar 1 cadastro' });
  await expect(approve.getByRole('button', { name: 'Aprovar' })).toBeEnabled();
  // It starts from the profile the user asked for; the approver may choose another.
  await expect(approve.getByRole('button', { name: /Perfil/ })).not.toHaveText(/Selecione/);
  await approve.getByRole('button', { name: /Perfil/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: 'Boletim Diário', exact: true })
    .click();
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Cadastro aprovado').first()).toBeVisible();
  await expect(approve).toHaveCount(0);
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();

  // The user is active in the user list and got the code to set a password.
  await page.goto(`/admin-panel/users?q=${encodeURIComponent('Paulo')}`);
  await expect(page.getByRole('link', { name: PENDING })).toBeVisible();
  const token = await apiToken(request, demo('administrador'));
  const outbox = await request.get('/api/Dev/Outbox', {
    headers: { Domain: 'default', Authorization: `Bearer ${token}` },
  });
  const mails = (await outbox.json()) as { para: string[]; assunto: string; texto: string }[];
  const mail = mails.find((candidate) => candidate.para.includes(demo('pendente')));
  expect(mail?.assunto).toBe('Seu cadastro foi aprovado');
  expect(mail?.texto).toMatch(/Código: \d{6}/);
});

test('a profile without the pending users permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, LIST, LIST_CALL);
  const token = await apiToken(request, demo('loja'));
  const answer = await request.post('/api/GerenciarUsuarios/Usuario/RecusarPendentes', {
    headers: { Domain: 'default', Authorization: `Bearer ${token}` },
    data: { usuarioIds: [1] },
  });
  expect(answer.status()).toBe(403);
});
