// The demo data of docs/domain.md: four tenants, the profiles of product rules §2 with their events, one user
// per profile per tenant, and the parameters of product rules §3. Logins and the password are documented
// in apps/api/README.md.
import { eventCatalogue, PARAMETER_IDS } from '@emplacamento/access';

/** The password of every demo user (documented in the README). */
export const DEMO_PASSWORD = 'Emplacamento2026';

/** A demo tenant. */
export interface DemoTenant {
  id: string;
  nome: string;
  hosts: string[];
  corPrimaria: string;
  fabricante: string;
  /** EMP_ASSOCIACAO_GRUPO_ECONOMICO. */
  associacaoGrupoEconomico: string;
  /** Suffix of the demo logins (`administrador@<dominio>`). */
  dominioEmail: string;
}

export const demoTenants: DemoTenant[] = [
  {
    id: 'default',
    nome: 'Portal Emplacamento',
    hosts: ['localhost', '127.0.0.1'],
    corPrimaria: '#7367f0',
    fabricante: 'FIAT',
    associacaoGrupoEconomico: 'N',
    dominioEmail: 'emplacamento.demo',
  },
  {
    id: 'abracaf',
    nome: 'ABRACAF — Associação Brasileira dos Concessionários Fiat',
    hosts: ['abracaf.localhost'],
    corPrimaria: '#b5121b',
    fabricante: 'FIAT',
    associacaoGrupoEconomico: 'Abracaf',
    dominioEmail: 'abracaf.demo',
  },
  {
    id: 'assobrav',
    nome: 'ASSOBRAV — Associação Brasileira dos Distribuidores Volkswagen',
    hosts: ['assobrav.localhost'],
    corPrimaria: '#001e50',
    fabricante: 'VOLKSWAGEN',
    associacaoGrupoEconomico: 'N',
    dominioEmail: 'assobrav.demo',
  },
  {
    id: 'abrac',
    nome: 'ABRAC — Associação Brasileira dos Concessionários Chevrolet',
    hosts: ['abrac.localhost'],
    corPrimaria: '#d1a12b',
    fabricante: 'CHEVROLET',
    associacaoGrupoEconomico: 'S',
    dominioEmail: 'abrac.demo',
  },
];

const ids = (from: number, to: number) =>
  eventCatalogue.filter((e) => e.id >= from && e.id <= to).map((e) => e.id);
const all = eventCatalogue.map((e) => e.id);
const portal = ids(100, 399);
const charts = ids(300, 399);

/** A demo profile: id, name, flags, events and the login of its demo user. */
export interface DemoProfile {
  id: number;
  nome: string;
  ehAdmin: boolean;
  eventos: number[];
  login: string;
  usuario: string;
}

export const demoProfiles: DemoProfile[] = [
  {
    id: 1,
    nome: 'Administrador',
    ehAdmin: true,
    eventos: all,
    login: 'administrador',
    usuario: 'Ana Administradora',
  },
  {
    id: 2,
    nome: 'Administrador Sistema',
    ehAdmin: true,
    eventos: all,
    login: 'admin.sistema',
    usuario: 'Sérgio Sistema',
  },
  {
    id: 3,
    nome: 'Admin Abracaf',
    ehAdmin: true,
    eventos: portal,
    login: 'admin.abracaf',
    usuario: 'Alice Abracaf',
  },
  {
    id: 4,
    nome: 'Administrador Associação',
    ehAdmin: false,
    eventos: portal,
    login: 'admin.associacao',
    usuario: 'Antônio Associação',
  },
  {
    id: 5,
    nome: 'Concessionário',
    ehAdmin: false,
    eventos: [100, 202, 203, 210, 214, ...charts],
    login: 'concessionario',
    usuario: 'Carla Concessionária',
  },
  {
    id: 6,
    nome: 'Faturamento',
    ehAdmin: false,
    eventos: [100, 106, 112, 113, 227, 228, 229, 230],
    login: 'faturamento',
    usuario: 'Fábio Faturamento',
  },
  {
    id: 7,
    nome: 'Boletim Diário',
    ehAdmin: false,
    eventos: [],
    login: 'boletim',
    usuario: 'Beatriz Boletim',
  },
  {
    id: 8,
    nome: 'Validação da Marca',
    ehAdmin: false,
    eventos: [109, 111],
    login: 'validacao.marca',
    usuario: 'Vítor Validação',
  },
  {
    id: 9,
    nome: 'Concessionária Grupo Dealer',
    ehAdmin: false,
    eventos: [100, ...ids(201, 214), ...charts],
    login: 'grupo',
    usuario: 'Gustavo Grupo',
  },
  {
    id: 10,
    nome: 'Concessionária Loja',
    ehAdmin: false,
    eventos: [201, 202, 203],
    login: 'loja',
    usuario: 'Lúcia Loja',
  },
  {
    id: 11,
    nome: 'Regional',
    ehAdmin: false,
    eventos: [201, 206, 207, 226, 303, 304],
    login: 'regional',
    usuario: 'Rafael Regional',
  },
];

