import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, inCalendarRun, test } from '../support/clock';
import { apiToken, demo, logInAs } from '../support/portal';
import { fitsTheScreen, photo } from '../support/list-screen';

// The KPI dashboard through the running product: the demo administrator lands on it and sees the
// figures the API computes from the demo registrations, in pt-BR formats; screenshots of both
// skins at desktop and phone sizes for review (e2e/screenshots/, or SCREENSHOT_DIR).
const shots = process.env.SCREENSHOT_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

/** The cards that hold a chart. */
const chartCards = [
  'Participação por marca',
  'Venda direta × varejo por marca',
  'Venda direta × varejo por ano',
  'Evolução da marca (13 meses)',
  'Evolução diária no mês',
];

interface Participacao {
  Proprio: number;
  Total: number;
  Participacao: number;
}

test(
  'the administrator lands on the dashboard and sees the API’s figures',
  { tag: '@calendar' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    await logInAs(page, demo('administrador'));
    await expect(page).toHaveURL('/dashboard-kpi');
    await expect(page.getByRole('group', { name: 'Período' })).toBeVisible();

    // The same call, made by the test with its own token.
    const token = await apiToken(request, demo('administrador'));
    const api = await request.get('/api/Emplacamento/DashboardKPI/ParticipacaoMercadoTotalAno', {
      headers: { domain: 'default', authorization: `Bearer ${token}` },
    });
    expect(api.status()).toBe(200);
    // On New Year's Day the year may hold no registration yet: the card says so in figures too.
    const year = (await api.json()) as Participacao;
    const pt = (n: number) => new Intl.NumberFormat('pt-BR').format(n);
    const pct = new Intl.NumberFormat('pt-BR', {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(year.Participacao / 100);

    const card = page.getByRole('region', { name: 'Participação no ano' });
    await expect(
      card.getByText(`${pt(year.Proprio)} de ${pt(year.Total)} emplacamentos`),
    ).toBeVisible();
    await expect(card.getByText(pct, { exact: true })).toBeVisible();
    // Each chart card draws its chart (ECharts' chunk loaded on this route); or shows its table
    // alone where a drawing would say nothing (one day, or every day alike: the own brand's none
    // in the month's first days); or, for a period without registrations, says so.
    let drawn = 0;
    for (const title of chartCards) {
      const chartCard = page.getByRole('region', { name: title });
      const chart = chartCard.locator('[data-testid="kpi-chart"][data-drawn="true"] svg');
      await expect(
        chart
          .or(chartCard.getByTestId('kpi-chart-table'))
          .or(chartCard.getByText('Sem emplacamentos neste período.')),
      ).toBeVisible();
      drawn += await chart.count();
    }
    expect(drawn).toBeGreaterThan(0);

    // The calendar runs check a day's figures; the layouts are the main run's.
    if (inCalendarRun()) return;
    mkdirSync(shots, { recursive: true });
    for (const skin of ['light', 'dark'] as const) {
      if (skin === 'dark') {
        // The skin the user menu stores, then a reload: the dashboard redraws in the dark theme.
        await page.evaluate(() => {
          localStorage.setItem('emplacamento.skin', 'dark');
        });
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
      }
      for (const [name, width, height] of [
        ['desktop', 1366, 768],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await expect(page.locator('[data-testid="kpi-chart"][data-drawn="true"] svg')).toHaveCount(
          drawn,
        );
        // Nothing wider than the screen: wide tables scroll inside their card. Polled: until each
        // chart's ResizeObserver has run, ECharts' drawing keeps the width it had at the last size.
        await fitsTheScreen(page);
        await photo(page, {
          path: path.join(shots, `kpi-dashboard-${skin}-${name}.png`),
          fullPage: true,
        });
      }
    }
  },
);
