import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import { adminHeaders, billingCsv, billingLog, type BillingRow } from '../support/billing';
import { fitsTheScreen, viewports, inBothSkins, photo } from '../support/list-screen';
import { demo, logInAs } from '../support/portal';

// The billing journey through the running product, signed in as the demo administrator: a billing
// file imported on /admin-panel/import-billing, its month closed on /admin-panel/effectivate-billing
// after the confirmation, the collection letters sent and seen in the live billing log, in the
// development outbox and, as a PDF, in the file archive. Each test bills a month of its own.

// Imports and letters run on the shared two-core machine: a journey waits for them.
test.describe.configure({ timeout: 300_000 });

const IMPORT = '/admin-panel/import-billing';
const EFFECTIVATE = '/admin-panel/effectivate-billing';

/** Two dealerships of the demo tenant billed in `ano`/`mes`. */
const rowsOf = (ano: number, mes: number): BillingRow[] => [
  { codigo: 'F000001', ano, mes, tipo: 'DVR', veiculos: 12, valor: '1.234,56' },
  { codigo: 'F000002', ano, mes, tipo: 'DVE', veiculos: 3, valor: '310,00' },
];

/** Sends a billing file on the import screen and waits for its bar to be full. */
async function importFile(page: Page, name: string, rows: readonly BillingRow[]) {
  await page.goto(IMPORT);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Importar faturamentos' }),
  ).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Selecionar arquivos' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: billingCsv(rows) });
  const uploads = page.getByRole('list', { name: 'Enviar arquivos' });
  await expect(uploads.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', '100', {
    timeout: 90_000,
  });
  await expect(uploads.getByText('2 lidas · 2 importadas · 0 com erro')).toBeVisible();
}

