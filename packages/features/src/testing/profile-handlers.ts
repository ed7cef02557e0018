// Mock Service Worker answers of the profiles slice, typed from the contract: a tenant's profiles
// that the list pages, sorts, filters and searches like the server does, the event catalogue of a
// profile, and the server's refusals (a name taken, an event the caller does not hold).
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { AdministrationApi } from '@emplacamento/api-client';
import { profileServerMessage } from '@emplacamento/validators';
import { problem } from './api-handlers';

type Schemas = AdministrationApi.components['schemas'];
type Perfil = Schemas['Perfil'];
type Evento = Schemas['Evento'];
type Paging = Schemas['PagingRequest'];

const nomes = [
  'Administrador',
  'Administrador Sistema',
  'Admin Abracaf',
  'Administrador Associação',
  'Concessionário',
  'Faturamento',
  'Boletim Diário',
  'Validação da Marca',
  'Concessionária Grupo Dealer',
  'Concessionária Loja',
  'Regional',
];

/** One profile of the fake tenant; profiles after the demo's eleven are numbered. */
export function perfil(id: number, extra: Partial<Perfil> = {}): Perfil {
  return {
    id,
    nome: nomes[id - 1] ?? `Perfil ${String(id).padStart(2, '0')}`,
    descricao: null,
    ativo: id % 7 !== 0,
    ehAdmin: id <= 3,
    sistema: 'EmplacamentoPortal',
    quantidadeUsuarios: id % 4,
    ...extra,
  };
}

/** Thirty profiles, enough for two pages of 25. */
export const tenantProfiles = Array.from({ length: 30 }, (_, i) => perfil(i + 1));

const modules: [string, string[]][] = [
  ['negociacao', ['Ofertas', 'Criar oferta', 'Avaliação']],
  ['painel-administrativo', ['Concessionárias', 'Usuários', 'Perfis', 'Regiões operacionais']],
  ['relatorios', ['Relatório por marcas', 'Ranking de modelos', 'Boletim diário']],
  ['graficos', ['Gráfico por tipo de venda', 'Market share']],
];

/** The event catalogue, marked for a profile: the store profile holds the first two reports. */
export function eventos(perfilId: number): Evento[] {
  let id = 0;
  return modules.flatMap(([modulo, names]) =>
    names.map((nome, i) => {
      id += 1;
      return {
        id,
        codigo: `Emp_${modulo.replace(/-/g, '_')}_${i}`,
        nome,
        modulo,
        selecionado: perfilId === 10 ? modulo === 'relatorios' && i < 2 : perfilId <= 3,
      };
    }),
  );
}

/** The list answered from `rows`: search over name and description, the status filter, one-column order. */
export function profileListHandler(rows: readonly Perfil[], answerAfterMs = 0): HttpHandler {
  return http.post('*/Administracao/Perfil/ListarPerfis', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const ativo = (body.userdata as Schemas['FiltroPerfis'] | undefined)?.ativo;
    const found = rows.filter(
      (row) =>
        (term === '' || `${row.nome} ${row.descricao ?? ''}`.toLowerCase().includes(term)) &&
        (ativo === undefined || row.ativo === ativo),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as keyof Perfil;
      found.sort(
        (a, b) =>
          String(a[key]).localeCompare(String(b[key]), 'pt-BR', { numeric: true }) *
          (order.dir === 'desc' ? -1 : 1),
      );
    }
    return HttpResponse.json({
      Data: {
        data: found.slice(body.start, body.start + body.length),
        recordsTotal: rows.length,
        recordsFiltered: found.length,
        draw: body.draw,
      },
    });
  });
}

/** The 409 of a name another profile has, with the shared rule's pt-BR message on its field. */
const nameTaken = () =>
  HttpResponse.json(
    {
      type: '/problems/conflito',
      title: 'Conflito',
      status: 409,
      detail: 'Já existe um perfil com este nome.',
      errors: [{ field: 'nome', message: profileServerMessage('nome_unico') }],
    },
    { status: 409, headers: { 'content-type': 'application/problem+json' } },
  );

/** Everything the list, the dialog and the matrix call, answering like a healthy server. */
export function profileHandlers(rows: readonly Perfil[] = tenantProfiles): HttpHandler[] {
  return [
    profileListHandler(rows),
    http.get('*/Administracao/Perfil', () => HttpResponse.json([...rows])),
    http.put('*/Administracao/Perfil', async ({ request }) => {
      const body = (await request.json()) as Partial<Perfil> & { nome: string; ativo: boolean };
      const taken = rows.some(
        (row) => row.id !== body.id && row.nome.toLowerCase() === body.nome.toLowerCase(),
      );
      if (taken) return nameTaken();
      const found = rows.find((row) => row.id === body.id);
      return HttpResponse.json({ ...(found ?? perfil(99, { quantidadeUsuarios: 0 })), ...body });
    }),
    http.get('*/Evento/EventosPorPerfil', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('perfilId'));
      return rows.some((row) => row.id === id)
        ? HttpResponse.json(eventos(id))
        : problem(404, 'Não encontrado', 'Perfil não encontrado.');
    }),
    http.post(
      '*/PerfilEvento/IncluirAtualizarPerfilEvento',
      () => new HttpResponse(null, { status: 204 }),
    ),
    http.post('*/Geral/Exportacao', () =>
      HttpResponse.json(
        { url: '/api/Geral/Exportacao/abcdefghijklmnopqrstuvwx', expiraEm: '2026-01-01T00:00:00Z' },
        { status: 201 },
      ),
    ),
  ];
}
