// Mock Service Worker answers of the municipality slice, typed from the contract: a small tenant
// of municipalities in two states, three influence areas in three regions, a list that pages,
// sorts, filters and searches like the server does, and an edit that moves a municipality to an
// area (and so to that area's region).
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { CoverageAreasApi } from '@emplacamento/api-client';
import { municipalityServerMessage } from '@emplacamento/validators';
import { problem } from './api-handlers';

type Schemas = CoverageAreasApi.components['schemas'];
type Municipio = Schemas['Municipio'];
type Paging = Schemas['PagingRequest'];

export const countyRegions: Schemas['RegiaoOperacional'][] = [
  { Id: 1, Nome: 'Grande São Paulo', Codigo: 'RO-01', Ativo: true, QuantidadeMunicipios: 8 },
  { Id: 2, Nome: 'Interior Paulista', Codigo: 'RO-02', Ativo: true, QuantidadeMunicipios: 8 },
  { Id: 3, Nome: 'Fluminense', Codigo: 'RO-03', Ativo: true, QuantidadeMunicipios: 3 },
];

export const countyAreas: Schemas['AreaInfluencia'][] = [
  {
    Id: 1,
    Nome: 'Capital e ABC',
    Codigo: 'AI-01',
    Ativo: true,
    RegiaoOperacionalId: 1,
    RegiaoOperacionalNome: 'Grande São Paulo',
    QuantidadeMunicipios: 8,
  },
  {
    Id: 2,
    Nome: 'Campinas e região',
    Codigo: 'AI-02',
    Ativo: true,
    RegiaoOperacionalId: 2,
    RegiaoOperacionalNome: 'Interior Paulista',
    QuantidadeMunicipios: 8,
  },
  {
    Id: 3,
    Nome: 'Capital Fluminense',
    Codigo: 'AI-03',
    Ativo: true,
    RegiaoOperacionalId: 3,
    RegiaoOperacionalNome: 'Fluminense',
    QuantidadeMunicipios: 3,
  },
];

const paulistas = [
  'Americana',
  'Araraquara',
  'Barueri',
  'Bauru',
  'Campinas',
  'Carapicuíba',
  'Diadema',
  'Franca',
  'Guarulhos',
  'Hortolândia',
  'Indaiatuba',
  'Jundiaí',
  'Limeira',
  'Marília',
  'Mauá',
  'Osasco',
  'Piracicaba',
  'Santo André',
  'Santos',
  'São Bernardo do Campo',
  'São Paulo',
  'Sorocaba',
  'Sumaré',
  'Taubaté',
  'Valinhos',
];
const fluminenses = ['Duque de Caxias', 'Niterói', 'Nova Iguaçu', 'Petrópolis', 'Rio de Janeiro'];

/** One municipality of the fake tenant, with its area's names. */
export function municipio(
  Id: number,
  Nome: string,
  EstadoId: number,
  area: number | null,
  extra: Partial<Municipio> = {},
): Municipio {
  const found = countyAreas.find((a) => a.Id === area);
  return {
    Id,
    Nome,
    CodigoIbge: String(Id),
    EstadoId,
    Sigla: EstadoId === 35 ? 'SP' : 'RJ',
    Capital: Nome === 'São Paulo' || Nome === 'Rio de Janeiro',
    Populacao: 100_000 + (Id % 900) * 1000,
    AreaInfluenciaId: found?.Id ?? null,
    AreaInfluenciaNome: found?.Nome ?? null,
    RegiaoOperacionalId: found?.RegiaoOperacionalId ?? null,
    RegiaoOperacionalNome: found?.RegiaoOperacionalNome ?? null,
    ...extra,
  };
}

/** Thirty municipalities: 25 of São Paulo (two areas, some in none) and 5 of Rio de Janeiro. */
export const tenantCounties: Municipio[] = [
  ...paulistas.map((nome, i) => municipio(3500100 + i, nome, 35, i % 3 === 2 ? null : (i % 3) + 1)),
  ...fluminenses.map((nome, i) => municipio(3300100 + i, nome, 33, i < 3 ? 3 : null)),
];

/** The list answered from `rows`: search over name and UF, every filter, one-column order. */
export function countyListHandler(rows: readonly Municipio[], answerAfterMs = 0): HttpHandler {
  return http.post('*/Municipio/ListarMunicipios', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const f = (body.userdata ?? {}) as Schemas['FiltroMunicipios'];
    const found = rows.filter(
      (row) =>
        (term === '' || `${row.Nome} ${row.Sigla}`.toLowerCase().includes(term)) &&
        (f.estadoId === undefined || row.EstadoId === f.estadoId) &&
        (f.regiaoOperacionalId === undefined ||
          row.RegiaoOperacionalId === f.regiaoOperacionalId) &&
        (f.areaInfluenciaId === undefined || row.AreaInfluenciaId === f.areaInfluenciaId) &&
        (f.semAreaInfluencia !== true || row.AreaInfluenciaId === null),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as keyof Municipio;
      found.sort(
        (a, b) =>
          String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'pt-BR', { numeric: true }) *
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

/** Everything the list and the dialog call, answering like a healthy server. */
export function countyHandlers(rows: readonly Municipio[] = tenantCounties): HttpHandler[] {
  return [
    countyListHandler(rows),
    http.get('*/Municipio/ObterMunicipioPorId', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = rows.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Município não encontrado.');
    }),
    http.get('*/RegiaoOperacional/ObterRegioesOperacionaisAtivas', () =>
      HttpResponse.json(countyRegions),
    ),
    http.get('*/AreaInfluencia/ObterAreasInfluenciaEscopo', () => HttpResponse.json(countyAreas)),
    http.post('*/Estado/ListarEstados', () =>
      HttpResponse.json({
        Data: {
          data: [
            { Id: 33, Nome: 'Rio de Janeiro', Sigla: 'RJ', CodigoIbge: 33 },
            { Id: 35, Nome: 'São Paulo', Sigla: 'SP', CodigoIbge: 35 },
          ],
          recordsTotal: 2,
          recordsFiltered: 2,
          draw: 1,
        },
      }),
    ),
    http.put('*/Municipio/AlterarMunicipio', async ({ request }) => {
      const body = (await request.json()) as Schemas['AlterarMunicipio'];
      const found = rows.find((row) => row.Id === body.Id);
      if (!found) return problem(404, 'Não encontrado', 'Município não encontrado.');
      // Area 2 stands for one removed since the dialog opened: the server refuses it.
      if (body.AreaInfluenciaId === 2 && found.AreaInfluenciaId !== 2) {
        return HttpResponse.json(
          {
            type: '/problems/dados-invalidos',
            title: 'Dados inválidos',
            status: 400,
            detail: 'Um ou mais campos são inválidos.',
            errors: [
              {
                field: 'AreaInfluenciaId',
                message: municipalityServerMessage('area_inexistente'),
              },
            ],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return HttpResponse.json(
        municipio(
          found.Id,
          body.Nome ?? found.Nome,
          found.EstadoId,
          body.AreaInfluenciaId ?? null,
          {
            Populacao: body.Populacao ?? null,
          },
        ),
      );
    }),
    http.post('*/Geral/Exportacao', () =>
      HttpResponse.json(
        { url: '/api/Geral/Exportacao/abcdefghijklmnopqrstuvwx', expiraEm: '2026-01-01T00:00:00Z' },
        { status: 201 },
      ),
    ),
  ];
}
