// Mock Service Worker answers of the users slice, typed from the contract: a small tenant of users
// that the list pages, sorts, filters and searches like the server does, its profiles, bulletin
// types and the parameters that say which profile has which scope.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type {
  AdministrationApi,
  BusinessApi,
  GeneralApi,
  UsersApi,
} from '@emplacamento/api-client';
import { problem } from './api-handlers';
import { concessionaria, listHandler } from './dealership-handlers';

type Users = UsersApi.components['schemas'];
type Usuario = Users['Usuario'];
type Paging = Users['PagingRequest'];
type Perfil = AdministrationApi.components['schemas']['Perfil'];
type Parametro = GeneralApi.components['schemas']['ParametroValor'];
type Problem = Users['Problem'];

/** The tenant's profiles: 1 admin, 6 staff, 9 group, 10 store, 11 regional; 12 inactive. */
export const perfis: Perfil[] = [
  [1, 'Administrador'],
  [6, 'Faturamento'],
  [9, 'Concessionária Grupo Dealer'],
  [10, 'Concessionária Loja'],
  [11, 'Regional'],
  [12, 'Auditoria antiga'],
].map(([id, nome]) => ({
  id: id as number,
  nome: nome as string,
  descricao: null,
  ativo: id !== 12,
  ehAdmin: id === 1,
  sistema: 'EmplacamentoPortal',
  quantidadeUsuarios: 3,
}));

const profileName = (id: number) => perfis.find((p) => p.id === id)?.nome ?? '';

/** One user of the fake tenant. */
export function usuario(id: number, extra: Partial<Usuario> = {}): Usuario {
  const perfilId = [1, 6, 10, 11][id % 4] ?? 6;
  const nome = `Pessoa ${String(id).padStart(3, '0')}`;
  return {
    id,
    login: `pessoa${id}@example.com`,
    email: `pessoa${id}@example.com`,
    nomeCompleto: nome,
    perfilId,
    perfilNome: profileName(perfilId),
    status: id % 5 === 0 ? 'Inativo' : 'Ativo',
    pendente: false,
    dadosAdicionais: {
      nomeCompleto: nome,
      documento: '52998224725',
      telefone: '(11) 98765-4321',
      tiposBoletim: [1],
      ...(perfilId === 10 ? { empresaId: 3, grupoEmpresaId: 7 } : {}),
      ...(perfilId === 11 ? { regiaoOperacionalId: 2 } : {}),
    },
    empresaNome: perfilId === 10 ? 'Auto 003' : null,
    grupoEmpresaNome: perfilId === 10 ? 'Grupo Paulista' : null,
    grupoEconomicoNome: null,
    regiaoOperacionalNome: perfilId === 11 ? 'Região Sul' : null,
    dataCriacao: '2026-01-10T12:00:00Z',
    ultimoAcesso: id % 3 === 0 ? null : '2026-03-02T14:30:00Z',
    ...extra,
  };
}

/** Thirty users, enough for two pages of 25. */
export const tenantUsers = Array.from({ length: 30 }, (_, i) => usuario(i + 1));

const envelope = (rows: readonly unknown[], body: Paging, total: number) =>
  HttpResponse.json({
    Data: {
      data: rows.slice(body.start, body.start + body.length),
      recordsTotal: total,
      recordsFiltered: rows.length,
      draw: body.draw,
    },
  });

/** The list answered from `rows`: search over names and logins, profile and status, one order. */
export function userListHandler(rows: readonly Usuario[], answerAfterMs = 0): HttpHandler {
  return http.post('*/Usuario/ListarUsuarios', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const filter = (body.userdata ?? {}) as Users['FiltroUsuarios'];
    const found = rows.filter(
      (row) =>
        (term === '' ||
          row.nomeCompleto.toLowerCase().includes(term) ||
          row.login.includes(term)) &&
        (filter.perfilId === undefined || row.perfilId === filter.perfilId) &&
        (filter.status === undefined || row.status === filter.status) &&
        row.pendente === (filter.pendente ?? false),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as keyof Usuario;
      const text = (row: Usuario) => {
        const value = row[key];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      };
      found.sort((a, b) => text(a).localeCompare(text(b)) * (order.dir === 'desc' ? -1 : 1));
    }
    return envelope(found, body, rows.length);
  });
}

