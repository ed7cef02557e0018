import { describe, expect, it } from 'vitest';
import { LEGACY_TRADING_ROUTES, createRouteTable, legacyPath } from '../src';

const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flatten);

describe('legacy trading route constants (§2)', () => {
  it('are not in the route table, except the shared login path', () => {
    const paths = new Set(createRouteTable({ associacaoGrupoEconomico: null }).map((r) => r.path));
    const legacy = flatten(LEGACY_TRADING_ROUTES);
    expect(legacy.filter((path) => paths.has(path))).toEqual(['/login']);
    expect(new Set(legacy).size).toBe(legacy.length);
  });

  it('fill their parameters', () => {
    expect(legacyPath(LEGACY_TRADING_ROUTES.vehicles.view, { veiculoId: 7 })).toBe(
      '/veiculos/visualizar/7',
    );
    expect(legacyPath(LEGACY_TRADING_ROUTES.business.viewOffer, { ofertaId: 'a b' })).toBe(
      '/negocios/oferta/a%20b',
    );
    expect(() => legacyPath(LEGACY_TRADING_ROUTES.administrativeSettings.editAccess, {})).toThrow(
      'Missing parameter id',
    );
  });
});
