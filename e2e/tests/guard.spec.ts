import { expect, test } from '../support/clock';
import { demo, logInAs, pathOf, signIn, signOut } from '../support/portal';

test('an anonymous deep link goes to login and, after signing in, back to the deep link', async ({
  page,
}) => {
  await page.goto('/admin-panel/users?page=2');
  await expect(page).toHaveURL('/login?redirectTo=%2Fadmin-panel%2Fusers%3Fpage%3D2');
  await signIn(page, demo('administrador'));
  await expect(page).toHaveURL('/admin-panel/users?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  // The users list itself, on the page the link asked for.
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Em construção' })).toHaveCount(0);
});

test('a route the profile may not open goes to not-authorized', async ({ page }) => {
  await logInAs(page, demo('loja'));
  await page.goto('/admin-panel/users');
  await expect(page).toHaveURL('/pages/miscellaneous/not-authorized');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Você não tem autorização!' }),
  ).toBeVisible();
});

test('an unknown path goes to error-404, for anonymous and signed-in users', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/error-404');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await logInAs(page, demo('administrador'));
  await page.goto('/admin-panel/nothing-here');
  await expect(page).toHaveURL('/error-404');
});

test('the status pages have the full layout and their own way back, signed in or not', async ({
  page,
}) => {
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await page.goto('/error-404');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(menu).toHaveCount(0);
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/login');

  await logInAs(page, demo('administrador'));
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  // No menu around it (§2: full layout), and no user menu either: the page's own ways on.
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Menu do usuário/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/dashboard-kpi');
  await expect(menu).toBeVisible();
  await page.goto('/pages/miscellaneous/under-maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Em manutenção' })).toBeVisible();
  await expect(menu).toHaveCount(0);
});

test('not-authorized offers signing in with another account', async ({ page }) => {
  await logInAs(page, demo('loja'));
  await page.goto('/admin-panel/users');
  await expect(page).toHaveURL('/pages/miscellaneous/not-authorized');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Entrar com outra conta' }).click();
  await expect(page).toHaveURL(/^[^?]*\/login/);
  await signIn(page, demo('administrador'));
  await expect(page).toHaveURL('/dashboard-kpi');
});

test('the profile tag accepts Ativo and Inativo only; anything else is a 404', async ({ page }) => {
  await logInAs(page, demo('administrador'));
  await page.goto('/administrative/settings/tag/Ativo');
  await expect(page).toHaveURL('/administrative/settings/tag/Ativo');
  await page.goto('/administrative/settings/tag/Inativo');
  await expect(page).toHaveURL('/administrative/settings/tag/Inativo');
  await page.goto('/administrative/settings/tag/Pendente');
  await expect(page).toHaveURL('/error-404');
});

test('a signed-in user opening /login or /forgot-password goes home', async ({ page }) => {
  await logInAs(page, demo('boletim'));
  await page.goto('/login');
  await expect(page).toHaveURL('/reports/daily-report');
  await page.goto('/forgot-password');
  await expect(page).toHaveURL('/reports/daily-report');
});

test('logout goes to login carrying the current path, and signing in returns there', async ({
  page,
}) => {
  await logInAs(page, demo('administrador'));
  await page.goto('/admin-panel/profile-settings/page');
  await signOut(page);
  await expect(page).toHaveURL('/login?redirectTo=%2Fadmin-panel%2Fprofile-settings%2Fpage');
  // Signed out for real: the guard sends a deep link back to login.
  await page.goto('/dashboard-kpi');
  await expect(page).toHaveURL('/login?redirectTo=%2Fdashboard-kpi');
  await signIn(page, demo('administrador'));
  await expect(page).toHaveURL('/dashboard-kpi');
  expect(pathOf(page)).toBe('/dashboard-kpi');
});

test('the logout cookie set by another application signs the user out within seconds', async ({
  page,
  context,
  baseURL,
}) => {
  await logInAs(page, demo('administrador'));
  await page.goto('/admin-panel/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.addCookies([{ name: 'emp_logout', value: '1', url: baseURL! }]);
  await expect(page).toHaveURL('/login?redirectTo=%2Fadmin-panel%2Fusers', { timeout: 5000 });
});

test('the menu lists only routes the profile may open', async ({ page }) => {
  await logInAs(page, demo('boletim'));
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  // One group, the reports': the user's own page of views and the one report it may open.
  await nav.getByRole('button', { name: 'Relatórios' }).click();
  const menu = page.getByRole('menu', { name: 'Relatórios' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Meus relatórios', 'Boletim diário']);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
});

test('a route chunk that fails to load shows the error page with a retry that recovers', async ({
  page,
}) => {
  await logInAs(page, demo('administrador'));
  let failing = true;
  await page.route('**/assets/ProfileSettingsPage-*.js', (route) =>
    failing ? route.abort('failed') : route.continue(),
  );
  await page.goto('/admin-panel/profile-settings/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Ocorreu um erro' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
});
