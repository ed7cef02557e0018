// The files a screen exports, as a journey reads them back: downloaded through the screen's
// Export menu, a CSV as its lines (Excel's pt-BR: a BOM, `;` between fields, CRLF) and an XLSX as
// its first worksheet.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { test, type Locator, type Page } from '@playwright/test';

/**
 * Exports through the Export menu inside `scope` (the whole page by default) as the menu item
 * `item`, and answers the downloaded file's path (its name the one the portal suggested).
 */
export async function exported(
  page: Page,
  item: string | RegExp,
  scope: Locator | Page = page,
): Promise<string> {
  const downloaded = page.waitForEvent('download');
  await scope.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const download = await downloaded;
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The lines of a CSV file, without its byte order mark and its last line break. */
export function csvLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/** The first worksheet of an XLSX file. */
export async function firstSheet(file: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (sheet === undefined) throw new Error(`${file} has no worksheet`);
  return sheet;
}
