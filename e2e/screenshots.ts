// Screenshots of login, landing, notifications, profile and not-authorized in two tenants and
// both skins, for review:
// `BASE_PORT=3000 pnpm --filter @emplacamento/e2e screenshots` against a running `pnpm start`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunch } from './support/chromium';

const port = process.env.BASE_PORT ?? '3000';
const out = process.env.SCREENSHOT_DIR ?? '/work/screenshots/portal';
const password = 'Emplacamento2026';
const tenants = [
  { host: 'localhost', domain: 'emplacamento.demo', name: 'default' },
  { host: 'abracaf.localhost', domain: 'abracaf.demo', name: 'abracaf' },
] as const;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);

async function signIn(page: Page, login: string): Promise<void> {
  await page.getByLabel('E-mail').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

for (const tenant of tenants) {
  for (const skin of ['light', 'dark'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((value) => {
      localStorage.setItem('emplacamento.skin', value);
    }, skin);
    const page = await context.newPage();
    const base = `http://${tenant.host}:${port}`;
    const shot = (name: string) =>
      page.screenshot({ path: path.join(out, `${tenant.name}-${skin}-${name}.png`) });
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await shot('login');
    await signIn(page, `administrador@${tenant.domain}`);
    // The URL changes before the landing's chunk renders; the shell's logout button means it has.
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('landing');
    // The bell in the header leads to the notifications (the demo seed left a welcome one).
    await page.getByRole('button', { name: /Notificações/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Notificações' }).waitFor();
    await page.getByRole('listitem').first().waitFor();
    await shot('notifications');
    await page.goto(`${base}/admin-panel/profile-settings/page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(`administrador@${tenant.domain}`).waitFor();
    await shot('profile');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.goto(`${base}/login`);
    await signIn(page, `loja@${tenant.domain}`);
    await page.goto(`${base}/admin-panel/users`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('not-authorized');
    await context.close();
  }
}
await browser.close();
console.info(`Screenshots in ${out}`);
