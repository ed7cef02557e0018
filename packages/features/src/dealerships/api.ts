// The dealership slice's calls, each with its query key (the operation's path), so the list, the
// form and the export agree on what a write invalidates.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { settle, unwrap } from '@emplacamento/api-client';
import type { BusinessApi, GeneralApi, PageState } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import type { Option } from '@emplacamento/ui';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = BusinessApi.components['schemas'];
/** A dealership as the server returns it. */
export type Dealership = Schemas['Concessionaria'];
/** What a create or update sends. */
export type DealershipPayload = Schemas['ConcessionariaDados'];
/** The list's filters (`userdata`). */
export type DealershipFilters = Schemas['FiltroEmpresas'];
/** The options of the list's filters. */
export type DealershipFilterOptions = Schemas['FiltrosEmpresa'];
/** Who holds a CNPJ in the tenant. */
type Holder = GeneralApi.components['schemas']['PessoaDocumento'];

export const paths = {
  list: '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas',
  one: '/api/GerenciarEmpresas/EmpresaGrid/ObterEmpresaPorId',
  filters: '/api/GerenciarEmpresas/EmpresaGrid/ObterFiltros',
  create: '/api/GerenciarEmpresas/EmpresaAssociada/CadastrarEmpresa',
  update: '/api/GerenciarEmpresas/EmpresaAssociada/AtualizarEmpresa',
  groups: '/api/GerenciarEmpresas/GrupoEmpresa/ListarGruposEmpresa',
  cities: '/api/AreasAbrangencia/Municipio/ListarMunicipios',
  document: '/api/Geral/Pessoa/Documento/{document}',
} as const;

/** The list operation's id, as the export names it. */
export const LIST_OPERATION = 'listarEmpresasDetalhadas';

/** One page of the dealership list. */
export const dealershipPageOptions = (session: Session, state: PageState<DealershipFilters>) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.business.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One dealership, for the edit screen. */
export const dealershipOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.one, { id }), (signal) =>
    session.clients.business.GET(paths.one, { params: { query: { id } }, signal }),
  );

/** The options of the list's filters (states, groups, brands, regions). */
export const filterOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.filters), (signal) =>
    session.clients.business.GET(paths.filters, { signal }),
  );

/** Who holds a CNPJ in this tenant (the look-up that fills the form). */
export const documentOptions = (session: Session, document: string) =>
  queryOptions({
    queryKey: operationKey(paths.document, { document }),
    queryFn: async ({ signal }): Promise<Holder | null> => {
      const answer = await settle(
        session.clients.general.GET(paths.document, { params: { path: { document } }, signal }),
      );
      // Nobody holding it is an answer (204, no body), not an error.
      return answer.ok && answer.status === 204 ? null : unwrap(answer);
    },
  });

const SEARCH_PAGE = 20;

/** Business groups whose name has `text`, through the cache (the group picker's search). */
export async function searchGroups(
  client: QueryClient,
  session: Session,
  text: string,
): Promise<Option[]> {
  const page = await client.query(
    pagedQueryOptions(
      operationKey(paths.groups),
      {
        pageIndex: 0,
        pageSize: SEARCH_PAGE,
        search: text,
        sort: [{ column: 'Nome', dir: 'asc' }],
        filters: {},
      },
      (body, signal) =>
        session.clients.business.POST(paths.groups, {
          params: { query: { paginar: true } },
          body,
          signal,
        }),
    ),
  );
  return page.rows.map((row) => ({ id: row.Id, label: row.Nome }));
}

/** Cities of a state whose name has `text` (the city picker's search). */
export async function searchCities(
  client: QueryClient,
  session: Session,
  estadoId: number,
  text: string,
): Promise<Option[]> {
  const page = await client.query(
    pagedQueryOptions(
      operationKey(paths.cities),
      {
        pageIndex: 0,
        pageSize: SEARCH_PAGE,
        search: text,
        sort: [{ column: 'Nome', dir: 'asc' }],
        filters: { estadoId },
      },
      (body, signal) =>
        session.clients.coverageAreas.POST(paths.cities, {
          params: { query: { paginar: true } },
          body,
          signal,
        }),
    ),
  );
  return page.rows.map((row) => ({ id: row.Id, label: row.Nome }));
}
