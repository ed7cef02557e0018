import { describe, expect, it } from 'vitest';
import { createRouteTable, eventCatalogue, matchRoute, routeByName, type Layout } from '../src';

const table = createRouteTable({ associacaoGrupoEconomico: 'Abracaf' });
const subjects = new Set([...eventCatalogue.map((e) => e.codigo.toLowerCase()), 'Auth', 'Logged']);

/** Every path of §2, written out independently of the table: [path, resource, layout]. */
const spec: readonly (readonly [string, string, Layout])[] = [
  ['/login', 'Auth', 'full'],
  ['/forgot-password', 'Auth', 'full'],
  ['/confirm-code', 'Auth', 'full'],
  ['/reset-password', 'Auth', 'full'],
  ['/error-404', 'Auth', 'full'],
  ['/pages/miscellaneous/coming-soon', 'Auth', 'full'],
  ['/pages/miscellaneous/not-authorized', 'Auth', 'full'],
  ['/pages/miscellaneous/under-maintenance', 'Auth', 'full'],
  ['/pages/miscellaneous/error', 'Auth', 'full'],
  ['/notifications', 'Logged', 'menu'],
  ['/ui/feather', 'Auth', 'menu'],
  ['/dashboard-kpi', 'emp_dashboardkpi', 'menu'],
  ['/admin-panel/area/list', 'emp_areainfluencia', 'menu'],
  ['/admin-panel/area/add', 'emp_areainfluencia', 'menu'],
  ['/admin-panel/area/edit/:id', 'emp_areainfluencia', 'menu'],
  ['/admin-panel/regions/list', 'emp_regiaooperacional', 'menu'],
  ['/admin-panel/county/list', 'emp_municipio', 'menu'],
  ['/admin-panel/group/list', 'emp_grupoempresa', 'menu'],
  ['/admin-panel/group-economic/list', 'emp_grupoeconomico', 'menu'],
  ['/admin-panel/dealerships/list', 'emp_concessionaria', 'menu'],
  ['/admin-panel/dealerships/add', 'emp_concessionaria', 'menu'],
  ['/admin-panel/dealerships/edit/:id', 'emp_concessionaria', 'menu'],
  ['/admin-panel/users', 'emp_usuario', 'menu'],
  ['/admin-panel/user/add', 'emp_usuario', 'menu'],
  ['/admin-panel/user/edit/:id', 'emp_usuario', 'menu'],
  ['/admin-panel/pending-users', 'emp_usuariopendente', 'menu'],
  ['/admin-panel/profile-settings/page', 'Auth', 'menu'],
  ['/admin-panel/brand-validation', 'emp_validacaomarca', 'menu'],
  ['/admin-panel/vehicle-version', 'emp_nomenclatura', 'menu'],
  ['/admin-panel/import-emplacamento', 'emp_importacaoemplacamento', 'menu'],
  ['/admin-panel/import-billing', 'emp_importacaofaturamento', 'menu'],
  ['/admin-panel/effectivate-billing', 'emp_efetivacaofaturamento', 'menu'],
  ['/administrative/settings', 'emp_perfil', 'left-sidebar'],
  ['/administrative/settings/tag/:tag', 'emp_perfil', 'left-sidebar'],
  ['/reports/daily-report', 'Auth', 'menu'],
  ['/reports/by-brands', 'emp_relatoriomarca', 'menu'],
  ['/reports/dual-plate', 'emp_relatorioduploemplacamento', 'menu'],
  ['/charts/sales-type-chart', 'emp_graficotipovenda', 'menu'],
  ['/charts/daily-average-market-share-graph', 'emp_graficomarketsharemediadiaria', 'menu'],
  ['/Emplacamento/BoletimDiario', 'Auth', 'bare'],
  ['/Emplacamento/Nomenclatura', 'emp_nomenclatura', 'bare'],
];

const reportSlugs =
  `daily-report by-brands from-your-dealership by-city-dealership by-brand-last-12-months
  by-brands-year-by-year by-area-of-influence by-regions by-model-year-by-year by-model-month-by-month
  model-ranking city-ranking accumulated-segment segment-by-month ranking-of-dealerships
  vehicle-information access-history access-reports-by-users access-report-by-group-company
  access-report-by-report invasion annual-capital monthly-capital capital-brands
  annual-ranking-by-brands dynamic-table regions-areas-cities billing-report invoicing-dvr
  invoicing-dve invoicing-consolidated dual-plate`.split(/\s+/);
const chartSlugs = `sales-type-chart last-13-months-market-share-chart market-share-graph
  regional-market-share-graph automaker-comparison-graph daily-average-market-share-graph`.split(
  /\s+/,
);
const embeds =
  `BoletimDiario Marca Concessionaria CidadeConcessionaria MarcaMes MarcaAno AreaInfluencia
  Regiao ModeloAno ModeloMes RankingModelo RankingCidade SegmentoAcumulado SegmentoMes
  RankingConcessionaria InformacaoVeiculo HistoricoAcesso AcessoUsuario AcessoGrupo AcessoRelatorio
  Invasao CapitalAno CapitalMes CapitalMarca RankingMarca EmplacamentoPivotGrid RegiaoAreaMunicipio
  RelatorioDeFaturamentos FaturamentoDVR FaturamentoDVE FaturamentoConsolidado DuploEmplacamento
  TipoVenda MarketShareMes MarketShare MarketShareRegional ComparativoMontadoras
  MarketShareMediaDiaria`.split(/\s+/);

