import { expect, test } from '../support/clock';
import { demo, logInAs, logInTo, signIn } from '../support/portal';

test('keyboard only: sign in, skip link, menu, a page with the focus on its heading', async ({
  page,
}) => {
  // A long walk (three loads of the landing): 25 s of the default 30 s at load 28.
  test.setTimeout(60_000);
  await page.goto('/login');
  // Tab from the top of the page to the e-mail field, then type and submit without a pointer.
  const email = page.getByLabel('E-mail');
  for (
    let step = 0;
    step < 10 && !(await email.evaluate((el) => el === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(demo('administrador'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Emplacamento2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard-kpi');
  // After sign-in the focus is on the landing's title, not left on the body.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard KPI' })).toBeFocused();

  // A fresh load: the first Tab stop is the skip link, and it moves the focus to the page.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Dashboard KPI' }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Back to the top: skip link, then the menu rail; a group's menu opens from the keyboard.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Dashboard KPI' }).waitFor();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Tab');
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(menu.getByRole('link', { name: 'Dashboard KPI' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Cadastros' })).toBeFocused();
  await page.keyboard.press('Enter');
  const cadastros = page.getByRole('menu', { name: 'Cadastros' });
  await expect(cadastros.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin-panel/area/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Áreas de influência' })).toBeFocused();
  // The new page is announced.
  await expect(page.getByRole('status').filter({ hasText: 'Áreas de influência' })).toHaveText(
    'Página Áreas de influência carregada',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu drawer opens over the page and closes with Escape', async ({ page }) => {
    await logInAs(page, demo('administrador'));
    const header = page.getByRole('banner');
    // One row: the header is one control high, nothing wraps.
    expect((await header.boundingBox())?.height).toBeLessThan(70);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toHaveCount(0);
    const main = page.getByRole('main');
    const before = await main.boundingBox();
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Navegação principal' });
    await expect(drawer).toBeVisible();
    // Over the page: the page keeps its full width under the drawer.
    expect((await main.boundingBox())?.width).toBe(before?.width);
    expect(before?.width).toBeGreaterThan(380);
    // At the left edge once it has slid in (visible already while it slides).
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    // A chosen entry closes the drawer and opens its page.
    await open.click();
    await drawer.getByRole('button', { name: 'Processos' }).click();
    await drawer.getByRole('link', { name: 'Importar emplacamentos' }).click();
    await expect(page).toHaveURL('/admin-panel/import-emplacamento');
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Importar emplacamentos' }),
    ).toBeFocused();
  });
});

test('a tenant’s colour and logo reach the page, and its favicon', async ({ page, baseURL }) => {
  const abrac = (baseURL ?? '').replace('localhost', 'abrac.localhost');
  await page.goto(`${abrac}/login`);
  // ABRAC's gold (#d1a12b) fails 4.5:1 under white text: the light skin derives a deeper gold.
  const signInButton = page.getByRole('button', { name: 'Entrar' });
  await expect(signInButton).toHaveCSS('background-color', 'rgb(137, 106, 28)');
  const logo = page.locator('img[src="/branding/abrac/logo.svg"]');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('ABRAC', { exact: true })).toBeVisible();
  // The dark skin derives its own shade from the same colour: the gold itself, with dark text.
  await page.getByText('Tema escuro').click();
  await expect(signInButton).toHaveCSS('background-color', 'rgb(209, 161, 43)');
  // Asked by the browser, which resolves the tenant's host name.
  const favicon = await page.evaluate(async () => {
    const response = await fetch('/favicon.ico');
    return { type: response.headers.get('content-type'), body: await response.text() };
  });
  expect(favicon.type).toMatch(/^image\/svg\+xml/);
  expect(favicon.body).toContain('#d1a12b');
  await signIn(page, demo('administrador', 'abrac.demo'));
  await expect(page).toHaveURL(`${abrac}/dashboard-kpi`);
  await expect(page.locator('img[src="/branding/abrac/logo.svg"]').first()).toBeVisible();
});

test('the command palette opens a route', async ({ page }) => {
  await logInAs(page, demo('administrador'));
  await page.getByRole('heading', { level: 1, name: 'Dashboard KPI' }).waitFor();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Ir para uma página' });
  const search = palette.getByRole('searchbox', { name: 'Ir para uma página' });
  await expect(search).toBeFocused();
  await search.fill('concessionarias');
  await expect(palette.getByRole('menuitem')).toHaveText([
    'Concessionárias',
    'Ranking de concessionárias',
  ]);
  // The first match is already the active one: Enter opens it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin-panel/dealerships/list');
  await expect(palette).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Concessionárias' })).toBeFocused();
});

test('the icon gallery finds an icon by name', async ({ page }) => {
  await logInTo(page, demo('administrador'), '/ui/feather');
  await expect(page.getByRole('heading', { level: 1, name: 'Ícones' })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Lucide' });
  await expect(gallery.getByRole('listitem').first()).toBeVisible();
  await gallery.getByRole('searchbox', { name: 'Buscar ícone' }).fill('car-front');
  await expect(gallery.getByText('1 ícone', { exact: true })).toBeVisible();
  await expect(gallery.getByRole('listitem')).toHaveText(['CarFront']);
});
