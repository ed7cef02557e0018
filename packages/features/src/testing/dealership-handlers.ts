// Mock Service Worker answers of the dealership slice, typed from the contract: a small tenant of
// dealerships that the list pages, sorts and searches like the server does.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { BusinessApi, CoverageAreasApi, GeneralApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';

type Business = BusinessApi.components['schemas'];
type Concessionaria = Business['Concessionaria'];
type Paging = Business['PagingRequest'];

const cidades = [
  { Id: 3550308, Nome: 'São Paulo', EstadoId: 35 },
  { Id: 3509502, Nome: 'Campinas', EstadoId: 35 },
  { Id: 3304557, Nome: 'Rio de Janeiro', EstadoId: 33 },
];

/** One dealership of the fake tenant. */
export function concessionaria(id: number, extra: Partial<Concessionaria> = {}): Concessionaria {
  return {
    Id: id,
    RazaoSocial: `Concessionária ${id} Comércio de Veículos Ltda`,
    NomeFantasia: `Auto ${String(id).padStart(3, '0')}`,
    CNPJ: '11222333000181',
    CodigoFaturamento: `SP-${id}`,
    CEP: '01310100',
    EstadoId: 35,
    EstadoSigla: 'SP',
    MunicipioId: 3550308,
    MunicipioNome: 'São Paulo',
    Bairro: 'Bela Vista',
    Numero: '1000',
    Logradouro: 'Avenida Paulista',
    Endereco: 'Avenida Paulista, 1000, Bela Vista, São Paulo/SP',
    Coordenadas: '-23.561414,-46.655881',
    Cadastrada: true,
    Associada: id % 3 !== 0,
    Status: id % 5 === 0 ? 'Inativo' : 'Ativo',
    Montadora: 1,
    MontadoraNome: 'FIAT',
    GrupoEmpresaId: 7,
    GrupoEmpresaNome: 'Grupo Paulista',
    ...extra,
  };
}

/** The CNPJ the look-up says dealership 2 holds. */
export const HELD_CNPJ = '11444777000161';

/** Forty dealerships, enough for two pages of 25. */
export const tenantDealerships = Array.from({ length: 40 }, (_, i) => concessionaria(i + 1));

const filtros: Business['FiltrosEmpresa'] = {
  Estados: [
    { Id: 33, Nome: 'Rio de Janeiro' },
    { Id: 35, Nome: 'São Paulo' },
  ],
  GruposEmpresa: [{ Id: 7, Nome: 'Grupo Paulista' }],
  GruposEconomicos: [],
  Montadoras: [
    { Id: 1, Nome: 'FIAT' },
    { Id: 2, Nome: 'VOLKSWAGEN' },
  ],
  RegioesOperacionais: [],
  Status: ['Ativo', 'Inativo'],
};

const envelope = (rows: readonly unknown[], body: Paging, total: number) =>
  HttpResponse.json({
    Data: {
      data: rows.slice(body.start, body.start + body.length),
      recordsTotal: total,
      recordsFiltered: rows.length,
      draw: body.draw,
    },
  });

/** The list answered from `rows`: search over names, the status filter, one-column order. */
export function listHandler(rows: readonly Concessionaria[], answerAfterMs = 0): HttpHandler {
  return http.post('*/EmpresaGrid/ListarEmpresasDetalhadas', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const status = (body.userdata as { status?: string } | undefined)?.status;
    const found = rows.filter(
      (row) =>
        (term === '' || row.NomeFantasia.toLowerCase().includes(term)) &&
        (status === undefined || row.Status === status),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as keyof Concessionaria;
      found.sort(
        (a, b) => String(a[key]).localeCompare(String(b[key])) * (order.dir === 'desc' ? -1 : 1),
      );
    }
    return envelope(found, body, rows.length);
  });
}

type Municipio = CoverageAreasApi.components['schemas']['Municipio'];
type Pessoa = GeneralApi.components['schemas']['PessoaDocumento'];

/** Everything the list and the form call, answering like a healthy server. */
export function dealershipHandlers(
  rows: readonly Concessionaria[] = tenantDealerships,
): HttpHandler[] {
  return [
    listHandler(rows),
    http.get('*/EmpresaGrid/ObterFiltros', () => HttpResponse.json(filtros)),
    http.get('*/EmpresaGrid/ObterEmpresaPorId', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = rows.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Concessionária não encontrada.');
    }),
    http.post('*/GrupoEmpresa/ListarGruposEmpresa', async ({ request }) => {
      const body = (await request.json()) as Paging;
      return envelope(
        [{ Id: 7, Nome: 'Grupo Paulista', Ativo: true, QuantidadeEmpresas: 40 }],
        body,
        1,
      );
    }),
    http.post('*/Municipio/ListarMunicipios', async ({ request }) => {
      const body = (await request.json()) as Paging;
      const estadoId = (body.userdata as { estadoId?: number } | undefined)?.estadoId;
      const rowsOf: Municipio[] = cidades
        .filter((c) => c.EstadoId === estadoId)
        .map((c) => ({ ...c, CodigoIbge: String(c.Id), Sigla: c.EstadoId === 35 ? 'SP' : 'RJ' }));
      return envelope(rowsOf, body, rowsOf.length);
    }),
    // A CNPJ known without a dealership, one of dealership 2; nobody else's (204, no body).
    http.get('*/Pessoa/Documento/:document', ({ params }) => {
      if (params.document === '12ABC34501DE35') {
        return HttpResponse.json<Pessoa>({
          Documento: '12ABC34501DE35',
          TipoPessoa: 'Juridica',
          Nome: 'Auto Alfa Comércio de Veículos Ltda',
          EmpresaId: null,
        });
      }
      if (params.document === HELD_CNPJ) {
        return HttpResponse.json<Pessoa>({
          Documento: HELD_CNPJ,
          TipoPessoa: 'Juridica',
          Nome: concessionaria(2).RazaoSocial,
          EmpresaId: 2,
        });
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/EmpresaAssociada/CadastrarEmpresa', async ({ request }) => {
      const body = (await request.json()) as Business['ConcessionariaDados'];
      if (body.CNPJ === '11222333000181') {
        return HttpResponse.json(
          {
            type: '/problems/conflito',
            title: 'Conflito',
            status: 409,
            detail: 'O CNPJ informado já está cadastrado para Auto 001.',
            errors: [{ field: 'CNPJ', message: 'CNPJ já cadastrado em outra concessionária' }],
          },
          { status: 409, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return HttpResponse.json(concessionaria(99, { ...body, Id: 99 }), { status: 201 });
    }),
    http.put('*/EmpresaAssociada/AtualizarEmpresa', async ({ request }) => {
      const body = (await request.json()) as Business['ConcessionariaDados'] & { Id: number };
      return HttpResponse.json(concessionaria(body.Id, body));
    }),
    http.post('*/Geral/Exportacao', () =>
      HttpResponse.json(
        { url: '/api/Geral/Exportacao/abcdefghijklmnopqrstuvwx', expiraEm: '2026-01-01T00:00:00Z' },
        { status: 201 },
      ),
    ),
  ];
}
