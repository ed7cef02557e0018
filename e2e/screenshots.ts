// Screenshots of the shell (rail with a tooltip, open menu, command palette, horizontal layout,
// phone drawer) and of login, profile, notifications and a status page, at 1366×768 and 390×844,
// light and dark, in two tenants (ABRACAF's red and ABRAC's gold, the colour that needs its
// shades derived the most), plus one set in English and one in German (longer words), for review:
// `BASE_PORT=3000 pnpm --filter @emplacamento/e2e screenshots` against a running `pnpm start`.
// They land in e2e/screenshots/ (git-ignored) unless SCREENSHOT_DIR says otherwise.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunch } from './support/chromium';

const port = process.env.BASE_PORT ?? '3000';
const out = process.env.SCREENSHOT_DIR ?? fileURLToPath(new URL('screenshots/', import.meta.url));
const password = 'Emplacamento2026';
const tenants = [
  { host: 'abracaf.localhost', domain: 'abracaf.demo', name: 'abracaf' },
  { host: 'abrac.localhost', domain: 'abrac.demo', name: 'abrac' },
] as const;
const viewports = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);

async function signIn(page: Page, login: string): Promise<void> {
  await page.getByLabel('E-mail').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The page has rendered its title. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
}

for (const tenant of tenants) {
  for (const viewport of viewports) {
    for (const skin of ['light', 'dark'] as const) {
      const phone = viewport.name === 'phone';
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      });
      await context.addInitScript((value) => {
        localStorage.setItem('emplacamento.skin', value);
      }, skin);
      const page = await context.newPage();
      const base = `http://${tenant.host}:${port}`;
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(out, `${tenant.name}-${viewport.name}-${skin}-${name}.png`),
        });

      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
      await shot('login');
      await page.getByLabel('E-mail').fill(`administrador@${tenant.domain}`);
      await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('alert').first().waitFor();
      await shot('login-error');
      await page.goto(`${base}/login`);
      await signIn(page, `administrador@${tenant.domain}`);
      await settled(page);
      await shot('landing');

      if (phone) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await page.getByRole('dialog', { name: 'Navegação principal' }).waitFor();
        await page.getByRole('button', { name: 'Relatórios', exact: true }).click();
        await shot('drawer');
        await page.keyboard.press('Escape');
      } else {
        // The collapsed rail: the pointer on a group shows its name.
        await page.getByRole('button', { name: 'Relatórios', exact: true }).hover();
        await page.getByRole('tooltip').waitFor();
        await shot('rail-tooltip');
        await page.getByRole('button', { name: 'Relatórios', exact: true }).click();
        await page.getByRole('menu', { name: 'Relatórios' }).waitFor();
        await shot('rail-group-menu');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Expandir menu' }).click();
        await page.getByRole('button', { name: 'Cadastros', exact: true }).click();
        await shot('expanded');
        await page.getByRole('button', { name: 'Recolher menu' }).click();
      }

      await page.getByRole('button', { name: /Buscar páginas/ }).click();
      await page.getByRole('searchbox', { name: 'Ir para uma página' }).fill('ranking');
      await shot('palette');
      // The first Escape clears the search, the second closes the palette.
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Ir para uma página' }).waitFor({ state: 'hidden' });

      if (!phone) {
        await page.getByRole('button', { name: /Menu do usuário/ }).click();
        await page.getByRole('menu').waitFor();
        await shot('user-menu');
        await page.getByRole('menuitemradio', { name: 'Horizontal' }).click();
        await page.getByRole('button', { name: 'Relatórios', exact: true }).click();
        await page.getByRole('menu', { name: 'Relatórios' }).waitFor();
        await shot('horizontal');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: /Menu do usuário/ }).click();
        await page.getByRole('menuitemradio', { name: 'Vertical' }).click();
      }

      await page.goto(`${base}/notifications`);
      await settled(page);
      await page
        .getByRole('list', { name: 'Notificações' })
        .getByRole('listitem')
        .first()
        .waitFor();
      await shot('notifications');
      await page.goto(`${base}/admin-panel/profile-settings/page`);
      await settled(page);
      await page.getByText(`administrador@${tenant.domain}`).waitFor();
      await shot('profile');
      await page.goto(`${base}/rota-que-nao-existe`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('not-found');
      // A status page has no menu (§2: full layout): the way home leads back to the user menu.
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await page.getByRole('button', { name: /Menu do usuário/ }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/login'));
      await signIn(page, `loja@${tenant.domain}`);
      await page.goto(`${base}/admin-panel/users`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('not-authorized');
      await context.close();
    }
  }
}

// One set per other language (ABRACAF, light): the same screens, reached by structure and URL
// rather than by Portuguese names, so the texts are whatever the language says.
for (const language of ['en', 'de'] as const) {
  for (const viewport of viewports) {
    const phone = viewport.name === 'phone';
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    await context.addInitScript((value) => {
      localStorage.setItem('emplacamento.language', value);
    }, language);
    const page = await context.newPage();
    const base = `http://abracaf.localhost:${port}`;
    const shot = (name: string) =>
      page.screenshot({ path: path.join(out, `abracaf-${viewport.name}-${language}-${name}.png`) });
    const submit = page.locator('form button[type="submit"]');

    await page.goto(`${base}/login`);
    await submit.waitFor();
    await shot('login');
    await page.locator('input[name="email"]').fill('administrador@abracaf.demo');
    await page.locator('input[name="password"]').fill('senha-errada');
    await submit.click();
    await page.getByRole('alert').first().waitFor();
    await shot('login-error');
    await page.locator('input[name="password"]').fill(password);
    await submit.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await settled(page);
    await shot('landing');

    const menuButton = page.getByRole('banner').getByRole('button').first();
    if (phone) {
      await menuButton.click();
      await page.getByRole('dialog').waitFor();
      await shot('drawer');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    } else {
      const group = page.getByRole('navigation').first().getByRole('button').nth(1);
      await group.hover();
      await page.getByRole('tooltip').waitFor();
      await shot('rail-tooltip');
      await menuButton.click();
      await page.getByRole('navigation').first().getByRole('button').nth(1).click();
      await shot('expanded');
      await menuButton.click();
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').fill('rank');
    await shot('palette');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.goto(`${base}/notifications`);
    await settled(page);
    await page.getByRole('main').getByRole('listitem').first().waitFor();
    await shot('notifications');
    await page.goto(`${base}/admin-panel/profile-settings/page`);
    await settled(page);
    await page.getByText('administrador@abracaf.demo').waitFor();
    await shot('profile');
    await page.goto(`${base}/rota-que-nao-existe`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('not-found');
    await context.close();
  }
}
await browser.close();
console.info(`Screenshots in ${out}`);
