import { expect, test } from '../support/clock';
import { demo, logInAs } from '../support/portal';

// §2: landing after login by profile name (demo users of apps/api/README.md).
const landings: readonly [user: string, path: string][] = [
  ['administrador', '/dashboard-kpi'],
  ['admin.sistema', '/dashboard-kpi'],
  ['admin.abracaf', '/dashboard-kpi'],
  ['admin.associacao', '/dashboard-kpi'],
  ['concessionario', '/dashboard-kpi'],
  ['faturamento', '/dashboard-kpi'],
  ['boletim', '/reports/daily-report'],
  ['validacao.marca', '/admin-panel/brand-validation'],
  ['grupo', '/reports/by-brands'],
  ['loja', '/reports/by-brands'],
  ['regional', '/reports/by-brands'],
];

for (const [user, path] of landings) {
  test(`${user} lands on ${path}`, async ({ page }) => {
    await logInAs(page, demo(user));
    await expect(page).toHaveURL(path);
    // The landing is behind the guard like any route; the root path goes to the same place.
    await page.goto('/');
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('button', { name: /Menu do usuário/ })).toBeVisible();
  });
}

test('a wrong password keeps the user on the login page with the reason', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(demo('administrador'));
  await page.getByLabel('Senha', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
