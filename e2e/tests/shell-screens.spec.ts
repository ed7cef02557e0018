// The shell's screenshots, kept in e2e/screenshots/ (or SCREENSHOT_DIR) for a reviewer: sign-in
// with an error, the landing in the menu shell, the expanded menu, the collapsed rail's tooltip,
// the phone's drawer, the command palette, the horizontal layout, the profile, the notifications
// and a status page — at a laptop's and a phone's size, light and dark, in two tenants.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import { fitsTheScreen, pageAt, photo, review, skins, viewports } from '../support/list-screen';
import { demo, signIn } from '../support/portal';
import { shots } from '../support/reports';

const tenants = [
  { name: 'default', host: 'localhost', login: demo('administrador') },
  { name: 'abrac', host: 'abrac.localhost', login: demo('administrador', 'abrac.demo') },
] as const;

// The second tenant's colours and the dark skin are for a person to look at: a review run's.
for (const tenant of review ? tenants : tenants.slice(0, 1)) {
  for (const viewport of viewports) {
    for (const skin of skins) {
      test(`screens of the shell, ${tenant.name}, ${viewport.name}, ${skin}`, async ({
        browser,
        baseURL,
      }) => {
        // Ten pages drawn and photographed in one go.
        test.slow();
        mkdirSync(shots, { recursive: true });
        const origin = (baseURL ?? '').replace('localhost', tenant.host);
        const page = await pageAt(browser, viewport, skin);
        const shot = async (name: string) => {
          await fitsTheScreen(page);
          await photo(page, {
            path: path.join(shots, `shell-${tenant.name}-${name}-${skin}-${viewport.name}.png`),
          });
        };
        const heading = (name: string) =>
          expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

        await page.goto(`${origin}/login`);
        await signIn(page, tenant.login, 'not-the-password');
        await expect(page.getByRole('alert')).toBeVisible();
        await shot('login-error');
        await signIn(page, tenant.login);
        await heading('Dashboard KPI');
        await shot('landing');

        if (viewport.name === 'desktop') {
          await page.getByRole('button', { name: 'Expandir menu' }).click();
          await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
          await shot('menu-expanded');
          await page.getByRole('button', { name: 'Recolher menu' }).click();
          const reports = page
            .getByRole('navigation', { name: 'Navegação principal' })
            .getByRole('button', { name: 'Relatórios', exact: true });
          await page.keyboard.press('Tab');
          await reports.focus();
          await expect(page.getByRole('tooltip')).toHaveText('Relatórios');
          await shot('rail-tooltip');
          await page.keyboard.press('Control+k');
        } else {
          await page.getByRole('button', { name: 'Abrir menu' }).click();
          await expect(page.getByRole('dialog', { name: 'Navegação principal' })).toBeVisible();
          await shot('drawer');
          await page.keyboard.press('Escape');
          await page.getByRole('button', { name: /Buscar páginas/ }).click();
        }
        const palette = page.getByRole('dialog', { name: 'Ir para uma página' });
        await palette.getByRole('searchbox').fill('relat');
        await expect(palette.getByRole('menuitem').first()).toBeVisible();
        await shot('palette');
        // The first Escape may only clear the search text (a search field's own Escape).
        await expect(async () => {
          await page.keyboard.press('Escape');
          await expect(palette).toBeHidden({ timeout: 1_000 });
        }).toPass();

        await page.goto(`${origin}/admin-panel/profile-settings/page`);
        await heading('Meu perfil');
        await shot('profile');
        await page.goto(`${origin}/notifications`);
        await heading('Notificações');
        await expect(page.getByRole('list', { name: 'Notificações' })).toBeVisible();
        await shot('notifications');
        await page.goto(`${origin}/pages/miscellaneous/not-authorized`);
        await heading('Você não tem autorização!');
        await shot('not-authorized');

        if (viewport.name === 'desktop') {
          await horizontal(page, `${origin}/dashboard-kpi`);
          await shot('horizontal');
        }
        await page.context().close();
      });
    }
  }
}

/** The horizontal menu layout, as the user menu sets it (remembered in the browser). */
async function horizontal(page: Page, url: string) {
  await page.evaluate(() => {
    localStorage.setItem('emplacamento.layout', 'horizontal');
  });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard KPI' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
}
