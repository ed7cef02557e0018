// Mock Service Worker answers of the business-group slice, typed from the contract: a small
// tenant of groups that the list pages, sorts, filters and searches like the server does.
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { BusinessApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';
import { exportHandler } from './list-stories';

type Business = BusinessApi.components['schemas'];
type GrupoEmpresa = Business['GrupoEmpresa'];
type Paging = Business['PagingRequest'];

const economicos: Business['GrupoEconomico'][] = [
  { Id: 1, Nome: 'Holding Sul', Codigo: 'HS', Ativo: true, QuantidadeGrupos: 18 },
  { Id: 2, Nome: 'Holding Norte', Codigo: 'HN', Ativo: true, QuantidadeGrupos: 12 },
];

/** One business group of the fake tenant. */
export function grupoEmpresa(id: number, extra: Partial<GrupoEmpresa> = {}): GrupoEmpresa {
  const economico = economicos[id % 2];
  return {
    Id: id,
    Nome: `Grupo ${String(id).padStart(3, '0')}`,
    Codigo: `G${id}`,
    GrupoEconomicoId: economico?.Id ?? null,
    GrupoEconomicoNome: economico?.Nome ?? null,
    Ativo: id % 4 !== 0,
    Observacoes: null,
    QuantidadeEmpresas: id % 7,
    ...extra,
  };
}

/** Thirty groups, enough for two pages of 25. */
export const tenantGroups = Array.from({ length: 30 }, (_, i) => grupoEmpresa(i + 1));

/** The list answered from `rows`: search over names, both filters, one-column order. */
export function groupListHandler(rows: readonly GrupoEmpresa[], answerAfterMs = 0): HttpHandler {
  return http.post('*/GrupoEmpresa/ListarGruposEmpresa', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const f = (body.userdata ?? {}) as Business['FiltroGruposEmpresa'];
    const found = rows.filter(
      (row) =>
        (term === '' || row.Nome.toLowerCase().includes(term)) &&
        (f.ativo === undefined || row.Ativo === f.ativo) &&
        (f.grupoEconomicoId === undefined || row.GrupoEconomicoId === f.grupoEconomicoId),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as keyof GrupoEmpresa;
      found.sort(
        (a, b) => String(a[key]).localeCompare(String(b[key])) * (order.dir === 'desc' ? -1 : 1),
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

/** One economic group of the fake tenant (every third one inactive). */
export function grupoEconomico(
  id: number,
  extra: Partial<Business['GrupoEconomico']> = {},
): Business['GrupoEconomico'] {
  return {
    Id: id,
    Nome: `Holding ${String(id).padStart(2, '0')}`,
    Codigo: `H${id}`,
    Ativo: id % 3 !== 0,
    QuantidadeGrupos: id % 5,
    ...extra,
  };
}

/** Thirty economic groups, enough for two pages of 25. */
export const tenantEconomicGroups = Array.from({ length: 30 }, (_, i) => grupoEconomico(i + 1));

/** The economic-group list answered from `rows`, as the server pages, sorts and filters it. */
export function economicListHandler(
  rows: readonly Business['GrupoEconomico'][],
  answerAfterMs = 0,
): HttpHandler {
  return http.post('*/GrupoEconomico/ListarGruposEconomicos', async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const f = (body.userdata ?? {}) as Business['FiltroGruposEconomicos'];
    const found = rows.filter(
      (row) =>
        (term === '' || row.Nome.toLowerCase().includes(term)) &&
        (f.ativo === undefined || row.Ativo === f.ativo),
    );
    const order = body.order?.[0];
    if (order) {
      const key = order.column as keyof Business['GrupoEconomico'];
      found.sort(
        (a, b) => String(a[key]).localeCompare(String(b[key])) * (order.dir === 'desc' ? -1 : 1),
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

/** Everything the economic-group list and its dialog call (a code `XX` is refused as taken). */
export function economicGroupHandlers(
  rows: readonly Business['GrupoEconomico'][] = tenantEconomicGroups,
): HttpHandler[] {
  return [
    economicListHandler(rows),
    http.get('*/GrupoEconomico/ObterGrupoEconomicoPorId', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = rows.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Grupo econômico não encontrado.');
    }),
    http.post('*/GerenciarEmpresas/GrupoEconomico', async ({ request }) => {
      const body = (await request.json()) as Business['GrupoEconomicoDados'];
      if (body.Codigo === 'XX') {
        return HttpResponse.json(
          {
            type: '/problems/dados-invalidos',
            title: 'Dados inválidos',
            status: 400,
            detail: 'Um ou mais campos são inválidos.',
            errors: [{ field: 'Codigo', message: 'O código XX já pertence a outro grupo' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return HttpResponse.json(grupoEconomico(99, { ...body, Id: 99, QuantidadeGrupos: 0 }), {
        status: 201,
      });
    }),
    http.put('*/GerenciarEmpresas/GrupoEconomico', async ({ request }) => {
      const body = (await request.json()) as Business['GrupoEconomicoDados'] & { Id: number };
      return HttpResponse.json(grupoEconomico(body.Id, body));
    }),
    exportHandler,
  ];
}

/** Everything the list and the dialog call, answering like a healthy server. */
export function groupHandlers(rows: readonly GrupoEmpresa[] = tenantGroups): HttpHandler[] {
  return [
    groupListHandler(rows),
    http.get('*/GerenciarEmpresas/GrupoEconomico', () =>
      HttpResponse.json({
        Data: { data: economicos, recordsTotal: 2, recordsFiltered: 2, draw: 0 },
      }),
    ),
    http.get('*/GerenciarEmpresas/GrupoEmpresa', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = rows.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Grupo de empresas não encontrado.');
    }),
    http.post('*/GrupoEmpresa/CriarGrupoEmpresa', async ({ request }) => {
      const body = (await request.json()) as Business['GrupoEmpresaDados'];
      if (body.GrupoEconomicoId === 2) {
        return HttpResponse.json(
          {
            type: '/problems/dados-invalidos',
            title: 'Dados inválidos',
            status: 400,
            detail: 'Um ou mais campos são inválidos.',
            errors: [{ field: 'GrupoEconomicoId', message: 'Grupo econômico não encontrado' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      }
      return HttpResponse.json(grupoEmpresa(99, { ...body, Id: 99 }), { status: 201 });
    }),
    http.put('*/GrupoEmpresa/AtualizarGrupoEmpresa', async ({ request }) => {
      const body = (await request.json()) as Business['GrupoEmpresaDados'] & { Id: number };
      return HttpResponse.json(grupoEmpresa(body.Id, body));
    }),
    exportHandler,
  ];
}
