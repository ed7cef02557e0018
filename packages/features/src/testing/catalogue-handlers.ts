// Mock Service Worker answers of the vehicle catalogue's reads and writes, typed from the
// contract: one manufacturer or model by id (404 for an unknown one), their create and update
// (the name FIAT, or a model named ARGO, refused as taken, like the server's uniqueness check),
// a manufacturer's removal (refused while it has models), the segments with their writes (the
// name SUV taken, Hatch refused on removal as models use it) and the categories.
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { VehiclesApi } from '@emplacamento/api-client';
import { problem } from './api-handlers';

type Vehicles = VehiclesApi.components['schemas'];

/** Four segments of two types. */
export const catalogueSegments: Vehicles['Segmento'][] = [
  {
    Id: 1,
    Nome: 'Hatch',
    TipoSegmentoId: 1,
    TipoSegmentoNome: 'Automóveis',
    Ativo: true,
    Ordem: 1,
  },
  { Id: 2, Nome: 'Sedã', TipoSegmentoId: 1, TipoSegmentoNome: 'Automóveis', Ativo: true, Ordem: 2 },
  { Id: 3, Nome: 'SUV', TipoSegmentoId: 1, TipoSegmentoNome: 'Automóveis', Ativo: true, Ordem: 3 },
  {
    Id: 4,
    Nome: 'Picape',
    TipoSegmentoId: 2,
    TipoSegmentoNome: 'Comerciais leves',
    Ativo: false,
    Ordem: 4,
  },
];

/** Three shared categories. */
export const catalogueCategories: Vehicles['CategoriaVeiculo'][] = [
  { Id: 1, Nome: 'Automóvel' },
  { Id: 2, Nome: 'Comercial leve' },
  { Id: 3, Nome: 'Motocicleta' },
];

/** The three shared segment types. */
export const catalogueSegmentTypes: Vehicles['TipoSegmento'][] = [
  { Id: 1, Nome: 'Automóveis' },
  { Id: 2, Nome: 'Comerciais leves' },
  { Id: 3, Nome: 'Motocicletas' },
];

const fieldProblem = (status: number, field: string, message: string) =>
  HttpResponse.json<Vehicles['Problem']>(
    {
      type: status === 409 ? '/problems/conflito' : '/problems/validacao',
      title: status === 409 ? 'Conflito' : 'Dados inválidos',
      status,
      detail: `${message}.`,
      errors: [{ field, message }],
    },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

/** The catalogue's calls over `brands` and `models`, answering like a healthy server. */
export function catalogueHandlers(
  brands: readonly Vehicles['Fabricante'][],
  models: readonly Vehicles['Modelo'][],
): HttpHandler[] {
  const idOf = (request: Request) => Number(new URL(request.url).searchParams.get('id'));
  const brandName = (id: number) => brands.find((row) => row.Id === id)?.Nome ?? '';
  return [
    http.get('*/Fabricante/ObterFabricantePorId', ({ request }) => {
      const found = brands.find((row) => row.Id === idOf(request));
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Fabricante não encontrado.');
    }),
    http.post('*/Veiculos/Fabricante', async ({ request }) => {
      const body = (await request.json()) as Vehicles['FabricanteDados'];
      if (body.Nome.toUpperCase() === 'FIAT')
        return fieldProblem(409, 'Nome', 'Já existe um fabricante com este nome');
      return HttpResponse.json({ ...body, Id: 50, QuantidadeModelos: 0 }, { status: 201 });
    }),
    http.put('*/Veiculos/Fabricante', async ({ request }) => {
      const body = (await request.json()) as Vehicles['FabricanteDados'] & { Id: number };
      const current = brands.find((row) => row.Id === body.Id);
      if (body.Nome.toUpperCase() === 'FIAT' && current?.Nome !== 'FIAT')
        return fieldProblem(409, 'Nome', 'Já existe um fabricante com este nome');
      return HttpResponse.json({ ...current, ...body, QuantidadeModelos: 0 });
    }),
    http.delete('*/Veiculos/Fabricante', ({ request }) => {
      const found = brands.find((row) => row.Id === idOf(request));
      if (!found) return problem(404, 'Não encontrado', 'Fabricante não encontrado.');
      if (found.QuantidadeModelos > 0)
        return problem(
          409,
          'Conflito',
          `O fabricante ${found.Nome} não pode ser removido: ${String(found.QuantidadeModelos)} modelo(s) pertencem a ele.`,
        );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/Modelo/ObterModelo', ({ request }) => {
      const found = models.find((row) => row.Id === idOf(request));
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Modelo não encontrado.');
    }),
    http.post('*/Veiculos/Modelo', async ({ request }) => {
      const body = (await request.json()) as Vehicles['ModeloDados'];
      if (body.Nome.toUpperCase() === 'ARGO')
        return fieldProblem(409, 'Nome', 'Este fabricante já tem um modelo com este nome');
      return HttpResponse.json(
        { ...body, Id: 60, FabricanteNome: brandName(body.FabricanteId) },
        { status: 201 },
      );
    }),
    http.put('*/Veiculos/Modelo', async ({ request }) => {
      const body = (await request.json()) as Vehicles['ModeloDados'] & { Id: number };
      return HttpResponse.json({ ...body, FabricanteNome: brandName(body.FabricanteId) });
    }),
    ...segmentHandlers(),
    http.get('*/Veiculos/CategoriaVeiculo', () => HttpResponse.json(catalogueCategories)),
  ];
}

/** The segment calls over {@link catalogueSegments}: reads, create, update and removal. */
function segmentHandlers(): HttpHandler[] {
  const typeName = (id: number) => catalogueSegmentTypes.find((row) => row.Id === id)?.Nome ?? '';
  const taken = (body: Vehicles['SegmentoDados'], id?: number) =>
    catalogueSegments.some(
      (row) => row.Nome.toUpperCase() === body.Nome.toUpperCase() && row.Id !== id,
    );
  const nameTaken = () => fieldProblem(409, 'Nome', 'Já existe um segmento com este nome');
  return [
    http.get('*/Segmento/ObterSegmentos', () => HttpResponse.json(catalogueSegments)),
    http.get('*/Segmento/ObterTiposSegmento', () => HttpResponse.json(catalogueSegmentTypes)),
    http.get('*/Segmento/ObterSegmentoPorId', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('segmentoId'));
      const found = catalogueSegments.find((row) => row.Id === id);
      return found
        ? HttpResponse.json(found)
        : problem(404, 'Não encontrado', 'Segmento não encontrado.');
    }),
    http.post('*/Segmento/AdicionarSegmento', async ({ request }) => {
      const body = (await request.json()) as Vehicles['SegmentoDados'];
      if (taken(body)) return nameTaken();
      return HttpResponse.json(
        { ...body, Id: 70, TipoSegmentoNome: typeName(body.TipoSegmentoId) },
        { status: 201 },
      );
    }),
    http.put('*/Segmento/AtualizarSegmento', async ({ request }) => {
      const body = (await request.json()) as Vehicles['SegmentoDados'] & { Id: number };
      if (taken(body, body.Id)) return nameTaken();
      return HttpResponse.json({ ...body, TipoSegmentoNome: typeName(body.TipoSegmentoId) });
    }),
    http.delete('*/Segmento/RemoverSegmento', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const found = catalogueSegments.find((row) => row.Id === id);
      if (!found) return problem(404, 'Não encontrado', 'Segmento não encontrado.');
      if (found.Nome === 'Hatch')
        return problem(
          409,
          'Conflito',
          `O segmento ${found.Nome} não pode ser removido: 3 modelo(s) pertencem a ele.`,
        );
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
