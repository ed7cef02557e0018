import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import { demo, logInAs } from '../support/portal';

/** The demo seed's welcome notification (apps/api/src/realtime/seed.ts). */
const WELCOME = 'Bem-vindo ao Portal Emplacamento';

const notificationsOf = (page: Page) => page.getByRole('list', { name: 'Notificações' });

test('notifications are live: marked read in one tab, the other tab follows without a reload', async ({
  context,
}) => {
  // Two tabs, a login and four round trips: under the CI's load this takes longer than most.
  test.slow();
  // A user no other journey signs in with, so its notifications are this test's alone.
  const first = await context.newPage();
  await logInAs(first, demo('grupo'));
  await first.goto('/notifications');
  await expect(first.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  // The user may hear of other things meanwhile (its dealership's charges, from the billing
  // journey): the welcome notification is the one followed here.
  const welcome = (page: Page) =>
    notificationsOf(page).getByRole('listitem').filter({ hasText: WELCOME });
  await expect(welcome(first)).toBeVisible();
  await expect(welcome(first).getByText('Não lida')).toBeVisible();

  // The same session in a second tab.
  const second = await context.newPage();
  await second.goto('/notifications');
  await expect(welcome(second)).toBeVisible();
  await welcome(second).getByRole('button', { name: 'Marcar como lida' }).click();

  // The first tab hears it through its event stream.
  await expect(welcome(first).getByText('Não lida')).toHaveCount(0);
  await first.reload();
  await expect(welcome(first)).toBeVisible();
  await expect(welcome(first).getByText('Não lida')).toHaveCount(0);

  await welcome(first).getByRole('button', { name: 'Excluir' }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(welcome(second)).toHaveCount(0);
});
