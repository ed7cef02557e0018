import type { LoggedUser, ProfileParameters, SistemaUsuario } from '../src';

/** A user as the API returns it, with overridable fields. */
export const user = (overrides: Partial<LoggedUser> = {}): LoggedUser => ({
  id: 'u-1',
  groupId: null,
  fullName: 'Maria da Silva',
  username: 'maria',
  email: 'maria@example.com',
  profileId: '50',
  role: 'Concessionária',
  ehAdmin: false,
  ability: [],
  ...overrides,
});

/** Profile lists: admin 1, 2; group 10, 11; store 20, 21; regional 30. */
export const params: ProfileParameters = {
  admin: ['1', '2'],
  grupo: ['10', '11'],
  loja: ['20', '21'],
  regional: ['30'],
};

export const systems: SistemaUsuario[] = [
  {
    nome: 'EmplacamentoPortal',
    eventos: [{ codigo: 'Emp_DashboardKpi' }],
    modulos: [
      {
        nome: 'Relatórios',
        eventos: [{ codigo: 'Emp_RelatorioMarca' }, { codigo: 'EMP_RELATORIOINVASAO' }],
      },
      { nome: 'Painel administrativo', eventos: [{ codigo: 'Emp_Perfil' }] },
    ],
  },
  { nome: 'emplacamento', eventos: [{ codigo: 'Emp_RelatorioMarca' }], modulos: [] },
];
