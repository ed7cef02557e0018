import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/clock';
import {
  expectListForbidden,
  fitsTheScreen,
  viewports,
  inBothSkins,
  photo,
} from '../support/list-screen';
import { demo, logInTo } from '../support/portal';
import { csvOf, rowsOf, xlsxOf } from '../support/registrations';

// The registration import screen through the running product, signed in as the demo
// administrator: a generated CSV with bad rows and an XLSX sent together, each bar followed to
// 100 % over the realtime markers, the history rows, the error report downloaded in both formats
// and read back, and a profile without the permission kept out.

// Imports run as background jobs on the shared two-core machine: a journey waits for them.
test.describe.configure({ timeout: 120_000 });

const SCREEN = '/admin-panel/import-emplacamento';
const LIST_CALL = '/api/Emplacamento/ImportacaoEmplacamento/ListarImportacoes';

const history = (page: Page) => page.getByRole('grid', { name: 'Importações de emplacamento' });
const uploads = (page: Page) => page.getByRole('list', { name: 'Enviar arquivos' });

/** Sends files through the drop zone's file button (the keyboard's way in). */
async function send(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Selecionar arquivos' }).click();
  await (await chooser).setFiles(files);
}

/** Waits until the bar of `name` is full (the import's marker said it ended). */
async function untilDone(page: Page, name: string) {
  await expect(uploads(page).getByRole('progressbar', { name })).toHaveAttribute(
    'aria-valuenow',
    '100',
    { timeout: 90_000 },
  );
}

/** Downloads `name`'s error report in `format` from the upload list; answers the saved path. */
async function report(page: Page, name: string, format: 'CSV' | 'XLSX'): Promise<string> {
  const downloaded = page.waitForEvent('download');
  await uploads(page)
    .getByRole('group', { name: `Relatório de erros de ${name}` })
    .getByRole('button', { name: format })
    .click();
  const download = await downloaded;
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

test('a CSV with bad rows and an XLSX import side by side; the error report reads back', async ({
  page,
}) => {
  const csvRows = rowsOf('CSV', 60, [4, 17, 42]);
  const xlsxRows = rowsOf('XLS', 40);
  await logInTo(page, demo('administrador'), SCREEN);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Importar emplacamentos' }),
  ).toBeVisible();
  await send(page, [
    { name: 'jornada.csv', mimeType: 'text/csv', buffer: csvOf(csvRows) },
    {
      name: 'jornada.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsxOf(xlsxRows),
    },
  ]);
  await untilDone(page, 'jornada.csv');
  await untilDone(page, 'jornada.xlsx');
  await expect(uploads(page).getByText('60 lidas · 57 importadas · 3 com erro')).toBeVisible();
  await expect(uploads(page).getByText('40 lidas · 40 importadas · 0 com erro')).toBeVisible();
  await expect(uploads(page).getByText('Concluída com erros')).toBeVisible();

  // The history shows both, newest first, with who sent them and their counts.
  const csvRow = history(page).getByRole('row').filter({ hasText: 'jornada.csv' });
  await expect(csvRow).toContainText('Concluída com erros');
  await expect(csvRow).toContainText('57');
  await expect(history(page).getByRole('row').filter({ hasText: 'jornada.xlsx' })).toContainText(
    'Concluída',
  );

  // The error report: the file's row numbers (header = row 1), the column and the message.
  const csv = (await readFile(await report(page, 'jornada.csv', 'CSV'), 'utf8')).replace(
    /^\uFEFF/,
    '',
  );
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(4);
  for (const [index, bad] of [4, 17, 42].entries()) {
    expect(lines[index + 1]).toContain(String(bad + 2));
    expect(lines[index + 1]).toContain('CHASSI-INVALIDO');
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await report(page, 'jornada.csv', 'XLSX'));
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(4);
  expect(sheet?.getRow(2).getCell(1).text).toBe('6');

  // The same content again is refused, with the way to the first import and to replace it.
  await send(page, [{ name: 'de-novo.csv', mimeType: 'text/csv', buffer: csvOf(csvRows) }]);
  await expect(uploads(page).getByRole('link', { name: /Ver a importação nº \d+/ })).toBeVisible();
  await expect(
    uploads(page).getByRole('button', { name: 'Substituir a importação anterior' }),
  ).toBeVisible();
});

test('a profile without the import permission gets not-authorized, and 403 from the API', async ({
  page,
  request,
}) => {
  await expectListForbidden(page, request, SCREEN, LIST_CALL);
});

for (const viewport of viewports) {
  test(`screen of the registration import, ${viewport.name}`, async ({ browser }) => {
    await inBothSkins(browser, viewport, async (page, skin) => {
      // A file of its own per screenshot: the same content would be refused as a duplicate.
      const tag = `${viewport.name === 'phone' ? 'P' : 'D'}${skin === 'dark' ? 'K' : 'L'}S`;
      const name = `tela-${viewport.name}-${skin}.csv`;
      await logInTo(page, demo('administrador'), SCREEN);
      await send(page, [{ name, mimeType: 'text/csv', buffer: csvOf(rowsOf(tag, 30, [3, 9])) }]);
      await untilDone(page, name);
      await expect(history(page).getByRole('row').filter({ hasText: name })).toBeVisible();
      await fitsTheScreen(page);
      await photo(page, {
        path: test.info().outputPath(`import-${viewport.name}-${skin}.png`),
        fullPage: true,
      });
    });
  });
}
