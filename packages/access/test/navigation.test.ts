import { describe, expect, it } from 'vitest';
import {
  abilityFromSystems,
  createAbility,
  createRouteTable,
  eventCatalogue,
  portalSystemFor,
  resolveNavigation,
  safeRedirectTarget,
} from '../src';

const table = createRouteTable({ associacaoGrupoEconomico: null });
const anonymous = { ability: createAbility(), loggedIn: false, role: null };
const admin = {
  ability: abilityFromSystems([portalSystemFor(eventCatalogue)]),
  loggedIn: true,
  role: 'Administrador',
};
const bulletin = { ability: abilityFromSystems([]), loggedIn: true, role: 'Boletim Diário' };

describe('resolveNavigation (§2)', () => {
  it.each([
    ['/', admin, { kind: 'redirect', to: 'dashboard-kpi' }],
    ['/', bulletin, { kind: 'redirect', to: 'reports-daily-report' }],
    ['/', anonymous, { kind: 'redirect', to: 'auth-login' }],
    ['/nowhere', admin, { kind: 'redirect', to: 'error-404' }],
    ['/nowhere', anonymous, { kind: 'redirect', to: 'error-404' }],
    ['/login', bulletin, { kind: 'redirect', to: 'reports-daily-report' }],
    ['/admin-panel/users', bulletin, { kind: 'redirect', to: 'misc-not-authorized' }],
    ['/administrative/settings/tag/Outro', admin, { kind: 'redirect', to: 'error-404' }],
  ] as const)('%s → %j', (pathname, context, expected) => {
    expect(resolveNavigation(table, { pathname }, context)).toEqual(expected);
  });

  it('§4 single sign-on: a signed-in user on login with a client id goes back with a code', () => {
    const search = `?client_id=sistema-x&redirect_uri=${encodeURIComponent('https://x.example/volta?a=1')}`;
    expect(resolveNavigation(table, { pathname: '/login', search }, bulletin)).toEqual({
      kind: 'sso',
      clientId: 'sistema-x',
      redirectUri: 'https://x.example/volta?a=1',
    });
  });

  it('single sign-on waits for an anonymous user to sign in, and needs both parameters', () => {
    const search = '?client_id=sistema-x&redirect_uri=https%3A%2F%2Fx.example';
    expect(resolveNavigation(table, { pathname: '/login', search }, anonymous)).toMatchObject({
      kind: 'render',
    });
    expect(
      resolveNavigation(table, { pathname: '/login', search: '?client_id=sistema-x' }, bulletin),
    ).toEqual({ kind: 'redirect', to: 'reports-daily-report' });
  });

  it('sends anonymous users to login with the path and query to come back to', () => {
    expect(
      resolveNavigation(table, { pathname: '/reports/by-brands', search: '?ano=2026' }, anonymous),
    ).toEqual({ kind: 'redirect', to: 'auth-login', redirectTo: '/reports/by-brands?ano=2026' });
  });

  it('renders allowed routes with their parameters', () => {
    const navigation = resolveNavigation(table, { pathname: '/admin-panel/user/edit/9' }, admin);
    expect(navigation).toMatchObject({
      kind: 'render',
      match: { route: { name: 'admin-panel-user-edit' }, params: { id: '9' } },
    });
    expect(resolveNavigation(table, { pathname: '/login' }, anonymous)).toMatchObject({
      kind: 'render',
    });
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/reports/by-brands?ano=2026', '/reports/by-brands?ano=2026'],
    [' /notifications ', '/notifications'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['/\t/evil.example', null],
    ['reports', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });
});
