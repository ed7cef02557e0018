import type { Locator } from '@playwright/test';
import { expect, productToday, test } from '../support/clock';
import { demo, logInTo } from '../support/portal';
import { csvLines, exported, firstSheet } from '../support/files';
import { reportGrid, reportPage, screenshots } from '../support/reports';

// The dynamic table through the running product: the administrator opens /reports/dynamic-table
// with a period in its address (forwarded to the framed page), picks brands × sale type by year
// with the keyboard, sees a subtotal row after each brand and the totals, finds the choice in the
// route's address (so a reload keeps it: the screenshots reload in each skin), and exports the
// table as shown to CSV and XLSX, read back. Screenshots in both skins, laptop and phone.

const TITLE = 'Tabela dinâmica';

/** Picks `option` in the report's select labelled `label`, from the keyboard. */
async function pick(report: Locator, label: RegExp, option: string) {
  await report.getByRole('button', { name: label }).focus();
  await report.getByRole('button', { name: label }).press('Enter');
  await report.page().getByRole('option', { name: option, exact: true }).click();
}

test(
  'the dynamic table: pick rows and columns, subtotals and totals, kept in the address, exported',
  { tag: '@calendar' },
  async ({ page }) => {
    test.setTimeout(600_000);
    const year = Number((await productToday()).slice(0, 4));
    await logInTo(
      page,
      demo('administrador'),
      `/reports/dynamic-table?de=${String(year - 1)}-01-01`,
    );
    const report = reportPage(page);
    const grid = reportGrid(report, TITLE);
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });

    await pick(report, /Linhas \(segundo nível\)/, 'Tipo de venda');
    await pick(report, /Colunas/, 'Ano');
    await expect(grid.getByRole('columnheader')).toHaveText([
      'Marca',
      'Tipo de venda',
      String(year - 1),
      String(year),
      'Total',
    ]);
    const subtotals = grid.getByRole('row').filter({ hasText: 'Subtotal' });
    await expect(subtotals.first()).toBeVisible();
    await expect(grid.getByRole('row').last()).toContainText('Total');
    await expect(report.getByRole('alert')).toHaveCount(0);
    // The framing route mirrors the page's address: a shared link opens the same table.
    await expect(page).toHaveURL(/linhas=marca%2CtipoVenda/);
    await expect(page).toHaveURL(/coluna=ano/);

    const drawn = async () => {
      await expect(grid.getByRole('columnheader').nth(3)).toHaveText(String(year), {
        timeout: 60_000,
      });
      await expect(subtotals.first()).toBeVisible();
    };
    await screenshots(page, 'pivot-walk-reports-dynamic-table', drawn);
    await page.setViewportSize({ width: 1366, height: 768 });
    await drawn();

    // The export is the table as shown: the same header, a subtotal per brand, the totals last.
    const shownRows = await grid.getByRole('row').count();
    const csv = csvLines(await exported(page, 'CSV (Excel em português)', report));
    expect(csv[0]).toBe(`Marca;Tipo de venda;${String(year - 1)};${String(year)};Total`);
    expect(csv).toHaveLength(shownRows);
    expect(csv.filter((line) => line.split(';')[1] === 'Subtotal').length).toBe(
      await subtotals.count(),
    );
    const totals = csv.at(-1)?.split(';') ?? [];
    const subtotalSum = csv
      .filter((line) => line.split(';')[1] === 'Subtotal')
      .reduce((sum, line) => sum + Number(line.split(';')[4]), 0);
    expect(Number(totals[4])).toBe(subtotalSum);

    const sheet = await firstSheet(await exported(page, 'Planilha XLSX', report));
    // The header below the sheet's heading (title, period, filters, data until, a blank line).
    const header = sheet.views[0]?.state === 'frozen' ? (sheet.views[0].ySplit ?? 0) : 0;
    expect(sheet.getRow(header).getCell(2).value).toBe('Tipo de venda');
    expect(sheet.getRow(header + shownRows - 1).getCell(1).value).toBe('Total');
    expect(sheet.getRow(header + shownRows - 1).getCell(5).value).toBe(Number(totals[4]));
  },
);