/** Closes the month on screen after confirming. */
async function closeMonth(page: Page, monthName: string) {
  await page.getByRole('button', { name: 'Efetivar mês' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Efetivar ${monthName}?` });
  await dialog.getByRole('button', { name: 'Efetivar' }).click();
  // Closed: reopening is offered instead.
  await expect(page.getByRole('button', { name: 'Reabrir mês' })).toBeVisible({ timeout: 30_000 });
}

/** Presses "Enviar cartas de cobrança" and confirms the `count` letters of the month. */
async function sendLetters(page: Page, count: number, monthName: string) {
  await page.getByRole('button', { name: 'Enviar cartas de cobrança' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: `Enviar ${String(count)} cartas de cobrança de ${monthName}?`,
  });
  await dialog.getByRole('button', { name: 'Enviar cartas' }).click();
}

/** The live billing log of the screen shown. */
const liveLog = (page: Page) => page.getByRole('log', { name: 'Log de faturamento' });

test('a billing file imported, its month closed, the letters sent and seen in the log, the outbox and the archive', async ({
  page,
  request,
}) => {
  await logInAs(page, demo('administrador'));
  await importFile(page, 'faturamento-2024-01.csv', rowsOf(2024, 1));

  await page.goto(`${EFFECTIVATE}?mes=2024-01`);
  const dealerships = page.getByRole('grid', {
    name: 'Faturamentos de janeiro de 2024 por concessionária',
  });
  // The month's dealerships include every associated one that sent nothing: a longer read on
  // the shared machine than a plain check waits for.
  await expect(dealerships.getByRole('row').filter({ hasText: 'F000001' })).toContainText(
    '12 veíc.',
    { timeout: 30_000 },
  );
  await expect(dealerships.getByRole('row').filter({ hasText: 'F000002' })).toContainText(
    '3 veíc.',
  );
  await expect(page.getByRole('button', { name: 'Enviar cartas de cobrança' })).toBeDisabled();

  await closeMonth(page, 'janeiro de 2024');
  await expect(liveLog(page)).toContainText('janeiro de 2024 efetivado: 2 cobranças', {
    timeout: 30_000,
  });
  // No second closing is offered.
  await expect(page.getByRole('button', { name: 'Efetivar mês' })).toHaveCount(0);
  const charges = page.getByRole('grid', { name: 'Cobranças de janeiro de 2024' });
  await expect(charges.getByText('Pendente')).toHaveCount(2);

  // Sending asks first, with the count and the month; going back sends nothing.
  await page.getByRole('button', { name: 'Enviar cartas de cobrança' }).click();
  const asked = page.getByRole('alertdialog', {
    name: 'Enviar 2 cartas de cobrança de janeiro de 2024?',
  });
  await asked.getByRole('button', { name: 'Voltar' }).click();
  await expect(asked).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await sendLetters(page, 2, 'janeiro de 2024');
  // The progress shows, follows the letters and stays at its end beside the announced outcome.
  await expect(
    page.getByRole('progressbar', { name: /^(Enviando cartas|Cartas) de cobrança/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Notificações', exact: true })
      .getByText('Cartas enviadas: 2; já enviadas antes: 0.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  const sent = page.getByRole('progressbar', { name: 'Cartas de cobrança enviadas' });
  await expect(sent).toHaveAttribute('aria-valuenow', '100');
  await expect(sent).toHaveAttribute('aria-valuetext', '2 de 2 cartas');
  await expect(
    liveLog(page).getByText(/Carta de cobrança de janeiro de 2024 enviada a/),
  ).toHaveCount(2, { timeout: 30_000 });
  await expect(dealerships.getByText(/Enviada em/)).toHaveCount(2, { timeout: 30_000 });

  // Sent again without forcing: nothing goes twice.
  await page.getByRole('button', { name: 'Enviar cartas de cobrança' }).click();
  await expect(page.getByText('Cartas enviadas: 0; já enviadas antes: 2.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    liveLog(page).getByText(/Carta de cobrança de janeiro de 2024 enviada a/),
  ).toHaveCount(2, { timeout: 30_000 });

  // The outbox holds the two letters' mails; the archive holds each letter as a PDF.
  const headers = await adminHeaders(request);
  const outbox = await request.get('/api/Dev/Outbox', { headers });
  const mails = (await outbox.json()) as { assunto: string; texto: string }[];
  // 12 vehicles at the default fee of R$ 12,50: a charge of R$ 150,00.
  expect(
    mails.filter((m) => m.assunto.startsWith('Carta de cobrança') && m.texto.includes('150,00')),
  ).not.toHaveLength(0);
  const letters = (await billingLog(request, headers)).filter(
    (d) => d.dados.tipo === 'Carta' && d.dados.ano === 2024 && d.dados.mes === 1,
  );
  expect(letters).toHaveLength(2);
  const pdf = await request.get(
    `/api/Geral/GerenciadorArquivo/Download?id=${String(letters[0]?.dados.arquivoId)}`,
    { headers },
  );
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await writeFile(test.info().outputPath('carta-cobranca.pdf'), bytes);
});

for (const [index, viewport] of viewports.entries()) {
  test(`screens of billing, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin, shade) => {
      // A month of its own per screenshot: February to May 2024.
      const mes = 2 + index * 2 + shade;
      await logInAs(page, demo('administrador'));
      await importFile(page, `faturamento-tela-${String(mes)}.csv`, rowsOf(2024, mes));
      await fitsTheScreen(page);
      await photo(page, {
        path: test.info().outputPath(`import-billing-${viewport.name}-${skin}.png`),
        fullPage: true,
      });
      await page.goto(`${EFFECTIVATE}?mes=2024-${String(mes).padStart(2, '0')}`);
      const name = new Intl.DateTimeFormat('pt-BR', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2024, mes - 1, 1)));
      await closeMonth(page, name);
      // The letters sent: the bar at its end and the live log's lines are in the picture.
      await sendLetters(page, 2, name);
      await expect(
        page.getByRole('progressbar', { name: 'Cartas de cobrança enviadas' }),
      ).toHaveAttribute('aria-valuetext', '2 de 2 cartas', { timeout: 60_000 });
      await expect(liveLog(page).getByText(`Carta de cobrança de ${name} enviada a`)).toHaveCount(
        2,
        {
          timeout: 30_000,
        },
      );
      await fitsTheScreen(page);
      await photo(page, {
        path: test.info().outputPath(`effectivate-billing-${viewport.name}-${skin}.png`),
        fullPage: true,
      });
    });
  });
}
