// Mock Service Worker answers of the operational-region slice, typed from the contract: a small
// tenant of regions that the list pages, sorts, filters and searches like the server does, each
// with its influence areas and municipalities, and a code unique among the regions.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { CoverageAreasApi } from '@emplacamento/api-client';
import { operationalRegionServerMessage } from '@emplacamento/validators';
import { problem } from './api-handlers';

type Schemas = CoverageAreasApi.components['schemas'];
type Regiao = Schemas['RegiaoOperacional'];
type Municipio = Schemas['Municipio'];
type Paging = Schemas['PagingRequest'];

const nomes = ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'];

/** One region of the fake tenant: two areas of its own, three municipalities per area. */
export function regiaoOperacional(id: number, extra: Partial<Regiao> = {}): Regiao {
  const nome = nomes[(id - 1) % nomes.length] ?? 'Região';
  return {
    Id: id,
    Nome: id <= nomes.length ? nome : `${nome} ${String(id).padStart(2, '0')}`,
    Codigo: `RO-${String(id).padStart(2, '0')}`,
    Ativo: id % 6 !== 0,
    QuantidadeMunicipios: id % 10 === 0 ? 0 : 6,
    AreasInfluencia:
      id % 10 === 0
        ? []
        : [
            { Id: id * 10 + 1, Nome: `Área ${id}-A` },
            { Id: id * 10 + 2, Nome: `Área ${id}-B` },
          ],
    ...extra,
  };
}

/** Thirty regions, enough for two pages of 25. */
export const tenantRegions = Array.from({ length: 30 }, (_, i) => regiaoOperacional(i + 1));

const cidades = ['Campinas', 'Jundiaí', 'Sorocaba', 'Piracicaba', 'Limeira', 'Americana'];

/** The municipalities of a region, as `ListarMunicipiosDaRegiaoOperacional` answers. */
export function municipiosDaRegiao(region: Regiao): Municipio[] {
  return cidades.slice(0, region.QuantidadeMunicipios).map((Nome, i) => ({
    Id: 3500000 + region.Id * 10 + i,
    Nome,
    CodigoIbge: String(3500000 + region.Id * 10 + i),
    EstadoId: 35,
    Sigla: 'SP',
    Capital: false,
    AreaInfluenciaId: region.AreasInfluencia?.[i % 2]?.Id ?? null,
    RegiaoOperacionalId: region.Id,
    RegiaoOperacionalNome: region.Nome,
  }));
}

/** The list answered from `rows`: search over name and code, the status filter, one-column order. */
export function regionListHandler(rows: readonly Regiao[], answerAfterMs = 0): HttpHandler {
  return http.post('*/RegiaoOperacional/ListarRegioesOperacionais', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const ativo = (body.userdata as Schemas['FiltroRegioesOperacionais'] | undefined)?.ativo;
    const found = rows.filter(
      (row) =>
        (term === '' || `${row.Nome} ${row.Codigo}`.toLowerCase().includes(term)) &&
        (ativo === undefined || row.Ativo === ativo),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as Exclude<keyof Regiao, 'AreasInfluencia'>;
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

/** The 409 of a code another region has, with the shared rule's pt-BR message on its field. */
const codeTaken = (codigo: string) =>
  HttpResponse.json(
    {
      type: '/problems/conflito',
      title: 'Conflito',
      status: 409,
      detail: `Já existe uma região operacional com o código ${codigo}.`,
      errors: [{ field: 'Codigo', message: operationalRegionServerMessage('codigo_unico') }],
    },
    { status: 409, headers: { 'content-type': 'application/problem+json' } },
  );

/** Everything the list and the dialog call, answering like a healthy server. */
export function regionHandlers(rows: readonly Regiao[] = tenantRegions): HttpHandler[] {
  const taken = (codigo: string, id: number) =>
    rows.some((row) => row.Id !== id && row.Codigo.toLowerCase() === codigo.toLowerCase());
  return [
    regionListHandler(rows),
    http.get('*/RegiaoOperacional/ObterRegiaoOperacioalPorId', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = rows.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Região operacional não encontrada.');
    }),
    http.get('*/RegiaoOperacional/ListarMunicipiosDaRegiaoOperacional', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('regiaoOperacionalId'));
      const found = rows.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(municipiosDaRegiao(found))
        : problem(404, 'Não encontrado', 'Região operacional não encontrada.');
    }),
    http.post('*/RegiaoOperacional/CriarRegiaoOperacional', async ({ request }) => {
      const body = (await request.json()) as Schemas['RegiaoOperacionalDados'];
      if (taken(body.Codigo, 0)) return codeTaken(body.Codigo);
      return HttpResponse.json(
        regiaoOperacional(99, { ...body, QuantidadeMunicipios: 0, AreasInfluencia: [] }),
        { status: 201 },
      );
    }),
    http.put('*/RegiaoOperacional/AtualizarRegiaoOperacional', async ({ request }) => {
      const body = (await request.json()) as Schemas['RegiaoOperacionalDados'] & { Id: number };
      if (taken(body.Codigo, body.Id)) return codeTaken(body.Codigo);
      const found = rows.find((row) => row.Id === body.Id);
      return HttpResponse.json({ ...(found ?? regiaoOperacional(body.Id)), ...body });
    }),
    http.post('*/Geral/Exportacao', () =>
      HttpResponse.json(
        { url: '/api/Geral/Exportacao/abcdefghijklmnopqrstuvwx', expiraEm: '2026-01-01T00:00:00Z' },
        { status: 201 },
      ),
    ),
  ];
}
