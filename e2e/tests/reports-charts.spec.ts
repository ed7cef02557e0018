import { csvLines, exported } from '../support/files';
import { expect, inCalendarRun, test } from '../support/clock';
import { demo, logInAs } from '../support/portal';
import {
  opensOnItsDefault,
  overAYear,
  reportGrid,
  reportPage,
  screenshots,
} from '../support/reports';

// The share charts, the capital reports and the region hierarchy through the running product:
// the administrator opens each route, waits for its table (and its drawn chart, where it has
// one), sees no error, and exports the market share chart's table as CSV, read back. Screenshots
// of each in both skins at a laptop's and a phone's size.

/** Route, its title (page heading and table) and the drawing beside the table (a chart, the map, none). */
const walk = [
  ['/charts/market-share-graph', 'Market share', 'kpi-chart'],
  ['/charts/regional-market-share-graph', 'Market share regional', 'share-map'],
  ['/charts/automaker-comparison-graph', 'Comparativo de montadoras', 'kpi-chart'],
  ['/charts/daily-average-market-share-graph', 'Market share pela média diária', 'kpi-chart'],
  ['/reports/annual-capital', 'Capitais por ano', 'kpi-chart'],
  ['/reports/monthly-capital', 'Capitais por mês', 'kpi-chart'],
  ['/reports/capital-brands', 'Capitais por marca', 'kpi-chart'],
  ['/reports/regions-areas-cities', 'Regiões, áreas e cidades', null],
] as const;

test(
  'every share chart, capital report and the region hierarchy opens with figures; the market share exports',
  { tag: '@calendar' },
  async ({ page }) => {
    test.setTimeout(900_000);
    await logInAs(page, demo('administrador'));
    for (const [route, title, chart] of walk) {
      // The default period (month to date: one day on the 1st) may hold none; a year holds figures.
      await opensOnItsDefault(page, route, title);
      await page.goto(await overAYear(route));
      const report = reportPage(page);
      const grid = reportGrid(report, title);
      const drawn = async () => {
        await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
        // ECharts' chunk loads on first use; the chart or the map says when it has drawn.
        if (chart)
          await expect(report.locator(`[data-testid="${chart}"][data-drawn="true"]`)).toBeVisible({
            timeout: 30_000,
          });
      };
      await drawn();
      await expect(grid.getByRole('row').last()).toContainText('Total');
      await expect(report.getByRole('alert')).toHaveCount(0);
      await screenshots(page, `chart-walk${route.replaceAll('/', '-')}`, drawn);
      await page.setViewportSize({ width: 1366, height: 768 });
    }
    // A calendar run checks each chart on its day; the export (read the same whatever the clock)
    // is the main run's.
    if (inCalendarRun()) return;
    // One export read back: the market share chart's columns, as its table shows them.
    await page.goto(await overAYear('/charts/market-share-graph'));
    const report = reportPage(page);
    await expect(reportGrid(report, 'Market share').getByRole('row').nth(1)).toBeVisible({
      timeout: 30_000,
    });
    const csv = csvLines(await exported(page, 'CSV (Excel em português)', report));
    expect(csv[0]).toBe(
      'Marca;Participação;Emplacamentos;Participação no ano anterior;Variação (p.p.)',
    );
    expect(csv.at(-1)).toMatch(/^Total;100;\d+;/);
  },
);
