// Mock Service Worker answers of the vehicles slice, typed from the contract: versions (twelve
// waiting for a model), manufacturers and models that the lists page, sort, filter and search like
// the server does, and the two mapping calls (the model 999 is refused as not of the tenant).
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { VehiclesApi } from '@emplacamento/api-client';
import { catalogueHandlers } from './catalogue-handlers';
import { exportHandler } from './list-stories';

type Vehicles = VehiclesApi.components['schemas'];
type Paging = Vehicles['PagingRequest'];

/** A model of the fake catalogue. */
export function modelo(id: number, extra: Partial<Vehicles['Modelo']> = {}): Vehicles['Modelo'] {
  const names = ['ARGO', 'MOBI', 'CRONOS', 'TORO', 'STRADA', 'PULSE', 'FASTBACK', 'UNO'];
  return {
    Id: id,
    Nome: names[(id - 1) % names.length] ?? 'ARGO',
    FabricanteId: 1,
    FabricanteNome: 'FIAT',
    SegmentoId: 1,
    SegmentoNome: 'Hatch',
    CategoriaVeiculoId: 1,
    CategoriaVeiculoNome: 'Automóvel',
    Ativo: id % 7 !== 0,
    ...extra,
  };
}

/** Eight models of one brand. */
export const catalogueModels = Array.from({ length: 8 }, (_, i) => modelo(i + 1));

/** Thirty versions: the first twelve wait for a model, the rest map to the catalogue's models. */
export function versao(id: number, extra: Partial<Vehicles['Nomenclatura']> = {}) {
  const waiting = id <= 12;
  const model = catalogueModels[(id - 1) % catalogueModels.length];
  const row: Vehicles['Nomenclatura'] = {
    Id: id,
    Versao: `FIAT VERSAO ${String(id).padStart(2, '0')} 1.0 FLEX`,
    FabricanteId: 1,
    FabricanteNome: 'FIAT',
    ModeloId: waiting ? null : (model?.Id ?? null),
    ModeloNome: waiting ? null : (model?.Nome ?? null),
    Mapeada: !waiting,
    QuantidadeEmplacamentos: 40 - id,
    PrimeiraOcorrencia: '2026-10-01',
  };
  return { ...row, ...extra };
}
export const tenantVersions = Array.from({ length: 30 }, (_, i) => versao(i + 1));

/** A list handler over `rows`: search on `text`, equality filters on `flags`, sort, page. */
function pagedHandler<Row extends object>(
  path: string,
  rows: readonly Row[],
  text: (row: Row) => string,
  flags: Record<string, (row: Row) => unknown>,
  answerAfterMs: number,
): HttpHandler {
  return http.post(path, async ({ request }) => {
    if (answerAfterMs > 0) await delay(answerAfterMs);
    const body = (await request.json()) as Paging;
    const term = body.search?.value?.toLowerCase() ?? '';
    const f = (body.userdata ?? {}) as Record<string, unknown>;
    const found = rows.filter(
      (row) =>
        (term === '' || text(row).toLowerCase().includes(term)) &&
        Object.entries(flags).every(([name, of]) => f[name] === undefined || of(row) === f[name]),
    );
    const rules = [...(body.order ?? [])].reverse();
    for (const rule of rules) {
      const key = rule.column as keyof Row;
      found.sort((a, b) => {
        const x = a[key];
        const y = b[key];
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y));
        return order * (rule.dir === 'desc' ? -1 : 1);
      });
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

/** The version list answered from `rows`. */
export const versionListHandler = (rows: readonly Vehicles['Nomenclatura'][], answerAfterMs = 0) =>
  pagedHandler(
    '*/Nomenclatura/ObterNomenclaturas',
    rows,
    (row) => row.Versao,
    { mapeada: (row) => row.Mapeada },
    answerAfterMs,
  );

/** The model list answered from `rows` (searched by model and brand name). */
export const modelListHandler = (rows: readonly Vehicles['Modelo'][], answerAfterMs = 0) =>
  pagedHandler(
    '*/Modelo/ObterModelos',
    rows,
    (row) => `${row.Nome} ${row.FabricanteNome}`,
    { ativo: (row) => row.Ativo, fabricanteId: (row) => row.FabricanteId },
    answerAfterMs,
  );

/** Three manufacturers. */
export const catalogueBrands: Vehicles['Fabricante'][] = [
  { Id: 1, Nome: 'FIAT', Codigo: 'FIA', Ativo: true, PaisOrigem: 'Itália', QuantidadeModelos: 8 },
  {
    Id: 2,
    Nome: 'VOLKSWAGEN',
    Codigo: 'VW',
    Ativo: true,
    PaisOrigem: 'Alemanha',
    QuantidadeModelos: 11,
  },
  {
    Id: 3,
    Nome: 'TROLLER',
    Codigo: null,
    Ativo: false,
    PaisOrigem: 'Brasil',
    QuantidadeModelos: 1,
  },
];

/** The manufacturer list answered from `rows`. */
export const manufacturerListHandler = (
  rows: readonly Vehicles['Fabricante'][],
  answerAfterMs = 0,
) =>
  pagedHandler(
    '*/Fabricante/ListarFabricantes',
    rows,
    (row) => row.Nome,
    { ativo: (row) => row.Ativo },
    answerAfterMs,
  );

/** The id of a model the fake server refuses, as the real one refuses another tenant's. */
export const FOREIGN_MODEL = 999;

const refusedModel = () =>
  HttpResponse.json<Vehicles['Problem']>(
    {
      type: '/problems/validacao',
      title: 'Dados inválidos',
      status: 400,
      detail: 'Modelo não encontrado',
      errors: [{ field: 'ModeloId', message: 'Modelo não encontrado' }],
    },
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );

/** Everything the versions screen calls, answering like a healthy server. */
export function vehicleHandlers(
  versions: readonly Vehicles['Nomenclatura'][] = tenantVersions,
  models: readonly Vehicles['Modelo'][] = [
    ...catalogueModels,
    modelo(9, { Nome: 'POLO', FabricanteId: 2, FabricanteNome: 'VOLKSWAGEN' }),
    modelo(FOREIGN_MODEL, { Nome: 'INTRUSO' }),
  ],
  brands: readonly Vehicles['Fabricante'][] = catalogueBrands,
): HttpHandler[] {
  const byId = (id: number) => versions.find((row) => row.Id === id) ?? versao(id);
  const modelOf = (id: number) => models.find((row) => row.Id === id);
  return [
    versionListHandler(versions),
    modelListHandler(models),
    manufacturerListHandler(brands),
    http.put('*/Nomenclatura/AtualizarUmaVersao', async ({ request }) => {
      const body = (await request.json()) as { Id: number; ModeloId: number | null };
      if (body.ModeloId === FOREIGN_MODEL) return refusedModel();
      const model = body.ModeloId === null ? undefined : modelOf(body.ModeloId);
      return HttpResponse.json({
        ...byId(body.Id),
        ModeloId: model?.Id ?? null,
        ModeloNome: model?.Nome ?? null,
        Mapeada: model !== undefined,
      });
    }),
    http.put('*/Nomenclatura/AtualizarVersoes', async ({ request }) => {
      const body = (await request.json()) as Vehicles['MapeamentoVersoes'];
      if (body.ModeloId === FOREIGN_MODEL) return refusedModel();
      const registrations = body.Ids.reduce((sum, id) => sum + byId(id).QuantidadeEmplacamentos, 0);
      return HttpResponse.json({ Versoes: body.Ids.length, Emplacamentos: registrations });
    }),
    ...catalogueHandlers(brands, models),
    exportHandler,
  ];
}
