import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The password of every demo user (apps/api/README.md). */
export const DEMO_PASSWORD = 'Emplacamento2026';

/** A demo login of the default tenant (`<user>@emplacamento.demo`). */
export const demo = (user: string, domain = 'emplacamento.demo') => `${user}@${domain}`;

/**
 * Signs `login` in through the API (no page), to tenant `domain`, and answers its access token for
 * the calls a journey checks the screens against.
 */
export async function apiToken(
  request: APIRequestContext,
  login: string,
  domain = 'default',
): Promise<string> {
  const answer = await request.post('/Connect/Token', {
    headers: { Domain: domain },
    data: { login, senha: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Fills and submits the login form of the page currently shown. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

// Signing in hashes the password on purpose slowly (scrypt): on a machine busy with the other
// suites it can outlast the 10 s of an ordinary expectation, and is not what a journey checks.
const SIGN_IN_TIMEOUT_MS = 30_000;

// Who each page is signed in as: a journey that runs its screens again in the other skin
// (`inBothSkins`) signs in once and then only opens the addresses.
const signedIn = new WeakMap<Page, string>();

/** Opens /login (of another tenant's host with `loginUrl`) and signs in; waits until the portal has left the login page. */
export async function logInAs(
  page: Page,
  login: string,
  password = DEMO_PASSWORD,
  loginUrl = '/login',
): Promise<void> {
  if (alreadySignedIn(page, login)) {
    await page.goto(loginUrl.replace(/\/login$/, '/'));
    await expect(page).not.toHaveURL(/\/login/);
    return;
  }
  await page.goto(loginUrl);
  await signIn(page, login, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: SIGN_IN_TIMEOUT_MS });
  signedIn.set(page, login);
}

/** Whether `page` is signed in as `login` by this module; throws if as another user. */
function alreadySignedIn(page: Page, login: string): boolean {
  const current = signedIn.get(page);
  if (current !== undefined && current !== login) {
    throw new Error(`the page is signed in as ${current}, not ${login}`);
  }
  return current === login;
}

/**
 * Signs in from `/login?redirectTo=…` and lands straight on `path`, as a user sent to the sign-in
 * by an address does: the profile's landing page (the KPI dashboard for most) is not loaded first
 * only to be left.
 */
export async function logInTo(page: Page, login: string, path: string): Promise<void> {
  if (alreadySignedIn(page, login)) {
    await page.goto(path);
    return;
  }
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  await signIn(page, login, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, { timeout: SIGN_IN_TIMEOUT_MS });
  signedIn.set(page, login);
}

/**
 * A mark for the names a test creates, unique within a run (each repeat and retry of a test gets
 * its own) and short enough for any name field: the journeys' database outlives a run.
 */
export function runMark(): string {
  const info = test.info();
  return `${info.testId.slice(0, 6).toUpperCase()}${String(info.repeatEachIndex)}${String(info.retry)}`;
}

/** The current path with its query. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Signs out through the user menu of the shell. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
}
