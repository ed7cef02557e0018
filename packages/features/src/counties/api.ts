// The municipality slice's calls, each with its query key (the operation's path), so the list,
// the dialog and the export agree on what a write invalidates. States and active regions come from
// the influence-area slice's calls, so every picker of them shares one cache entry.
import type { CoverageAreasApi, PageState } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = CoverageAreasApi.components['schemas'];
/** A municipality as the server returns it (with its area and that area's region). */
export type County = Schemas['Municipio'];
/** What a change of the editable fields sends. */
export type CountyPayload = Schemas['AlterarMunicipio'];
/** The list's filters (`userdata`). */
export type CountyFilters = Schemas['FiltroMunicipios'];
/** An influence area as the pickers offer it (with its region). */
export type CountyArea = Schemas['AreaInfluencia'];

export { regionOptions, stateOptions } from '../influence-areas/api';

export const paths = {
  list: '/api/AreasAbrangencia/Municipio/ListarMunicipios',
  one: '/api/AreasAbrangencia/Municipio/ObterMunicipioPorId',
  alter: '/api/AreasAbrangencia/Municipio/AlterarMunicipio',
  areas: '/api/AreasAbrangencia/AreaInfluencia/ObterAreasInfluenciaEscopo',
} as const;

/** The list operation's id, as the export names it. */
export const LIST_OPERATION = 'listarMunicipios';

/** One page of the municipality list. */
export const countyPageOptions = (session: Session, state: PageState<CountyFilters>) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.coverageAreas.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One municipality, for the edit dialog. */
export const countyOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.one, { id }), (signal) =>
    session.clients.coverageAreas.GET(paths.one, { params: { query: { id } }, signal }),
  );

/** The active influence areas the user may assign, by name, each with its region. */
export const areaChoiceOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.areas), (signal) =>
    session.clients.coverageAreas.GET(paths.areas, { signal }),
  );
