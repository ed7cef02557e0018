// What every list-and-form screen's journey does the same way: export the list through its menu,
// prove that a profile without the permission gets the not-authorized page and a 403 problem from
// the list call, and open a page at a laptop's or a phone's size in one skin for the screenshots.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { setProductClock } from './clock';
import { apiToken, demo, logInTo } from './portal';

/**
 * The store profile (`loja`), which holds none of the administration permissions: the screen at
 * `listPath` shows not-authorized, and the list operation at `listCall` answers 403 problem+json.
 */
export async function expectListForbidden(
  page: Page,
  request: APIRequestContext,
  listPath: string,
  listCall: string,
): Promise<void> {
  await logInTo(page, demo('loja'), listPath);
  await expect(page).toHaveURL('/pages/miscellaneous/not-authorized');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Você não tem autorização!' }),
  ).toBeVisible();
  const token = await apiToken(request, demo('loja'));
  const answer = await request.post(listCall, {
    headers: { Domain: 'default', Authorization: `Bearer ${token}`, 'Accept-Language': 'pt-BR' },
    data: { draw: 1, start: 0, length: 25 },
  });
  expect(answer.status()).toBe(403);
  expect(answer.headers()['content-type']).toContain('application/problem+json');
}

/**
 * Types `text` into the list's search and waits until the search is in the address (after its
 * pause): a row opened before that can lose its navigation to the search's write. It types once
 * the box shows the search of the address it is on: the router changes the address at once and
 * renders the new one in a transition, and the box takes the new address's search then (a tag's
 * link drops the search), replacing what was typed in between.
 */
export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Pesquisar' });
  const addressed = () => new URL(page.url()).searchParams.get('q') ?? '';
  await expect.poll(async () => (await box.inputValue()) === addressed()).toBe(true);
  await box.fill(text);
  await expect.poll(addressed).toBe(text);
}

/**
 * A review run (`E2E_REVIEW=1`): the screens in both skins (and the shell in both tenants) with
 * their screenshots, for a person to look at. Otherwise (CI, and by default) each screen is drawn
 * and its layout checked in the light skin, without pictures: the dark skin's colours are the
 * stories' to check, and pictures nobody looks at cost CI its time (docs/decisions/0208).
 */
export const review = process.env.E2E_REVIEW === '1';

/** The skins a screen is drawn in: both in a review run, the light one otherwise. */
export const skins: readonly ('light' | 'dark')[] = review ? ['light', 'dark'] : ['light'];

/** A screenshot in a review run (nothing otherwise): `page.screenshot`'s options. */
export async function photo(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<void> {
  if (review) await page.screenshot(options);
}

/** The sizes screenshots are taken at: a laptop and a phone. */
export const viewports = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A page of a new context at `viewport`'s size (touch and 2× pixels on a phone) in `skin`. */
export async function pageAt(
  browser: Browser,
  viewport: (typeof viewports)[number],
  skin: 'light' | 'dark',
): Promise<Page> {
  const phone = viewport.name === 'phone';
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  await setProductClock(context);
  await context.addInitScript((value) => {
    localStorage.setItem('emplacamento.skin', value);
  }, skin);
  return context.newPage();
}

/**
 * The screens of a size in both skins, in one test: `screens` runs in the light skin, then (in a
 * review run) again in the dark one on the same page (signed in once: `logInAs`/`logInTo` only open the
 * address the second time). `shade` is 0 for light and 1 for dark, for data of its own per run.
 */
export async function inBothSkins(
  browser: Browser,
  viewport: (typeof viewports)[number],
  screens: (page: Page, skin: 'light' | 'dark', shade: number) => Promise<void>,
): Promise<void> {
  test.setTimeout(test.info().timeout * 2);
  const page = await pageAt(browser, viewport, 'light');
  await screens(page, 'light', 0);
  if (review) {
    // Init scripts run in the order they were added: this one's skin wins from the next load on.
    await page.context().addInitScript(() => {
      localStorage.setItem('emplacamento.skin', 'dark');
    });
    await screens(page, 'dark', 1);
  }
  await page.context().close();
}

/** Nothing makes the page itself wider than the screen (a wide table scrolls in its frame). */
export async function fitsTheScreen(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}
