// The vehicles slice's calls (version nomenclature and the catalogue: manufacturers, models),
// each with its query key (the operation's path), so the lists, the mapping dialog and the
// export agree on what a write invalidates.
import type { QueryClient } from '@tanstack/react-query';
import type { PageState, VehiclesApi } from '@emplacamento/api-client';
import { pagedQueryOptions } from '@emplacamento/api-client/query';
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
} as const;

/** The list operations' ids, as the export names them. */
export const OPERATIONS = {
  versions: 'obterNomenclaturas',
  manufacturers: 'listarFabricantes',
  models: 'obterModelos',
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
