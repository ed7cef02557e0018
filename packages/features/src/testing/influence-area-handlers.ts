// Mock Service Worker answers of the influence-area slice, typed from the contract: a small tenant
// of areas and municipalities that the list pages, sorts and searches like the server does, and
// whose writes keep a municipality in at most one area.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { CoverageAreasApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';

type Schemas = CoverageAreasApi.components['schemas'];
type Area = Schemas['AreaInfluencia'];
type Municipio = Schemas['Municipio'];
type Paging = Schemas['PagingRequest'];

const regioes = [
  { Id: 1, Nome: 'Grande São Paulo', Codigo: 'RO-01', Ativo: true, QuantidadeMunicipios: 3 },
  { Id: 2, Nome: 'Interior Paulista', Codigo: 'RO-02', Ativo: true, QuantidadeMunicipios: 2 },
];

const municipio = (
  Id: number,
  Nome: string,
  EstadoId = 35,
  area: number | null = null,
): Municipio => ({
  Id,
  Nome,
  EstadoId,
  Sigla: EstadoId === 35 ? 'SP' : 'RJ',
  CodigoIbge: String(Id),
  Capital: false,
  AreaInfluenciaId: area,
});

/** The fake tenant's municipalities: two in area 1, the rest in no area. */
export const municipios: Municipio[] = [
  municipio(3550308, 'São Paulo', 35, 1),
  municipio(3518800, 'Guarulhos', 35, 1),
  municipio(3509502, 'Campinas'),
  municipio(3552205, 'Sorocaba'),
  municipio(3548708, 'São Bernardo do Campo'),
  municipio(3304557, 'Rio de Janeiro', 33),
];

/** One area of the fake tenant. */
export function areaInfluencia(id: number, extra: Partial<Area> = {}): Area {
  const ids = municipios.filter((m) => m.AreaInfluenciaId === id).map((m) => m.Id);
  return {
    Id: id,
    Nome: `Área ${String(id).padStart(2, '0')}`,
    Codigo: `AI-${String(id).padStart(2, '0')}`,
    Ativo: id % 7 !== 0,
    RegiaoOperacionalId: id % 2 === 0 ? 2 : 1,
    RegiaoOperacionalNome: id % 2 === 0 ? 'Interior Paulista' : 'Grande São Paulo',
    QuantidadeMunicipios: ids.length,
    MunicipioIds: ids,
    ...extra,
  };
}

/** Thirty areas, enough for two pages of 25. */
export const tenantAreas = Array.from({ length: 30 }, (_, i) => areaInfluencia(i + 1));

const envelope = (rows: readonly unknown[], body: Paging, total: number) =>
  HttpResponse.json({
    Data: {
      data: rows.slice(body.start, body.start + body.length),
      recordsTotal: total,
      recordsFiltered: rows.length,
      draw: body.draw,
    },
  });

/** The list answered from `rows`: search over name and code, the status filter, one-column order. */
export function areaListHandler(rows: readonly Area[], answerAfterMs = 0): HttpHandler {
  return http.post('*/AreaInfluencia/ListarAreasInfluencia', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const ativo = (body.userdata as { ativo?: boolean } | undefined)?.ativo;
    const found = rows.filter(
      (row) =>
        (term === '' || `${row.Nome} ${row.Codigo}`.toLowerCase().includes(term)) &&
        (ativo === undefined || row.Ativo === ativo),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as keyof Area;
      found.sort(
        (a, b) =>
          String(a[key]).localeCompare(String(b[key]), 'pt-BR', { numeric: true }) *
          (order.dir === 'desc' ? -1 : 1),
      );
    }
    return envelope(found, body, rows.length);
  });
}

const conflict = (detail: string, field: string, message: string) =>
  HttpResponse.json(
    {
      type: '/problems/conflito',
      title: 'Conflito',
      status: 409,
      detail,
      errors: [{ field, message }],
    },
    { status: 409, headers: { 'content-type': 'application/problem+json' } },
  );

/** Everything the list and the form call, answering like a healthy server. */
export function influenceAreaHandlers(rows: readonly Area[] = tenantAreas): HttpHandler[] {
  const write = (body: Schemas['AreaInfluenciaDados'], id: number) => {
    if (rows.some((row) => row.Id !== id && row.Codigo.toLowerCase() === body.Codigo.toLowerCase()))
      return conflict(
        `Já existe uma área de influência com o código ${body.Codigo}.`,
        'Codigo',
        'Código já utilizado por outra área de influência',
      );
    const taken = municipios.find(
      (m) =>
        body.MunicipioIds?.includes(m.Id) &&
        m.AreaInfluenciaId !== null &&
        m.AreaInfluenciaId !== id,
    );
    if (taken)
      return conflict(
        `O município ${taken.Nome} já pertence a outra área de influência.`,
        'MunicipioIds',
        'Município já pertence a outra área de influência',
      );
    return null;
  };
  return [
    areaListHandler(rows),
    http.get('*/AreaInfluencia/ObterAreaInfluenciaPorId', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('areaInfluenciaId'));
      const found = rows.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Área de influência não encontrada.');
    }),
    http.get('*/AreaInfluencia/ListarMunicipiosInfluenciados', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const estadoId = query.get('estadoId');
      const byState = (m: Municipio) => estadoId === null || m.EstadoId === Number(estadoId);
      if (query.get('influencia') === 'false')
        return HttpResponse.json(
          municipios.filter((m) => m.AreaInfluenciaId === null && byState(m)),
        );
      const id = Number(query.get('id'));
      const area = rows.find((row) => row.Id === id);
      if (!area) return problem(404, 'Não encontrado', 'Área de influência não encontrada.');
      return HttpResponse.json(
        municipios.filter((m) => (area.MunicipioIds ?? []).includes(m.Id) && byState(m)),
      );
    }),
    http.get('*/RegiaoOperacional/ObterRegioesOperacionaisAtivas', () =>
      HttpResponse.json(regioes),
    ),
    http.post('*/Estado/ListarEstados', async ({ request }) => {
      const body = (await request.json()) as Paging;
      const estados = [
        { Id: 33, Nome: 'Rio de Janeiro', Sigla: 'RJ' as const, CodigoIbge: 33 },
        { Id: 35, Nome: 'São Paulo', Sigla: 'SP' as const, CodigoIbge: 35 },
      ];
      return envelope(estados, body, estados.length);
    }),
    http.post('*/AreaInfluencia/AdicionarAreaInfluencia', async ({ request }) => {
      const body = (await request.json()) as Schemas['AreaInfluenciaDados'];
      return (
        write(body, 0) ??
        HttpResponse.json(
          areaInfluencia(99, { ...body, QuantidadeMunicipios: body.MunicipioIds?.length ?? 0 }),
          { status: 201 },
        )
      );
    }),
    http.put('*/AreaInfluencia/AtualizarAreaInfluencia', async ({ request }) => {
      const body = (await request.json()) as Schemas['AreaInfluenciaDados'] & { Id: number };
      return (
        write(body, body.Id) ??
        HttpResponse.json(
          areaInfluencia(body.Id, {
            ...body,
            QuantidadeMunicipios: body.MunicipioIds?.length ?? 0,
          }),
        )
      );
    }),
    http.delete(
      '*/AreaInfluencia/RemoverAreaInfluencia',
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
