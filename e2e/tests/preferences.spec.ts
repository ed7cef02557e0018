import { expect, test } from '../support/clock';
import { demo, signIn } from '../support/portal';

test('the language switcher translates the portal and the choice is remembered', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the dark skin switch changes the theme and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'light');
  await page.getByText('Tema escuro').click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
});

test('a tenant host shows its theme and name and signs in against its own tenant', async ({
  page,
  baseURL,
}) => {
  const tenantUrl = baseURL!.replace('localhost', 'abracaf.localhost');
  await page.goto(`${tenantUrl}/login`);
  await expect(page.locator('[data-tenant="abracaf"]').first()).toBeVisible();
  await expect(page).toHaveTitle(/ABRACAF/);
  await expect(page.getByText('ABRACAF', { exact: true })).toBeVisible();
  // A login of another tenant is unknown here (the Domain header is abracaf).
  await signIn(page, demo('administrador'));
  await expect(page.getByRole('alert')).toBeVisible();
  await signIn(page, demo('administrador', 'abracaf.demo'));
  await expect(page).toHaveURL(`${tenantUrl}/dashboard-kpi`);
});

test('the chosen menu layout is remembered', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, demo('administrador'));
  await expect(page).toHaveURL('/dashboard-kpi');
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitemradio', { name: 'Horizontal' }).click();
  await expect(page.getByRole('button', { name: 'Relatórios', exact: true })).toBeVisible();
  await page.reload();
  // Horizontal: the groups are menu buttons in the top bar, and there is no sidebar toggle.
  await expect(page.getByRole('button', { name: 'Relatórios', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toHaveCount(0);
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Horizontal' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
