// The vehicles slice's calls (version nomenclature and the catalogue: manufacturers, models,
// segments, categories), each with its query key (the operation's path), so the lists, the
// dialogs and the export agree on what a write invalidates.
import type { QueryClient } from '@tanstack/react-query';
import { resourceOf } from '@emplacamento/access';
import type { PageState, VehiclesApi } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import type { Option } from '@emplacamento/ui';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = VehiclesApi.components['schemas'];
/** A version as the server returns it, with the model it maps to (or none yet). */
export type Version = Schemas['Nomenclatura'];
/** A manufacturer with its model count. */
export type Manufacturer = Schemas['Fabricante'];
/** A model with its manufacturer, segment and category. */
export type Model = Schemas['Modelo'];
/** A segment with its type's name. */
export type Segment = Schemas['Segmento'];
/** A vehicle category (shared by every tenant). */
export type Category = Schemas['CategoriaVeiculo'];
/** What a manufacturer's create or update sends (its Id added on update). */
export type ManufacturerPayload = Schemas['FabricanteDados'];
/** What a model's create or update sends (its Id added on update). */
export type ModelPayload = Schemas['ModeloDados'];
/** What a segment's create or update sends (its Id added on update). */
export type SegmentPayload = Schemas['SegmentoDados'];
/** What mapping many versions at once answers. */
export type MappingResult = Schemas['ResultadoMapeamento'];

/** The version list's filters (`userdata`): mapeada=false lists those waiting for a model. */
export type VersionFilters = { readonly mapeada?: boolean };
/** The manufacturer list's filters. */
export type ManufacturerFilters = { readonly ativo?: boolean };
/** The model list's filters. */
export type ModelFilters = { readonly fabricanteId?: number; readonly ativo?: boolean };

export const paths = {
  versions: '/api/Veiculos/Nomenclatura/ObterNomenclaturas',
  mapOne: '/api/Veiculos/Nomenclatura/AtualizarUmaVersao',
  mapMany: '/api/Veiculos/Nomenclatura/AtualizarVersoes',
  manufacturers: '/api/Veiculos/Fabricante/ListarFabricantes',
  models: '/api/Veiculos/Modelo/ObterModelos',
  manufacturer: '/api/Veiculos/Fabricante',
  manufacturerOne: '/api/Veiculos/Fabricante/ObterFabricantePorId',
  model: '/api/Veiculos/Modelo',
  modelOne: '/api/Veiculos/Modelo/ObterModelo',
  segments: '/api/Veiculos/Segmento/ObterSegmentos',
  segmentOne: '/api/Veiculos/Segmento/ObterSegmentoPorId',
  segmentTypes: '/api/Veiculos/Segmento/ObterTiposSegmento',
  segmentAdd: '/api/Veiculos/Segmento/AdicionarSegmento',
  segmentUpdate: '/api/Veiculos/Segmento/AtualizarSegmento',
  segmentRemove: '/api/Veiculos/Segmento/RemoverSegmento',
  categories: '/api/Veiculos/CategoriaVeiculo',
} as const;

/** The events that write manufacturers, models and segments (the server checks the same). */
export const MANUFACTURER_EVENT = resourceOf('Emp_Fabricante');
export const MODEL_EVENT = resourceOf('Emp_Modelo');
export const SEGMENT_EVENT = resourceOf('Emp_Segmento');

/** The list operations' ids, as the export names them. */
export const OPERATIONS = {
  versions: 'obterNomenclaturas',
  manufacturers: 'listarFabricantes',
  models: 'obterModelos',
  segments: 'obterSegmentos',
  categories: 'listarCategoriasVeiculo',
} as const;

/** One page of the version list. */
export const versionPageOptions = (session: Session, state: PageState<VersionFilters>) =>
  pagedQueryOptions(operationKey(paths.versions), state, (body, signal) =>
    session.clients.vehicles.POST(paths.versions, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One page of the manufacturer list. */
export const manufacturerPageOptions = (session: Session, state: PageState<ManufacturerFilters>) =>
  pagedQueryOptions(operationKey(paths.manufacturers), state, (body, signal) =>
    session.clients.vehicles.POST(paths.manufacturers, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One page of the model list. */
export const modelPageOptions = (session: Session, state: PageState<ModelFilters>) =>
  pagedQueryOptions(operationKey(paths.models), state, (body, signal) =>
    session.clients.vehicles.POST(paths.models, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One manufacturer, for its edit dialog. */
export const manufacturerOneOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.manufacturerOne, { id }), (signal) =>
    session.clients.vehicles.GET(paths.manufacturerOne, { params: { query: { id } }, signal }),
  );

/** One model, for its edit dialog. */
export const modelOneOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.modelOne, { id }), (signal) =>
    session.clients.vehicles.GET(paths.modelOne, { params: { query: { id } }, signal }),
  );

/**
 * Every manufacturer of the tenant by name (about twenty): the model list's filter and the model
 * form's choice. Its key is the list operation's, so a manufacturer's save refreshes it too.
 */
export const allManufacturersOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.manufacturers, { todos: true }), (signal) =>
    session.clients.vehicles.POST(paths.manufacturers, {
      params: { query: { paginar: false } },
      body: { draw: 1, start: 0, length: 1000, order: [{ column: 'Nome', dir: 'asc' }] },
      signal,
    }),
  );

/** The tenant's segments (the model form's choice). */
export const segmentOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.segments), (signal) =>
    session.clients.vehicles.GET(paths.segments, { params: { query: {} }, signal }),
  );

/** One segment, for its edit dialog. */
export const segmentOneOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.segmentOne, { id }), (signal) =>
    session.clients.vehicles.GET(paths.segmentOne, {
      params: { query: { segmentoId: id } },
      signal,
    }),
  );

/** The segment types every tenant shares (the segment form's choice). */
export const segmentTypeOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.segmentTypes), (signal) =>
    session.clients.vehicles.GET(paths.segmentTypes, { signal }),
  );

/** The shared vehicle categories (the model form's choice). */
export const categoryOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.categories), (signal) =>
    session.clients.vehicles.GET(paths.categories, { signal }),
  );

/**
 * A manufacturer's or a segment's save or removal changes the catalogue lists (the models show
 * their names) and the segment choices.
 */
export function invalidateCatalogue(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: operationKey(paths.manufacturers) });
  void client.invalidateQueries({ queryKey: operationKey(paths.segments) });
  void client.invalidateQueries({ queryKey: operationKey(paths.models) });
  void client.invalidateQueries({ queryKey: operationKey(paths.versions) });
}

const SEARCH_PAGE = 20;

/**
 * Active models whose name or brand has `text`, by the model's name: the box searches again with
 * the chosen option's label, which must find that model (a label joining the brand found nothing).
 */
export async function searchModels(
  client: QueryClient,
  session: Session,
  text: string,
): Promise<Option[]> {
  const page = await client.query(
    modelPageOptions(session, {
      pageIndex: 0,
      pageSize: SEARCH_PAGE,
      search: text,
      sort: [{ column: 'Nome', dir: 'asc' }],
      filters: { ativo: true },
    }),
  );
  return page.rows.map((row) => ({ id: row.Id, label: row.Nome }));
}

/** A mapping changes the version list (and what the model list counts). */
export function invalidateVersions(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: operationKey(paths.versions) });
}
