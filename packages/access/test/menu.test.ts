import { describe, expect, it } from 'vitest';
import {
  abilityFromSystems,
  createAbility,
  createRouteTable,
  eventCatalogue,
  menuFor,
  portalSystemFor,
} from '../src';

const table = createRouteTable({ associacaoGrupoEconomico: 'Abracaf' });

describe('menuFor', () => {
  it('shows a plain user only their own reports page and the daily report', () => {
    const menu = menuFor(table, abilityFromSystems([]));
    expect(menu.map((section) => [section.titleKey, section.routes.map((r) => r.name)])).toEqual([
      ['menu.relatorios', ['my-reports', 'reports-daily-report']],
    ]);
  });

  it('shows a granted user their entries in menu order, groups in fixed order', () => {
    const granted = eventCatalogue.filter((e) =>
      ['Emp_GraficoTipoVenda', 'Emp_Usuario', 'Emp_DashboardKpi', 'Emp_RelatorioInvasao'].includes(
        e.codigo,
      ),
    );
    const menu = menuFor(table, abilityFromSystems([portalSystemFor(granted)]));
    expect(menu.map((section) => [section.group, section.routes.map((r) => r.name)])).toEqual([
      ['dashboard', ['dashboard-kpi']],
      ['usuarios', ['admin-panel-users']],
      ['relatorios', ['my-reports', 'reports-daily-report', 'reports-invasion']],
      ['graficos', ['charts-sales-type-chart']],
    ]);
  });

  it('puts the starred reports first in their group, in the order starred, after My reports', () => {
    const all = abilityFromSystems([portalSystemFor(eventCatalogue)]);
    const reports = (starred: string[]) =>
      menuFor(table, all, starred)
        .find((s) => s.group === 'relatorios')
        ?.routes.map((r) => r.name)
        .slice(0, 4);
    expect(reports(['Invasao', 'Marca'])).toEqual([
      'my-reports',
      'reports-invasion',
      'reports-by-brands',
      'reports-daily-report',
    ]);
    // A starred chart moves within the charts only; a name no route shows changes nothing.
    expect(reports(['TipoVenda', 'Nada'])).toEqual(reports([]));
  });

  it('shows everyone-granted a complete menu and nobody an empty one', () => {
    const all = menuFor(table, abilityFromSystems([portalSystemFor(eventCatalogue)]));
    expect(all).toHaveLength(8);
    expect(all.flatMap((s) => s.routes)).toHaveLength(table.filter((r) => r.menu !== null).length);
    expect(menuFor(table, createAbility())).toEqual([]);
  });
});