/** A pending (self-registered) user per tenant, so the pending users screen has a row. */
export const demoPending = { login: 'pendente', usuario: 'Paulo Pendente', perfilId: 10 };

/** Daily-bulletin types (ObterTiposBoletim). */
export const demoTiposBoletim = [
  { id: 1, nome: 'Boletim diário de emplacamentos' },
  { id: 2, nome: 'Boletim diário por segmento' },
  { id: 3, nome: 'Boletim diário por região operacional' },
];

/** The parameters of product rules §3 for a tenant. */
export function demoParameters(
  t: DemoTenant,
): { parametroId: string; valor: string; descricao: string }[] {
  return [
    {
      parametroId: 'EMP_FABRICANTE',
      valor: t.fabricante,
      descricao: 'Marca (fabricante) da associação',
    },
    {
      parametroId: 'EMP_RELATORIOS_COR',
      valor: t.corPrimaria,
      descricao: 'Cor principal dos relatórios',
    },
    {
      parametroId: PARAMETER_IDS.perfisAdmin,
      valor: '1;2;3;4',
      descricao: 'Perfis administradores',
    },
    { parametroId: PARAMETER_IDS.perfisGrupo, valor: '9', descricao: 'Perfis de grupo empresa' },
    {
      parametroId: PARAMETER_IDS.perfisLoja,
      valor: '5;10',
      descricao: 'Perfis de loja (concessionária)',
    },
    { parametroId: PARAMETER_IDS.perfisRegional, valor: '11', descricao: 'Perfis regionais' },
    {
      parametroId: PARAMETER_IDS.associacaoGrupoEconomico,
      valor: t.associacaoGrupoEconomico,
      descricao: 'Associação de grupos econômicos',
    },
    {
      parametroId: 'ADMINISTRACAO_CADASTRO_PESSOA_FISICA_DOCUMENTO_OBRIGATORIO',
      valor: t.id === 'abracaf' ? 'S' : 'N',
      descricao: 'CPF obrigatório no cadastro de pessoa física',
    },
    {
      parametroId: 'EMP_BOLETIM_HORARIO',
      valor: '07:00',
      descricao: 'Horário de envio do boletim diário (HH:mm, horário de Brasília)',
    },
    {
      parametroId: 'EMP_TEMPO_TOKEN_MINUTOS',
      valor: '60',
      descricao: 'Validade do token de acesso (minutos)',
    },
    {
      parametroId: 'EMP_DIAS_EXPIRACAO_USUARIO',
      valor: '90',
      descricao: 'Dias sem acesso até o usuário expirar',
    },
    {
      parametroId: 'EMP_TITULO_DASHBOARD',
      valor: `Market share ${t.fabricante}`,
      descricao: 'Título do dashboard',
    },
  ];
}
