import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, createDrawCounter, fromEnvelope, toPagingRequest } from '../src';
import { apiMutationOptions, apiQueryOptions, pagedQueryOptions } from '../src/query';
import { clientsFor, sendJson, sendProblem, startServer } from './server';
import type { TestServer } from './server';

describe('paging payload', () => {
  it('turns page, sort, search and filters into draw/start/length/order/search/userdata', () => {
    expect(
      toPagingRequest(
        {
          pageIndex: 2,
          pageSize: 25,
          sort: [{ column: 'RazaoSocial', dir: 'asc' }],
          search: '  fiat ',
          filters: { estadoId: 35, status: 'Ativo', municipioId: undefined, cnpj: '' },
        },
        4,
      ),
    ).toEqual({
      draw: 4,
      start: 50,
      length: 25,
      order: [{ column: 'RazaoSocial', dir: 'asc' }],
      search: { value: 'fiat' },
      userdata: { estadoId: 35, status: 'Ativo' },
    });
  });

  it('clamps the page size to what the services accept and omits empty parts', () => {
    expect(toPagingRequest({ pageIndex: -1, pageSize: 5000 }, 1)).toEqual({
      draw: 1,
      start: 0,
      length: 1000,
    });
  });

  it('reads the envelope into a page with its page count', () => {
    const page = fromEnvelope(
      { Data: { data: [{ Id: 1 }], recordsTotal: 120, recordsFiltered: 51, draw: 3 } },
      { pageIndex: 5, pageSize: 10 },
    );
    expect(page).toEqual({
      rows: [{ Id: 1 }],
      total: 120,
      filtered: 51,
      pageIndex: 5,
      pageSize: 10,
      pageCount: 6,
      draw: 3,
    });
    expect(
      fromEnvelope(
        { Data: { data: [], recordsTotal: 0, recordsFiltered: 0, draw: 1 } },
        { pageIndex: 0, pageSize: 10 },
      ).pageCount,
    ).toBe(1);
  });

  it('tells a late answer from the current one', () => {
    const draws = createDrawCounter();
    const first = draws.next();
    const second = draws.next();
    expect(draws.isCurrent(first)).toBe(false);
    expect(draws.isCurrent(second)).toBe(true);
  });
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('TanStack Query bindings', () => {
  const listar = '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas';
  const porId = '/api/GerenciarEmpresas/EmpresaGrid/ObterEmpresaPorId';

  it('a paged query sends the paging payload and resolves a page', async () => {
    server = await startServer((request, res) => {
      const body = JSON.parse(request.body) as { draw: number; start: number; length: number };
      sendJson(res, 200, {
        Data: {
          data: [{ Id: body.start + 1 }],
          recordsTotal: 40,
          recordsFiltered: 31,
          draw: body.draw,
        },
      });
    });
    const { clients } = clientsFor(server);
    const state = { pageIndex: 3, pageSize: 10, filters: { estadoId: 35 } };
    const options = pagedQueryOptions(['empresas'], state, (body, signal) =>
      clients.business.POST(listar, { params: { query: { paginar: true } }, body, signal }),
    );
    expect(options.queryKey).toEqual(['empresas', state]);
    const page = await options.queryFn({ signal: new AbortController().signal });
    expect(page.rows).toEqual([{ Id: 31 }]);
    expect(page.pageCount).toBe(4);
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toMatchObject({
      start: 30,
      length: 10,
      userdata: { estadoId: 35 },
    });
  });

  it('a failing query throws an ApiRequestError with the problem', async () => {
    server = await startServer((_, res) => {
      sendProblem(res, 404, 'Concessionária não encontrada');
    });
    const { clients } = clientsFor(server);
    const options = apiQueryOptions(['empresa', 9], (signal) =>
      clients.business.GET(porId, { params: { query: { id: 9 } }, signal }),
    );
    const failure = await options
      .queryFn({ signal: new AbortController().signal })
      .catch((thrown: unknown) => thrown);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure instanceof ApiRequestError && failure.error).toMatchObject({
      kind: 'problem',
      status: 404,
      problem: { detail: 'Concessionária não encontrada' },
    });
  });

  it('a mutation resolves the created entity', async () => {
    server = await startServer((request, res) => {
      sendJson(res, 201, {
        Id: 12,
        ...(JSON.parse(request.body) as object),
        QuantidadeMunicipios: 0,
      });
    });
    const { clients } = clientsFor(server);
    const options = apiMutationOptions((body: { Nome: string; Ativo: boolean; Codigo: string }) =>
      clients.coverageAreas.POST('/api/AreasAbrangencia/RegiaoOperacional/CriarRegiaoOperacional', {
        body,
      }),
    );
    const created = await options.mutationFn({ Nome: 'Sul', Ativo: true, Codigo: 'RO-9' });
    expect(created).toEqual({
      Id: 12,
      Nome: 'Sul',
      Ativo: true,
      Codigo: 'RO-9',
      QuantidadeMunicipios: 0,
    });
  });
});
