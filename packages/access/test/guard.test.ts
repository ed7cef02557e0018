import { describe, expect, it } from 'vitest';
import {
  REDIRECT_ROUTES,
  abilityFromSystems,
  createAbility,
  createRouteTable,
  decide,
  landingRouteFor,
  reportRouteOf,
  routeByName,
  type RouteName,
} from '../src';

const table = createRouteTable({ associacaoGrupoEconomico: null });
const route = (name: RouteName) => routeByName(table, name);
const anonymous = { ability: createAbility(), loggedIn: false };
const staff = {
  ability: abilityFromSystems([{ nome: 'p', eventos: [{ codigo: 'Emp_Perfil' }], modulos: [] }]),
  loggedIn: true,
};
const reader = { ability: abilityFromSystems([]), loggedIn: true };

describe('decide (§2 navigation guard)', () => {
  it.each([
    ['open route, anonymous', 'auth-confirm-code', anonymous, 'allow'],
    ['open route, logged in', 'error-404', reader, 'allow'],
    ['redirectIfLoggedIn, anonymous', 'auth-login', anonymous, 'allow'],
    ['redirectIfLoggedIn, logged in', 'auth-login', reader, { redirect: 'home' }],
    ['forgot password, logged in', 'auth-forgot-password', staff, { redirect: 'home' }],
    ['manage on resource', 'administrative-settings', staff, 'allow'],
    ['denied, logged in', 'admin-panel-users', staff, { redirect: 'not-authorized' }],
    ['denied, anonymous', 'admin-panel-users', anonymous, { redirect: 'login' }],
    ['read Auth: daily report', 'reports-daily-report', reader, 'allow'],
    ['read Auth: profile settings', 'admin-panel-profile-settings', reader, 'allow'],
    ['read Auth: not-authorized', 'misc-not-authorized', reader, 'allow'],
    [
      'read Auth: not-authorized, anonymous',
      'misc-not-authorized',
      anonymous,
      { redirect: 'login' },
    ],
    ['Logged: notifications', 'notifications', reader, 'allow'],
    ['Logged: notifications, anonymous', 'notifications', anonymous, { redirect: 'login' }],
    ['report without its event', 'reports-by-brands', reader, { redirect: 'not-authorized' }],
  ] as const)('%s', (_label, name, context, expected) => {
    expect(decide(route(name), context)).toEqual(expected);
  });

  it('treats a logged-in flag without rules as anonymous for protected routes only', () => {
    const stale = { ability: createAbility(), loggedIn: true };
    expect(decide(route('dashboard-kpi'), stale)).toEqual({ redirect: 'not-authorized' });
    expect(decide(route('auth-login'), stale)).toEqual({ redirect: 'home' });
  });

  it.each([
    ['Ativo', 'allow'],
    ['Inativo', 'allow'],
    ['ativo', { redirect: 'error-404' }],
    ['Pendente', { redirect: 'error-404' }],
    [undefined, { redirect: 'error-404' }],
  ] as const)('profile tag %s → %j', (tag, expected) => {
    expect(decide(route('administrative-settings-tag'), staff, { tag })).toEqual(expected);
  });

  it('checks the permission before the tag, so outsiders learn nothing', () => {
    expect(decide(route('administrative-settings-tag'), anonymous, { tag: 'x' })).toEqual({
      redirect: 'login',
    });
  });

  it('names a real route for every redirect but home', () => {
    for (const name of Object.values(REDIRECT_ROUTES)) expect(route(name).name).toBe(name);
  });
});

describe('landingRouteFor (§2)', () => {
  it.each([
    ['Administrador', 'dashboard-kpi'],
    ['Administrador Sistema', 'dashboard-kpi'],
    ['Admin Abracaf', 'dashboard-kpi'],
    ['Administrador Associação', 'dashboard-kpi'],
    ['Concessionário', 'dashboard-kpi'],
    ['Faturamento', 'dashboard-kpi'],
    ['Boletim Diário', 'reports-daily-report'],
    ['Validação da Marca', 'admin-panel-brand-validation'],
    [' Boletim Diário ', 'reports-daily-report'],
    ['Boletim Dia\u0301rio', 'reports-daily-report'],
    ['Regional', 'reports-by-brands'],
    ['Concessionária Grupo Dealer', 'reports-by-brands'],
    ['administrador', 'reports-by-brands'],
    ['', 'reports-by-brands'],
    [null, 'reports-by-brands'],
  ])('%j lands on %s', (role, expected) => {
    expect(landingRouteFor(role)).toBe(expected);
    expect(route(landingRouteFor(role)).layout).toBe('menu');
  });
});

describe('reportRouteOf', () => {
  it('finds the shell route of a report, never its bare embed page', () => {
    expect(reportRouteOf(table, 'Marca')?.name).toBe('reports-by-brands');
    expect(reportRouteOf(table, 'TipoVenda')?.name).toBe('charts-sales-type-chart');
    expect(reportRouteOf(table, 'Nada')).toBeUndefined();
  });
});
