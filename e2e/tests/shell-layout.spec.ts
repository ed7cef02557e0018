import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import { demo, logInAs, signIn } from '../support/portal';

// What must not move, and what must not cover what: each test measures bounding boxes before
// and after a change (a badge going, an error appearing, the page scrolled to its end) and
// compares positions. It waits for the change itself, never for time.

/** Where an element is and how big, rounded to the pixel (sub-pixel layout is not a move). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  return {
    x: Math.round(x),
    y: Math.round(y),
    width: Math.round(width),
    height: Math.round(height),
  };
}

type Box = Awaited<ReturnType<typeof boxOf>>;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('the header items keep their places when the unread badge goes away', async ({ page }) => {
  // A user no other journey touches: its welcome notification is still unread.
  await logInAs(page, demo('admin.associacao'));
  const header = page.getByRole('banner');
  const unreadBell = header.getByRole('button', { name: 'Notificações 1 não lida' });
  await expect(unreadBell).toBeVisible();
  const items = (bell: Locator) => [
    header.getByRole('button', { name: /Buscar páginas/ }),
    bell,
    header.getByRole('button', { name: /Menu do usuário/ }),
  ];
  const before = await Promise.all(items(unreadBell).map(boxOf));

  await unreadBell.click();
  await expect(page).toHaveURL('/notifications');
  await page.getByRole('button', { name: 'Marcar como lida' }).click();
  const bell = header.getByRole('button', { name: 'Notificações', exact: true });
  await expect(bell).toBeVisible();
  const after = await Promise.all(items(bell).map(boxOf));
  expect(after).toEqual(before);
});

for (const viewport of [
  // A phone with the browser's bars showing, and a short laptop window: both scroll past the
  // 250 px after which the button shows.
  { name: 'phone', width: 390, height: 600 },
  { name: 'short desktop', width: 1366, height: 500 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('scrolled to the end, the scroll-to-top button leaves the Save button clear', async ({
      page,
    }) => {
      await logInAs(page, demo('concessionario'));
      await page.goto('/admin-panel/profile-settings/page');
      await page.getByRole('heading', { level: 1, name: 'Meu perfil' }).waitFor();
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      const toTop = page.getByRole('button', { name: 'Voltar ao topo' });
      await expect(toTop).toBeVisible();
      const save = page.getByRole('button', { name: 'Salvar' });
      await expect(save).toBeInViewport({ ratio: 1 });
      expect(overlap(await boxOf(save), await boxOf(toTop))).toBe(false);
    });
  });
}

/** The login card, its title and its first field. */
const loginParts = (page: Page) => [
  page.getByRole('region', { name: 'Entrar' }),
  page.getByRole('heading', { level: 1, name: 'Entrar' }),
];

for (const viewport of [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}, the login block stays in place when an error appears`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const before = await Promise.all(loginParts(page).map(boxOf));
    await signIn(page, demo('admin.sistema'), 'senha-errada');
    const alert = page.getByRole('alert').filter({ hasText: 'inválid' });
    await expect(alert).toBeVisible();
    // The focus went to the message, so a keyboard or screen-reader user hears it first.
    await expect(alert).toBeFocused();
    const after = await Promise.all(loginParts(page).map(boxOf));
    // The card and its title do not move; the card only grows downwards.
    expect(after.map(({ x, y, width }) => ({ x, y, width }))).toEqual(
      before.map(({ x, y, width }) => ({ x, y, width })),
    );
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeInViewport();
  });
}

test('a second tenant gets its own colour and logo, in the shell too', async ({
  page,
  baseURL,
}) => {
  const abracaf = (baseURL ?? '').replace('localhost', 'abracaf.localhost');
  await page.goto(`${abracaf}/login`);
  // ABRACAF's red passes under white text as it is in the light skin, unlike ABRAC's gold.
  const signInButton = page.getByRole('button', { name: 'Entrar' });
  await expect(signInButton).toHaveCSS('background-color', 'rgb(181, 18, 27)');
  const logo = page.locator('img[src="/branding/abracaf/logo.svg"]');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await signIn(page, demo('faturamento', 'abracaf.demo'));
  await expect(page).toHaveURL(`${abracaf}/dashboard-kpi`);
  const mark = page.getByRole('img', { name: 'ABRACAF' });
  await expect(mark).toHaveAttribute('src', '/branding/abracaf/logo.svg');
  // The page's own accents are the tenant's: the search button's border is its red.
  await expect(page.getByRole('button', { name: /Buscar páginas/ })).toHaveCSS(
    'border-color',
    'rgb(181, 18, 27)',
  );
});
