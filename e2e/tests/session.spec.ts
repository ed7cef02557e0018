import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/clock';
import { ACCESS_TOKEN_SECONDS } from '../playwright.config';
import { apiToken, demo, logInAs, signIn } from '../support/portal';

/** The page's access token, kept in two cookies of halves (the API client's token store). */
async function accessToken(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  const half = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const token = half('emp_token_1') + half('emp_token_2');
  if (token === '') throw new Error('no access token in the cookies after signing in');
  return token;
}

test('an expired access token is refreshed silently and the call goes through', async ({
  page,
  context,
  request,
}) => {
  await logInAs(page, demo('faturamento'));
  // Until the API refuses the page's access token (it lives ACCESS_TOKEN_SECONDS): asked, not
  // slept on, so the journey goes on at the moment the token has expired on the server's clock.
  const token = await accessToken(context);
  await expect
    .poll(
      async () =>
        (
          await request.get('/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado', {
            headers: { Domain: 'default', Authorization: `Bearer ${token}` },
          })
        ).status(),
      { timeout: (ACCESS_TOKEN_SECONDS + 30) * 1000 },
    )
    .toBe(401);
  // The profile page asks the API for the logged user: a 401, one refresh, the retry.
  const answered = page.waitForResponse(
    (response) => response.url().includes('ObterUsuarioLogado') && response.status() === 200,
  );
  await page.goto('/admin-panel/profile-settings/page');
  await answered;
  await expect(page).toHaveURL('/admin-panel/profile-settings/page');
  await expect(page.getByText(demo('faturamento'))).toBeVisible();
  await expect.poll(() => accessToken(context)).not.toBe(token);
});

async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  const token = await apiToken(request, demo('administrador'));
  const outbox = await request.get('/api/Dev/Outbox', {
    headers: { Domain: 'default', Authorization: `Bearer ${token}` },
  });
  expect(outbox.ok()).toBe(true);
  const mails = (await outbox.json()) as { para: string[]; texto: string }[];
  const mail = mails.find((candidate) => candidate.para.includes(to));
  const code = /\b(\d{6})\b/.exec(mail?.texto ?? '')?.[1];
  if (code === undefined) throw new Error(`No recovery code for ${to} in the outbox`);
  return code;
}

test('password recovery in three steps through the outbox, then login with the new password', async ({
  page,
  request,
}) => {
  const email = demo('regional');
  const newPassword = 'NovaSenha2026';
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page).toHaveURL('/confirm-code');
  await expect(page.getByText(email)).toBeVisible();
  // A wrong code is refused and the step stays.
  await page.getByRole('textbox', { name: 'Código' }).fill('000000');
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('textbox', { name: 'Código' }).fill(await outboxCode(request, email));
  await page.getByRole('button', { name: 'Validar código' }).click();
  await expect(page).toHaveURL('/reset-password');
  await page.getByLabel('Nova senha').fill(newPassword);
  await page.getByLabel('Confirmar senha').fill(newPassword);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL('/reports/by-brands');
});

test('social login that cannot exchange a token shows the danger toast of §8', async ({ page }) => {
  await page.goto('/login?socialLogin=1');
  await expect(page.getByText('Login social', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Não foi possível realizar login social, entre em contato com o administrador.'),
  ).toBeVisible();
});

test('single sign-on sends the user back to the client with a code', async ({ page, request }) => {
  const client = 'http://127.0.0.1:9/callback?from=bi';
  await page.route('http://127.0.0.1:9/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>client</title>' }),
  );
  await page.goto(
    `/login?client_id=bi&redirect_uri=${encodeURIComponent(encodeURIComponent(client))}`,
  );
  await signIn(page, demo('administrador'));
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:9\/callback\?from=bi&code=[^&]+$/);
  // What the client system does next: trade the code, once, for the user's tokens.
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const traded = await request.post('/Connect/Code', {
    headers: { Domain: 'default' },
    data: { code },
  });
  expect(traded.status()).toBe(200);
  const { token } = (await traded.json()) as { token: string };
  const me = await request.get('/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado', {
    headers: { Domain: 'default', Authorization: `Bearer ${token}` },
  });
  expect(((await me.json()) as { email: string }).email).toBe(demo('administrador'));
  const again = await request.post('/Connect/Code', {
    headers: { Domain: 'default' },
    data: { code },
  });
  expect(again.status()).toBe(401);
});

test('single sign-on for a user already signed in goes straight back with a code', async ({
  page,
}) => {
  const client = 'http://127.0.0.1:9/volta';
  await page.route('http://127.0.0.1:9/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>client</title>' }),
  );
  await logInAs(page, demo('administrador'));
  // No form this time: the guard sees the session and leaves at once.
  await page.goto(
    `/login?client_id=bi&redirect_uri=${encodeURIComponent(encodeURIComponent(client))}`,
  );
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:9\/volta\?code=[^&]+$/);
});
