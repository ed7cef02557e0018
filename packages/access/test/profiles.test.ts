import { describe, expect, it } from 'vitest';
import {
  SystemParametersNotLoadedError,
  brandValidationTypesFor,
  groupTitle,
  groupTitleKey,
  hasEconomicGroupPermission,
  isAdminUser,
  parseProfileCodeList,
  profileParametersFrom,
  scopeFieldsFor,
  visibleProfiles,
} from '../src';
import { params, user } from './fixtures';

const profiles = [
  { id: '1', nome: 'Administrador' },
  { id: '10', nome: 'Grupo' },
  { id: '11', nome: 'Concessionária Grupo Dealer' },
  { id: '20', nome: 'Concessionária' },
  { id: '21', nome: 'Vendedor' },
  { id: '30', nome: 'Regional' },
  { id: '40', nome: 'Boletim Diário' },
];
const names = (list: readonly { nome: string }[]) => list.map((p) => p.nome);

describe('parameters', () => {
  it('parses semicolon-separated lists, trimming and dropping blanks', () => {
    expect(parseProfileCodeList(' 1; 2;;3 ;')).toEqual(['1', '2', '3']);
    expect(parseProfileCodeList('ABC-def')).toEqual(['abc-def']);
    expect(parseProfileCodeList(null)).toEqual([]);
    expect(
      profileParametersFrom({
        perfisGrupo: '10;11',
        perfisAdmin: '1',
        perfisLoja: null,
        perfisRegional: '',
      }),
    ).toEqual({ grupo: ['10', '11'], admin: ['1'], loja: [], regional: [] });
  });
});

describe('visibleProfiles (§6)', () => {
  const tenant = 'Default';

  it('shows every profile to an ehAdmin user and to an admin-list profile', () => {
    expect(visibleProfiles(profiles, { user: user({ ehAdmin: true }), params, tenant })).toEqual(
      profiles,
    );
    expect(visibleProfiles(profiles, { user: user({ profileId: '2' }), params, tenant })).toEqual(
      profiles,
    );
  });

  it('shows group and store profiles to a group-profile user', () => {
    const result = visibleProfiles(profiles, { user: user({ profileId: '10' }), params, tenant });
    expect(names(result)).toEqual([
      'Grupo',
      'Concessionária Grupo Dealer',
      'Concessionária',
      'Vendedor',
    ]);
  });

  it('shows only store profiles to anyone else', () => {
    for (const profileId of ['20', '30', '99']) {
      const result = visibleProfiles(profiles, { user: user({ profileId }), params, tenant });
      expect(names(result)).toEqual(['Concessionária', 'Vendedor']);
    }
  });

  it('hides Concessionária Grupo Dealer from non-admin roles of Abracaf only', () => {
    const group = user({ profileId: '10', role: 'Grupo' });
    expect(names(visibleProfiles(profiles, { user: group, params, tenant: 'Abracaf' }))).toEqual([
      'Grupo',
      'Concessionária',
      'Vendedor',
    ]);
    expect(names(visibleProfiles(profiles, { user: group, params, tenant: 'Outra' }))).toContain(
      'Concessionária Grupo Dealer',
    );
    const admin = user({ ehAdmin: true, role: 'Admin Abracaf' });
    expect(visibleProfiles(profiles, { user: admin, params, tenant: 'Abracaf' })).toEqual(profiles);
    const flaggedButNamedOtherwise = user({ ehAdmin: true, role: 'Gerente' });
    expect(
      names(
        visibleProfiles(profiles, { user: flaggedButNamedOtherwise, params, tenant: 'Abracaf' }),
      ),
    ).not.toContain('Concessionária Grupo Dealer');
  });

  it('throws the typed error when parameters or user are not loaded', () => {
    expect(() => visibleProfiles(profiles, { user: null, params, tenant })).toThrow(
      SystemParametersNotLoadedError,
    );
    expect(() => visibleProfiles(profiles, { user: user(), params: null, tenant })).toThrow(
      'Os parâmetros do sistema não foram carregados corretamente!',
    );
  });

  it('knows admins by flag or by list', () => {
    expect(isAdminUser(user({ ehAdmin: true }), params)).toBe(true);
    expect(isAdminUser(user({ profileId: ' 1 ' }), params)).toBe(true);
    expect(isAdminUser(user({ profileId: '10' }), params)).toBe(false);
  });
});

describe('scopeFieldsFor (§6)', () => {
  it.each([
    [
      '10',
      ['grupoEconomico', 'grupoEmpresa', 'regiaoOperacional', 'concessionaria'],
      ['concessionaria'],
    ],
    [
      '20',
      ['grupoEconomico', 'grupoEmpresa', 'regiaoOperacional', 'concessionaria'],
      ['concessionaria'],
    ],
    ['30', ['regiaoOperacional'], ['regiaoOperacional']],
    ['1', [], []],
    ['99', [], []],
  ])('profile %s sees %j and must give %j', (profileId, visible, required) => {
    expect(scopeFieldsFor(profileId, params)).toEqual({ visible, required });
  });
});

describe('brand validation, economic group, group title', () => {
  it('offers every type to admins and only Padrão to others', () => {
    expect(brandValidationTypesFor(true).map((t) => `${t.id} ${t.nome}`)).toEqual([
      '1 Diário',
      '2 Trimestral',
      '3 Padrão',
      '4 Detalhado',
    ]);
    expect(brandValidationTypesFor(false)).toEqual([{ id: 3, nome: 'Padrão' }]);
  });

  it.each([
    ['Abracaf', true],
    [' abracaf ', true],
    ['N', false],
    ['Fenabrave', false],
    [null, false],
  ])('economic-group permission for %j is %s', (value, expected) => {
    expect(hasEconomicGroupPermission(value)).toBe(expected);
  });

  it.each([
    ['N', 'Grupo Econômico', 'groups.economic'],
    ['n', 'Grupo Econômico', 'groups.economic'],
    ['S', 'Grupo Empresa', 'groups.company'],
    ['Abracaf', 'Grupo Empresa', 'groups.company'],
    [null, 'Grupo Empresa', 'groups.company'],
  ])('group title for %j is %s', (value, title, key) => {
    expect(groupTitle(value)).toBe(title);
    expect(groupTitleKey(value)).toBe(key);
  });
});
