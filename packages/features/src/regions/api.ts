// The operational-region slice's calls, each with its query key (the operation's path), so the
// list, the dialog and the export agree on what a write invalidates.
import type { CoverageAreasApi, PageState } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = CoverageAreasApi.components['schemas'];
/** An operational region as the server returns it. */
export type Region = Schemas['RegiaoOperacional'];
/** What a create or update sends. */
export type RegionPayload = Schemas['RegiaoOperacionalDados'];
/** The list's filters (`userdata`). */
export type RegionFilters = Schemas['FiltroRegioesOperacionais'];

export const paths = {
  list: '/api/AreasAbrangencia/RegiaoOperacional/ListarRegioesOperacionais',
  one: '/api/AreasAbrangencia/RegiaoOperacional/ObterRegiaoOperacioalPorId',
  create: '/api/AreasAbrangencia/RegiaoOperacional/CriarRegiaoOperacional',
  update: '/api/AreasAbrangencia/RegiaoOperacional/AtualizarRegiaoOperacional',
  municipalities: '/api/AreasAbrangencia/RegiaoOperacional/ListarMunicipiosDaRegiaoOperacional',
  /** The active regions every picker offers (a write changes them too). */
  active: '/api/AreasAbrangencia/RegiaoOperacional/ObterRegioesOperacionaisAtivas',
} as const;

/** The list operation's id, as the export names it. */
export const LIST_OPERATION = 'listarRegioesOperacionais';

/** One page of the operational-region list. */
export const regionPageOptions = (session: Session, state: PageState<RegionFilters>) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.coverageAreas.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One operational region with its influence areas, for the edit dialog. */
export const regionOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.one, { id }), (signal) =>
    session.clients.coverageAreas.GET(paths.one, { params: { query: { id } }, signal }),
  );

/** The municipalities of a region (through its influence areas), ordered by name. */
export const regionMunicipalitiesOptions = (session: Session, regiaoOperacionalId: number) =>
  apiQueryOptions(operationKey(paths.municipalities, { regiaoOperacionalId }), (signal) =>
    session.clients.coverageAreas.GET(paths.municipalities, {
      params: { query: { regiaoOperacionalId } },
      signal,
    }),
  );
