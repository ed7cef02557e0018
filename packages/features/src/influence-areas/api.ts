// The influence-area slice's calls, each with its query key (the operation's path), so the list,
// the form and the export agree on what a write invalidates.
import type { CoverageAreasApi, PageState } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = CoverageAreasApi.components['schemas'];
/** An influence area as the server returns it. */
export type InfluenceArea = Schemas['AreaInfluencia'];
/** What a create or update sends. */
export type InfluenceAreaPayload = Schemas['AreaInfluenciaDados'];
/** The list's filters (`userdata`). */
export type InfluenceAreaFilters = Schemas['FiltroAreasInfluencia'];
/** A municipality as the pickers show it. */
export type Municipality = Schemas['Municipio'];

export const paths = {
  list: '/api/AreasAbrangencia/AreaInfluencia/ListarAreasInfluencia',
  one: '/api/AreasAbrangencia/AreaInfluencia/ObterAreaInfluenciaPorId',
  create: '/api/AreasAbrangencia/AreaInfluencia/AdicionarAreaInfluencia',
  update: '/api/AreasAbrangencia/AreaInfluencia/AtualizarAreaInfluencia',
  remove: '/api/AreasAbrangencia/AreaInfluencia/RemoverAreaInfluencia',
  municipalities: '/api/AreasAbrangencia/AreaInfluencia/ListarMunicipiosInfluenciados',
  regions: '/api/AreasAbrangencia/RegiaoOperacional/ObterRegioesOperacionaisAtivas',
  states: '/api/AreasAbrangencia/Estado/ListarEstados',
} as const;

/** The list operation's id, as the export names it. */
export const LIST_OPERATION = 'listarAreasInfluencia';

/** One page of the influence-area list. */
export const areaPageOptions = (session: Session, state: PageState<InfluenceAreaFilters>) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.coverageAreas.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One influence area, for the edit screen. */
export const areaOptions = (session: Session, areaInfluenciaId: number) =>
  apiQueryOptions(operationKey(paths.one, { areaInfluenciaId }), (signal) =>
    session.clients.coverageAreas.GET(paths.one, {
      params: { query: { areaInfluenciaId } },
      signal,
    }),
  );

/** The municipalities an area covers (shown on its form with their names and states). */
export const areaMunicipalitiesOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.municipalities, { id, influencia: true }), (signal) =>
    session.clients.coverageAreas.GET(paths.municipalities, {
      params: { query: { id, influencia: true } },
      signal,
    }),
  );

/** The municipalities of a state that belong to no area yet (what an area may take). */
export const freeMunicipalitiesOptions = (session: Session, estadoId: number) =>
  apiQueryOptions(operationKey(paths.municipalities, { estadoId, influencia: false }), (signal) =>
    session.clients.coverageAreas.GET(paths.municipalities, {
      params: { query: { estadoId, influencia: false } },
      signal,
    }),
  );

/** The active operational regions (the list's filter and the form's picker). */
export const regionOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.regions), (signal) =>
    session.clients.coverageAreas.GET(paths.regions, { signal }),
  );

/** The 27 states, by name (the municipality picker's first step). */
export const stateOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.states), (signal) =>
    session.clients.coverageAreas.POST(paths.states, {
      params: { query: { paginar: false } },
      body: { draw: 1, start: 0, length: 100, order: [{ column: 'Nome', dir: 'asc' }] },
      signal,
    }),
  );
