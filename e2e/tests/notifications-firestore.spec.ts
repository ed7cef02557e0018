import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/clock';
import { demo, logInAs } from '../support/portal';

// The notification journey of notifications.spec.ts for a tenant whose realtime collections live
// in Firestore (abrac: the config's Firebase folder names Google's emulators for it): the portal
// loads the Firestore adapter, signs in to Firebase with the API's custom token, and a change in
// one tab reaches the other through Firestore, not through the API's event stream.

/** The demo seed's welcome notification, which the API wrote into the tenant's Firestore. */
const WELCOME = 'Bem-vindo ao Portal Emplacamento';

const notificationsOf = (page: Page) => page.getByRole('list', { name: 'Notificações' });

/** The lazily loaded chunk of the Firestore adapter (Firebase inside). */
const firestoreChunk = (request: Request) => /\/assets\/firestore-[^/]*\.js$/.test(request.url());

test('with the tenant on Firestore: marked read in one tab, the other follows', async ({
  context,
  baseURL,
}) => {
  test.slow();
  const tenantUrl = (path: string) => {
    const url = new URL(path, baseURL);
    url.hostname = 'abrac.localhost';
    return url.toString();
  };
  const loaded: string[] = [];
  const streams: string[] = [];
  context.on('request', (request) => {
    if (firestoreChunk(request)) loaded.push(request.url());
    if (request.url().includes('/api/Realtime/Stream')) streams.push(request.url());
  });

  const first = await context.newPage();
  await logInAs(first, demo('grupo', 'abrac.demo'), undefined, tenantUrl('/login'));
  await first.goto(tenantUrl('/notifications'));
  // The first read waits for the adapter's chunk, the Firebase sign-in and the emulator's first
  // WebChannel answer (a cold Java process; seen taking over 10 s under CI load).
  await expect(notificationsOf(first).getByText(WELCOME)).toBeVisible({ timeout: 45_000 });
  await expect(notificationsOf(first).getByText('Não lida')).toBeVisible();

  const second = await context.newPage();
  await second.goto(tenantUrl('/notifications'));
  await expect(notificationsOf(second).getByText(WELCOME)).toBeVisible({ timeout: 30_000 });
  await second.getByRole('button', { name: 'Marcar como lida' }).click();

  await expect(notificationsOf(first).getByText('Não lida')).toHaveCount(0);
  await first.reload();
  await expect(notificationsOf(first).getByText(WELCOME)).toBeVisible();
  await expect(notificationsOf(first).getByText('Não lida')).toHaveCount(0);

  await first.getByRole('button', { name: 'Excluir' }).click();
  // Removal asks first (the shell's confirmation dialog).
  await first.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(second.getByText('Nenhuma notificação disponível no momento')).toBeVisible();

  expect(loaded.length).toBeGreaterThan(0);
  expect(streams).toEqual([]);
});

test('a tenant on the API’s event stream never downloads the Firestore adapter', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (firestoreChunk(request)) loaded.push(request.url());
  });
  await logInAs(page, demo('validacao.marca'));
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  await expect(notificationsOf(page).getByText(WELCOME)).toBeVisible();
  expect(loaded).toEqual([]);
});
