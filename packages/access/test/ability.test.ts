import { describe, expect, it } from 'vitest';
import {
  abilityFromSystems,
  createAbility,
  defaultAbilityRules,
  eventCatalogue,
  parseLoggedUser,
  portalSystemFor,
  rulesFromSystems,
} from '../src';
import { systems, user } from './fixtures';

describe('rulesFromSystems (§6)', () => {
  it('turns root and module events into lowercased manage rules, plus read Auth and Logged', () => {
    expect(rulesFromSystems(systems)).toEqual([
      { action: 'manage', subject: 'emp_dashboardkpi' },
      { action: 'manage', subject: 'emp_relatoriomarca' },
      { action: 'manage', subject: 'emp_relatorioinvasao' },
      { action: 'manage', subject: 'emp_perfil' },
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'Logged' },
    ]);
  });

  it('gives a user without systems only read on Auth and Logged', () => {
    expect(rulesFromSystems([])).toEqual([
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'Logged' },
    ]);
  });

  it('ignores blank codes', () => {
    const rules = rulesFromSystems([{ nome: 's', eventos: [{ codigo: '  ' }], modulos: [] }]);
    expect(rules).toHaveLength(2);
  });
});

describe('abilities', () => {
  const ability = abilityFromSystems(systems);

  it.each([
    ['read', 'emp_relatoriomarca', true],
    ['manage', 'emp_perfil', true],
    ['read', 'emp_relatorioinvasao', true],
    ['read', 'Auth', true],
    ['read', 'Logged', true],
    ['manage', 'Auth', false],
    ['read', 'emp_usuario', false],
    ['read', 'Emp_RelatorioMarca', false],
  ] as const)('can(%s, %s) is %s', (action, subject, expected) => {
    expect(ability.can(action, subject)).toBe(expected);
  });

  it('grants nothing from the default rule (read, empty subject), which CASL would read as "all"', () => {
    expect(defaultAbilityRules).toEqual([{ action: 'read', subject: '' }]);
    const initial = createAbility();
    expect(initial.rules).toEqual([]);
    for (const subject of ['', 'Auth', 'Logged', 'emp_perfil'])
      expect(initial.can('read', subject)).toBe(false);
    const mixed = createAbility([...defaultAbilityRules, { action: 'read', subject: 'Auth' }]);
    expect(mixed.can('read', 'Auth')).toBe(true);
    expect(mixed.can('read', 'emp_perfil')).toBe(false);
  });

  it('round-trips through the stored rules of the logged user', () => {
    const stored = JSON.parse(
      JSON.stringify(user({ ability: rulesFromSystems(systems) })),
    ) as unknown;
    const parsed = parseLoggedUser(stored);
    expect(parsed).not.toBeNull();
    expect(createAbility(parsed!.ability).can('manage', 'emp_dashboardkpi')).toBe(true);
  });

  it('grants every catalogue event when built from the full portal system', () => {
    const full = abilityFromSystems([portalSystemFor(eventCatalogue)]);
    for (const event of eventCatalogue)
      expect(full.can('manage', event.codigo.toLowerCase())).toBe(true);
  });
});

describe('parseLoggedUser', () => {
  it('accepts numeric ids and keeps them as text', () => {
    const parsed = parseLoggedUser({ ...user(), id: 7, profileId: 3, groupId: 9 });
    expect(parsed).toMatchObject({ id: '7', profileId: '3', groupId: '9' });
  });

  it("keeps a dealership user's dealership and overdue flag, and leaves both out for others", () => {
    const dealer = parseLoggedUser({ ...user(), empresaId: 12, pendenciaFinanceira: true });
    expect(dealer).toMatchObject({ empresaId: '12', pendenciaFinanceira: true });
    const other = parseLoggedUser({ ...user(), empresaId: null, pendenciaFinanceira: false });
    expect(other).not.toHaveProperty('empresaId');
    expect(other).not.toHaveProperty('pendenciaFinanceira');
  });

  it('falls back to the default ability when the stored one is malformed', () => {
    expect(
      parseLoggedUser({ ...user(), ability: [{ action: 'fly', subject: 'x' }] })?.ability,
    ).toEqual(defaultAbilityRules);
    expect(parseLoggedUser({ ...user(), ability: undefined })?.ability).toEqual(
      defaultAbilityRules,
    );
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a missing email', { ...user(), email: undefined }],
    ['a non-boolean ehAdmin', { ...user(), ehAdmin: 'true' }],
    ['a missing id', { ...user(), id: undefined }],
    ['a missing profile', { ...user(), profileId: null }],
  ])('rejects %s', (_label, value) => {
    expect(parseLoggedUser(value)).toBeNull();
  });
});
