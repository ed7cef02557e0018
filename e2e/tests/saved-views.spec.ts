import path from 'node:path';
import { expect, test } from '../support/clock';
import { photo } from '../support/list-screen';
import { apiToken, demo, logInTo, runMark } from '../support/portal';
import { reportGrid, reportPage, shots } from '../support/reports';

// Saved views and stars through the running product. The administrator opens "Por marcas" on two
// operational regions, saves the view shared with the association (its period kept as the
// preset's name), stars it and the report, and finds both in My reports and first in the menu; a
// regional user opens the shared view and gets it narrowed to its own region, with a notice; the
// owner renames and deletes it.

const TITLE = 'Emplacamentos por marca';

type Option = { Id: number; Nome: string };

/** The operational regions `login` may choose on "Por marcas". */
async function regionsOf(request: Parameters<typeof apiToken>[0], login: string) {
  const token = await apiToken(request, login);
  const answer = await request.get('/api/Emplacamento/Relatorios/Marca/Filtros', {
    headers: { Domain: 'default', Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { RegioesOperacionais: Option[] }).RegioesOperacionais;
}

test('a view saved, starred, shared, opened narrowed by another user, renamed and deleted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const mine = await regionsOf(request, demo('regional'));
  const all = await regionsOf(request, demo('administrador'));
  const outside = all.find((r) => !mine.some((m) => m.Id === r.Id));
  expect(mine.length).toBeGreaterThan(0);
  expect(outside).toBeDefined();
  const own = mine[0] as Option;
  const name = `Regiões ${runMark()}`;

  // The administrator: the report on two regions, one the regional user does not read.
  await logInTo(
    page,
    demo('administrador'),
    `/reports/by-brands?regiaoOperacionalId=${String(own.Id)},${String(outside?.Id)}`,
  );
  const report = reportPage(page);
  await expect(reportGrid(report, TITLE)).toBeVisible({ timeout: 30_000 });
  await report.getByRole('button', { name: 'Salvar visão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Salvar esta visão' });
  // The page opened on its default period, a preset: the view keeps its name.
  await expect(dialog.getByText(/recalculado a cada abertura/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Nome da visão/ }).fill(name);
  // react-aria's switch is a hidden input under its label: the label is what a user presses.
  await dialog.getByText('Compartilhar com a associação', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: /Compartilhar/ })).toBeChecked();
  await photo(page, { path: path.join(shots, 'saved-views-dialog-light-desktop.png') });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Visão salva')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The report's star: on at once, and the report leads the reports menu after My reports.
  const star = report.getByRole('button', { name: `Favorito: ${TITLE}` });
  if ((await star.getAttribute('aria-pressed')) === 'false') await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // My reports: the report starred, the view listed; its star.
  await page.goto('/my-reports');
  const starred = page.getByRole('region', { name: 'Relatórios favoritos' });
  await expect(starred.getByRole('link', { name: 'Por marcas' })).toBeVisible();
  const views = page.getByRole('grid', { name: 'Visões salvas' });
  const row = views.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Compartilhada');
  await expect(row).toContainText('Você');
  await row.getByRole('button', { name: `Favorito: ${name}` }).click();
  await expect(row.getByRole('button', { name: `Favorito: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.setViewportSize({ width: 1366, height: 768 });
  await photo(page, { path: path.join(shots, 'my-reports-light-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await photo(page, { path: path.join(shots, 'my-reports-light-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // Opened by its owner: both regions, nothing taken out.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/reports\/by-brands\?/);
  await expect(reportGrid(report, TITLE)).toBeVisible({ timeout: 30_000 });
  await expect(report.getByText(`Visão “${name}”`)).toBeVisible();
  await expect(report.getByText(/foram retirados/)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('regiaoOperacionalId')).toBe(
    `${String(own.Id)},${String(outside?.Id)}`,
  );

  // The regional user, in a browser of its own: the shared view, narrowed to its region.
  const other = await browser.newContext();
  const regional = await other.newPage();
  await logInTo(regional, demo('regional'), '/my-reports');
  const theirs = regional
    .getByRole('grid', { name: 'Visões salvas' })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(theirs).toContainText(/Administr/);
  // A colleague's view only opens: no owner's actions.
  await expect(theirs.getByRole('button', { name: /Ações da visão/ })).toHaveCount(0);
  await theirs.getByRole('link', { name }).click();
  const narrowed = reportPage(regional);
  await expect(reportGrid(narrowed, TITLE)).toBeVisible({ timeout: 30_000 });
  await expect(narrowed.getByRole('status').filter({ hasText: /foram retirados/ })).toHaveText(
    'Alguns filtros desta visão foram retirados porque seu acesso não os inclui: Região operacional.',
  );
  expect(new URL(regional.url()).searchParams.get('regiaoOperacionalId')).toBe(String(own.Id));
  await photo(regional, { path: path.join(shots, 'saved-view-narrowed-light-desktop.png') });
  await other.close();

  // The owner renames it, then deletes it after the question.
  await page.goto('/my-reports');
  const renamed = `${name} (semana)`;
  await views
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Ações da visão ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Renomear' }).click();
  const rename = page.getByRole('dialog', { name: 'Renomear visão' });
  await rename.getByRole('textbox', { name: /Nome da visão/ }).fill(renamed);
  await rename.getByRole('button', { name: 'Salvar' }).click();
  await expect(views.getByRole('link', { name: renamed })).toBeVisible();
  await views.getByRole('button', { name: `Ações da visão ${renamed}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const question = page.getByRole('alertdialog', { name: `Excluir a visão “${renamed}”?` });
  await question.getByRole('button', { name: 'Excluir' }).click();
  await expect(views.getByRole('link', { name: renamed })).toHaveCount(0);
});
