// The business-group slice's calls, each with its query key (the operation's path), so the list,
// the form dialog and the export agree on what a write invalidates.
import { resourceOf } from '@emplacamento/access';
import type { BusinessApi, PageState } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = BusinessApi.components['schemas'];
/** A business group as the server returns it. */
export type BusinessGroup = Schemas['GrupoEmpresa'];
/** What a create or update sends. */
export type BusinessGroupPayload = Schemas['GrupoEmpresaDados'];
/** The list's filters (`userdata`). */
export type BusinessGroupFilters = Schemas['FiltroGruposEmpresa'];
/** An economic group as the server returns it. */
export type EconomicGroup = Schemas['GrupoEconomico'];
/** What an economic group's create or update sends. */
export type EconomicGroupPayload = Schemas['GrupoEconomicoDados'];
/** The economic-group list's filters (`userdata`). */
export type EconomicGroupFilters = Schemas['FiltroGruposEconomicos'];

export const paths = {
  list: '/api/GerenciarEmpresas/GrupoEmpresa/ListarGruposEmpresa',
  one: '/api/GerenciarEmpresas/GrupoEmpresa',
  create: '/api/GerenciarEmpresas/GrupoEmpresa/CriarGrupoEmpresa',
  update: '/api/GerenciarEmpresas/GrupoEmpresa/AtualizarGrupoEmpresa',
  economic: '/api/GerenciarEmpresas/GrupoEconomico',
  economicList: '/api/GerenciarEmpresas/GrupoEconomico/ListarGruposEconomicos',
  economicOne: '/api/GerenciarEmpresas/GrupoEconomico/ObterGrupoEconomicoPorId',
} as const;

/** The list operation's id, as the export names it. */
export const LIST_OPERATION = 'listarGruposEmpresa';
/** The economic-group list operation's id, as the export names it. */
export const ECONOMIC_LIST_OPERATION = 'listarGruposEconomicosPaginados';
/** The event that writes economic groups (reading may be open to all: the tenant decides). */
export const ECONOMIC_GROUP_EVENT = resourceOf('Emp_GrupoEconomico');

/** One page of the business-group list. */
export const businessGroupPageOptions = (
  session: Session,
  state: PageState<BusinessGroupFilters>,
) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.business.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One business group, for the edit dialog. */
export const businessGroupOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.one, { id }), (signal) =>
    session.clients.business.GET(paths.one, { params: { query: { id } }, signal }),
  );

/**
 * Every economic group of the tenant, ordered by name (the filter's and the form's options; a
 * tenant has tens of them, so one call of up to a thousand serves both).
 */
export const economicGroupOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.economic), (signal) =>
    session.clients.business.GET(paths.economic, {
      params: { query: { paginar: true, length: 1000 } },
      signal,
    }),
  );

/** One page of the economic-group list. */
export const economicGroupPageOptions = (
  session: Session,
  state: PageState<EconomicGroupFilters>,
) =>
  pagedQueryOptions(operationKey(paths.economicList), state, (body, signal) =>
    session.clients.business.POST(paths.economicList, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One economic group, for the edit dialog. */
export const economicGroupOneOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.economicOne, { id }), (signal) =>
    session.clients.business.GET(paths.economicOne, { params: { query: { id } }, signal }),
  );