/** The tenant's parameters: the profile lists above and the CPF rule (`S` requires it). */
export function parameterHandler(documentoObrigatorio: 'S' | 'N' = 'N'): HttpHandler {
  const values: Record<string, string> = {
    EMP_PERFIS_ADMIN: '1',
    EMP_PERFIS_GRUPO: '9',
    EMP_PERFIS_LOJA: '10',
    EMP_PERFIS_REGIONAL: '11',
    ADMINISTRACAO_CADASTRO_PESSOA_FISICA_DOCUMENTO_OBRIGATORIO: documentoObrigatorio,
  };
  return http.get('*/ValorDoParametro', ({ request }) => {
    const id = new URL(request.url).searchParams.get('parametroId') ?? '';
    const valor = values[id];
    return HttpResponse.json<Parametro[]>(
      valor === undefined ? [] : [{ parametroId: id, valor, tipo: 2, tipoValor: 1 }],
    );
  });
}

const filtros: BusinessApi.components['schemas']['FiltrosEmpresa'] = {
  Estados: [],
  GruposEmpresa: [
    { Id: 7, Nome: 'Grupo Paulista' },
    { Id: 8, Nome: 'Grupo Carioca' },
  ],
  GruposEconomicos: [{ Id: 1, Nome: 'Holding Sul' }],
  Montadoras: [],
  RegioesOperacionais: [
    { Id: 1, Nome: 'Região Norte' },
    { Id: 2, Nome: 'Região Sul' },
  ],
  Status: ['Ativo', 'Inativo'],
};

const taken = (field: string, message: string, detail: string) =>
  HttpResponse.json<Problem>(
    {
      type: '/problems/conflito',
      title: 'Conflito',
      status: 409,
      detail,
      errors: [{ field, message }],
    },
    { status: 409, headers: { 'content-type': 'application/problem+json' } },
  );

/** A login the fake server says is already another user's. */
export const TAKEN_LOGIN = 'ocupado@example.com';

/** Everything the list and the form call, answering like a healthy server. */
export function userHandlers(
  rows: readonly Usuario[] = tenantUsers,
  options: { documentoObrigatorio?: 'S' | 'N' } = {},
): HttpHandler[] {
  return [
    userListHandler(rows),
    parameterHandler(options.documentoObrigatorio),
    http.get('*/Administracao/Perfil', () => HttpResponse.json(perfis)),
    http.get('*/Usuario/ObterTiposBoletim', () =>
      HttpResponse.json<Users['TipoBoletim'][]>([
        { id: 1, nome: 'Boletim diário de emplacamentos', descricao: null },
        { id: 2, nome: 'Boletim diário por segmento', descricao: null },
      ]),
    ),
    http.get('*/Administracao/Usuario', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = rows.find((row) => row.id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Usuário não encontrado.');
    }),
    http.get('*/EmpresaGrid/ObterFiltros', () => HttpResponse.json(filtros)),
    listHandler([concessionaria(3), concessionaria(4), concessionaria(5)]),
    http.post('*/Usuario/CriarUsuarioEmplacamento', async ({ request }) => {
      const body = (await request.json()) as Users['UsuarioPayload'];
      if (body.login === TAKEN_LOGIN) {
        return taken('login', 'Login já cadastrado', 'Já existe um usuário com este login.');
      }
      const dados = JSON.parse(body.dadosAdicionais) as Users['DadosAdicionais'];
      return HttpResponse.json(
        usuario(99, {
          login: body.login,
          email: body.login,
          perfilId: body.profile,
          nomeCompleto: dados.nomeCompleto,
          dadosAdicionais: dados,
        }),
        { status: 201 },
      );
    }),
    http.put('*/Usuario/AtualizarUsuarioEmplacamento', async ({ request }) => {
      const body = (await request.json()) as Users['UsuarioPayload'];
      const dados = JSON.parse(body.dadosAdicionais) as Users['DadosAdicionais'];
      return HttpResponse.json(
        usuario(body.id ?? 0, {
          login: body.login,
          perfilId: body.profile,
          nomeCompleto: dados.nomeCompleto,
          dadosAdicionais: dados,
        }),
      );
    }),
    http.patch('*/Usuario/AlterarLogin', async ({ request }) => {
      const body = (await request.json()) as { login: string };
      return body.login === TAKEN_LOGIN
        ? taken('login', 'Login já cadastrado', 'Já existe um usuário com este login.')
        : new HttpResponse(null, { status: 204 });
    }),
    http.patch('*/Usuario/SolicitarRedefinirSenha', () => new HttpResponse(null, { status: 204 })),
    http.put('*/Usuario/AtivarInativar', async ({ request }) => {
      const id = Number(await request.json());
      const found = rows.find((row) => row.id === id);
      return HttpResponse.json({
        usuarioId: id,
        status: found?.status === 'Inativo' ? 'Ativo' : 'Inativo',
      });
    }),
    http.post('*/Geral/Exportacao', () =>
      HttpResponse.json(
        { url: '/api/Geral/Exportacao/abcdefghijklmnopqrstuvwx', expiraEm: '2026-01-01T00:00:00Z' },
        { status: 201 },
      ),
    ),
  ];
}
