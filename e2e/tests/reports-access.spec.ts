import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { csvLines, exported } from '../support/files';
import { expect, productToday, test } from '../support/clock';
import { photo } from '../support/list-screen';
import { opensOnItsDefault, overAYear, reportPage, screenshots, shots } from '../support/reports';
import { apiToken, demo, logInAs, logInTo } from '../support/portal';

// The access reports, the dual-plate and invasion reports and the vehicle look-up through the
// running product: the administrator opens each route (the table shows, no error), exports the
// accesses per user and reads the file back, and finds a vehicle by a plate the dual-plate report
// lists. Each checked at a laptop's and a phone's size (in a review run in both skins, with
// screenshots in e2e/screenshots/, or SCREENSHOT_DIR).

/** Route and title (page heading and table) of each report this walk opens. */
const walk = [
  ['access-history', 'Histórico de acesso'],
  ['access-reports-by-users', 'Acessos por usuário'],
  ['access-report-by-group-company', 'Acessos por grupo empresa'],
  ['access-report-by-report', 'Acessos por relatório'],
  ['invasion', 'Invasão'],
  ['dual-plate', 'Duplo emplacamento'],
] as const;

const firstRow = (report: Locator, title: string) =>
  report.getByRole('grid', { name: title }).getByRole('row').nth(1);

/** The registration reports of the walk: their default period may hold none (the 1st, a Sunday). */
const registrations = new Set<string>(['invasion', 'dual-plate']);

test(
  'the access, invasion and dual-plate reports open with figures; accesses per user export',
  { tag: '@calendar' },
  async ({ page }) => {
    test.setTimeout(600_000);
    await logInAs(page, demo('administrador'));
    for (const [route, title] of walk) {
      // The accesses of the product's day hold at least this sign-in; registrations, a year of them.
      if (registrations.has(route)) {
        await opensOnItsDefault(page, `/reports/${route}`, title);
        await page.goto(await overAYear(`/reports/${route}`));
      } else await page.goto(`/reports/${route}`);
      const report = reportPage(page);
      await expect(firstRow(report, title)).toBeVisible({ timeout: 30_000 });
      await expect(report.getByRole('alert')).toHaveCount(0);
      await screenshots(page, `report-${route}`, async () => {
        // The filter bar, on a phone too (where its lists fold behind a button).
        await expect(report.getByRole('group', { name: 'Filtros do relatório' })).toBeVisible({
          timeout: 30_000,
        });
      });
      await page.setViewportSize({ width: 1366, height: 768 });
    }

    // The administrator's own sign-in and openings are in the export of accesses per user.
    await page.goto('/reports/access-reports-by-users');
    const report = reportPage(page);
    await expect(firstRow(report, 'Acessos por usuário')).toBeVisible({ timeout: 30_000 });
    const csv = csvLines(await exported(page, 'CSV (Excel em português)', report));
    expect(csv[0]).toBe(
      'Usuário;Login;Perfil;Concessionária;Relatórios abertos;Entradas no portal;Último acesso',
    );
    const admin = csv.find((line) => line.includes(demo('administrador')));
    expect(admin).toBeDefined();
    // At least the six openings of the walk and one sign-in.
    const [, , , , opened, signIns] = admin?.split(';') ?? [];
    expect(Number(opened)).toBeGreaterThanOrEqual(walk.length);
    expect(Number(signIns)).toBeGreaterThanOrEqual(1);
  },
);

test(
  'the vehicle look-up checks the plate as typed and finds a vehicle the product holds',
  { tag: '@calendar' },
  async ({ page, request }) => {
    test.setTimeout(300_000);
    // A plate of the demo data, read through the API as the administrator.
    const token = await apiToken(request, demo('administrador'));
    const today = await productToday();
    const answer = await request.post('/api/Emplacamento/Relatorios/DuploEmplacamento/Executar', {
      headers: { domain: 'default', authorization: `Bearer ${token}` },
      data: {
        filtros: {
          dataInicial: `${String(Number(today.slice(0, 4)) - 1)}-01-01`,
          dataFinal: today,
        },
        length: 1,
      },
    });
    expect(answer.status()).toBe(200);
    const { Linhas } = (await answer.json()) as { Linhas: { placa: string; chassi: string }[] };
    const vehicle = Linhas[0];
    expect(vehicle).toBeDefined();

    await logInTo(page, demo('administrador'), '/reports/vehicle-information');
    const report = reportPage(page);
    await expect(
      report.getByText('Informe a placa, o chassi ou o RENAVAM do veículo.'),
    ).toBeVisible({
      timeout: 30_000,
    });
    const plate = report.getByRole('textbox', { name: 'Placa' });
    await plate.fill('AB1');
    await plate.blur();
    await expect(report.getByText('Insira uma placa válida.')).toBeVisible();
    await plate.fill(vehicle?.placa ?? '');
    const grid = report.getByRole('grid', { name: 'Informações do veículo' });
    // The dual-plate vehicle: both of its registrations.
    await expect(grid.getByRole('row')).toHaveCount(3, { timeout: 30_000 });
    await expect(grid.getByRole('row').nth(1)).toContainText(vehicle?.chassi ?? '');
    await expect(report.getByRole('alert')).toHaveCount(0);
    // The found vehicle as the user sees it (a reload below starts the look-up afresh).
    mkdirSync(shots, { recursive: true });
    await photo(page, { path: path.join(shots, 'report-vehicle-information-found.png') });
    await screenshots(page, 'report-vehicle-information', async () => {
      await expect(
        report
          .getByRole('textbox', { name: 'Placa' })
          .or(report.getByRole('button', { name: /^Filtros/ })),
      ).toBeVisible({ timeout: 30_000 });
    });
  },
);
