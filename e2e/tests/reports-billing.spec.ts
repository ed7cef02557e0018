import { csvLines, exported } from '../support/files';
import { expect, test } from '../support/clock';
import { demo, logInAs } from '../support/portal';
import { reportGrid, reportPage, screenshots } from '../support/reports';

// The four billing reports through the running product, over the demo billings the seed writes:
// the administrator opens each route, waits for its table with amounts in reais and its totals
// row, sees no error, and exports the consolidated report as CSV, read back (its totals equal the
// sums of its rows). Screenshots of each in both skins at a laptop's and a phone's size.

/** Route and title (page heading and table) of each billing report. */
const walk = [
  ['billing-report', 'Relatório de faturamentos'],
  ['invoicing-dvr', 'Faturamento DVR'],
  ['invoicing-dve', 'Faturamento DVE'],
  ['invoicing-consolidated', 'Faturamento consolidado'],
] as const;

test(
  'the four billing reports open with figures in reais; the consolidated one exports',
  { tag: '@calendar' },
  async ({ page }) => {
    test.setTimeout(600_000);
    await logInAs(page, demo('administrador'));
    for (const [route, title] of walk) {
      await page.goto(`/reports/${route}`);
      const report = reportPage(page);
      const grid = reportGrid(report, title);
      const drawn = async () => {
        await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      };
      await drawn();
      await expect(grid.getByRole('row').nth(1)).toContainText('R$');
      await expect(grid.getByRole('row').last()).toContainText('Total');
      await expect(report.getByRole('alert')).toHaveCount(0);
      await screenshots(page, `report-${route}`, drawn);
      await page.setViewportSize({ width: 1366, height: 768 });
    }

    // The walk ends on the consolidated report, its table shown: its export, read back.
    const report = reportPage(page);
    await expect(
      reportGrid(report, 'Faturamento consolidado').getByRole('row').nth(1),
    ).toBeVisible();
    const csv = csvLines(await exported(page, 'CSV (Excel em português)', report)).map((line) =>
      line.split(';'),
    );
    expect(csv[0]).toEqual([
      'Concessionária',
      'Grupo empresa',
      'Mês',
      'Veículos DVR',
      'Valor DVR',
      'Veículos DVE',
      'Valor DVE',
      'Total de veículos',
      'Valor total',
    ]);
    const rows = csv.slice(1, -1);
    const totals = csv.at(-1) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const cents = (cell: string | undefined) => Math.round(Number(cell?.replace(',', '.')) * 100);
    expect(Number(totals[7])).toBe(rows.reduce((s, r) => s + Number(r[7]), 0));
    expect(cents(totals[8])).toBe(rows.reduce((s, r) => s + cents(r[8]), 0));
  },
);