describe('route table (§2)', () => {
  it.each(spec)('%s needs %s and renders in the %s layout', (path, resource, layout) => {
    const route = table.find((candidate) => candidate.path === path);
    expect(route).toMatchObject({ resource, layout, action: 'read' });
  });

  it('has every report route of §2 with its embed, in the order of §2', () => {
    const reports = table.filter((route) => route.path.startsWith('/reports/'));
    expect(reports.map((route) => route.path)).toEqual(
      reportSlugs.map((slug) => `/reports/${slug}`),
    );
    const charts = table.filter((route) => route.path.startsWith('/charts/'));
    expect(charts.map((route) => route.path)).toEqual(chartSlugs.map((slug) => `/charts/${slug}`));
    expect([...reports, ...charts].map((route) => route.embed)).toEqual(embeds);
  });

  it('serves every embed page of §2 under /Emplacamento/ with the resource of its route', () => {
    for (const name of [...embeds, 'Nomenclatura']) {
      const page = table.find((route) => route.path === `/Emplacamento/${name}`);
      const opener = table.find((route) => route.embed === name);
      expect(page?.layout).toBe('bare');
      expect(page?.resource).toBe(opener?.resource);
    }
  });

  it('has unique names and unique paths', () => {
    expect(new Set(table.map((route) => route.name)).size).toBe(table.length);
    expect(new Set(table.map((route) => route.path)).size).toBe(table.length);
  });

  it('gives every route a known resource, a layout and its title key', () => {
    for (const route of table) {
      expect(subjects.has(route.resource), route.name).toBe(true);
      expect(['full', 'menu', 'left-sidebar', 'bare']).toContain(route.layout);
      if (
        route.name !== 'admin-panel-group-list' &&
        route.name !== 'admin-panel-group-economic-list'
      ) {
        expect(route.titleKey).toBe(`routes.${route.name}`);
      }
    }
  });

  it('titles the business-group list as the tenant configures it', () => {
    const titleOf = (value: string | null) =>
      createRouteTable({ associacaoGrupoEconomico: value }).find(
        (route) => route.name === 'admin-panel-group-list',
      )?.titleKey;
    expect(titleOf('N')).toBe('groups.economic');
    expect(titleOf(' n ')).toBe('groups.economic');
    expect(titleOf('S')).toBe('groups.company');
    expect(titleOf('Abracaf')).toBe('groups.company');
    expect(titleOf(null)).toBe('groups.company');
  });

  it('titles the economic-group list apart where the business groups take its name', () => {
    const titleOf = (value: string | null) =>
      createRouteTable({ associacaoGrupoEconomico: value }).find(
        (route) => route.name === 'admin-panel-group-economic-list',
      )?.titleKey;
    expect(titleOf('N')).toBe('groups.nested');
    expect(titleOf('S')).toBe('routes.admin-panel-group-economic-list');
    expect(titleOf('Abracaf')).toBe('routes.admin-panel-group-economic-list');
    expect(titleOf(null)).toBe('routes.admin-panel-group-economic-list');
  });

  it('opens only login, password recovery and the public pages to anonymous users', () => {
    expect(table.filter((route) => route.accessGranted).map((route) => route.path)).toEqual([
      '/login',
      '/forgot-password',
      '/confirm-code',
      '/reset-password',
      '/error-404',
      '/pages/miscellaneous/coming-soon',
      '/pages/miscellaneous/under-maintenance',
      '/pages/miscellaneous/error',
    ]);
    expect(table.filter((route) => route.redirectIfLoggedIn).map((route) => route.name)).toEqual([
      'auth-login',
      'auth-forgot-password',
    ]);
  });

  it('numbers menu entries 1.. within each group and leaves forms and pages out of the menu', () => {
    const groups = new Map<string, number[]>();
    for (const route of table) {
      if (route.menu === null) continue;
      groups.set(route.menu.group, [...(groups.get(route.menu.group) ?? []), route.menu.order]);
    }
    for (const orders of groups.values()) expect(orders).toEqual(orders.map((_, i) => i + 1));
    expect(groups.get('graficos')).toHaveLength(6);
    expect(groups.get('relatorios-acesso')).toHaveLength(4);
    expect(groups.get('relatorios-faturamento')).toHaveLength(4);
    for (const name of [
      'admin-panel-area-add',
      'admin-panel-user-edit',
      'auth-login',
      'embed-Marca',
    ] as const) {
      expect(routeByName(table, name).menu).toBeNull();
    }
  });

  it('lets any logged-in user open the economic-group list where the tenant has no permission for it', () => {
    for (const value of ['N', 'S', null]) {
      const other = createRouteTable({ associacaoGrupoEconomico: value });
      expect(routeByName(other, 'admin-panel-group-economic-list').resource).toBe('Auth');
    }
    expect(routeByName(table, 'admin-panel-group-economic-list').resource).toBe(
      'emp_grupoeconomico',
    );
  });
});

describe('matchRoute', () => {
  it('matches static and parameterised paths, ignoring a trailing slash', () => {
    expect(matchRoute(table, '/admin-panel/users/')?.route.name).toBe('admin-panel-users');
    expect(matchRoute(table, '/admin-panel/user/edit/42')).toMatchObject({
      route: { name: 'admin-panel-user-edit' },
      params: { id: '42' },
    });
    expect(matchRoute(table, '/administrative/settings/tag/Inativo')?.params).toEqual({
      tag: 'Inativo',
    });
    expect(matchRoute(table, '/Emplacamento/Marca')?.route.name).toBe('embed-Marca');
  });

  it('returns null for unknown paths and wrong case', () => {
    expect(matchRoute(table, '/nowhere')).toBeNull();
    expect(matchRoute(table, '/emplacamento/marca')).toBeNull();
    expect(matchRoute(table, '/admin-panel/user/edit')).toBeNull();
  });

  it('throws on an unknown route name', () => {
    expect(() => routeByName(table, 'nope' as 'auth-login')).toThrow('Unknown route: nope');
  });
});
