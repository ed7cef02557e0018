// The users slice's calls, each with its query key (the operation's path), so the list, the form
// and the export agree on what a write invalidates.
import type { QueryClient } from '@tanstack/react-query';
import { PARAMETER_IDS } from '@emplacamento/access';
import type { PageState, UsersApi } from '@emplacamento/api-client';
import { apiQueryOptions, pagedQueryOptions } from '@emplacamento/api-client/query';
import type { Option } from '@emplacamento/ui';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = UsersApi.components['schemas'];
/** A user as the server returns it. */
export type User = Schemas['Usuario'];
/** What a create or update sends. */
export type UserPayload = Schemas['UsuarioPayload'];
/** The portal data a payload carries as JSON text. */
export type UserData = Schemas['DadosAdicionais'];
/** The list's filters (`userdata`). */
export type UserFilters = Schemas['FiltroUsuarios'];

export const paths = {
  list: '/api/GerenciarUsuarios/Usuario/ListarUsuarios',
  create: '/api/GerenciarUsuarios/Usuario/CriarUsuarioEmplacamento',
  update: '/api/GerenciarUsuarios/Usuario/AtualizarUsuarioEmplacamento',
  bulletins: '/api/GerenciarUsuarios/Usuario/ObterTiposBoletim',
  one: '/api/Administracao/Usuario',
  changeLogin: '/api/Administracao/Usuario/AlterarLogin',
  resetPassword: '/api/Administracao/Usuario/SolicitarRedefinirSenha',
  toggle: '/api/Administracao/Usuario/AtivarInativar',
  profiles: '/api/Administracao/Perfil',
  parameter: '/api/Geral/Parametro/ValorDoParametro',
  filters: '/api/GerenciarEmpresas/EmpresaGrid/ObterFiltros',
  dealerships: '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas',
} as const;

/** The list operation's id, as the export names it. */
export const LIST_OPERATION = 'listarUsuarios';

/** The parameter of the person-document rule (S: the CPF is required). */
export const DOCUMENT_PARAMETER = 'ADMINISTRACAO_CADASTRO_PESSOA_FISICA_DOCUMENTO_OBRIGATORIO';

/** The parameters the user form reads: the four profile-code lists and the CPF rule. */
export const FORM_PARAMETERS = [
  PARAMETER_IDS.perfisAdmin,
  PARAMETER_IDS.perfisGrupo,
  PARAMETER_IDS.perfisLoja,
  PARAMETER_IDS.perfisRegional,
  DOCUMENT_PARAMETER,
] as const;

/** One page of the user list (pending users with `pendente`). */
export const userPageOptions = (session: Session, state: PageState<UserFilters>) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.users.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/** One user, for the edit screen. */
export const userOptions = (session: Session, id: number) =>
  apiQueryOptions(operationKey(paths.one, { id }), (signal) =>
    session.clients.administration.GET(paths.one, { params: { query: { id } }, signal }),
  );

/** The profiles the caller may give (the server applies the profile rules), by name. */
export const profileOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.profiles), (signal) =>
    session.clients.administration.GET(paths.profiles, { signal }),
  );

/** The daily-bulletin types a user may subscribe to. */
export const bulletinOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.bulletins), (signal) =>
    session.clients.users.GET(paths.bulletins, { signal }),
  );

/** The value of one system parameter (empty when the tenant has none). */
export const parameterOptions = (session: Session, parametroId: string) =>
  apiQueryOptions(operationKey(paths.parameter, { parametroId }), (signal) =>
    session.clients.general.GET(paths.parameter, { params: { query: { parametroId } }, signal }),
  );

/** The economic groups, business groups and regions of the tenant (the scope pickers' options). */
export const scopeOptions = (session: Session) =>
  apiQueryOptions(operationKey(paths.filters), (signal) =>
    session.clients.business.GET(paths.filters, { signal }),
  );

const SEARCH_PAGE = 20;

/** Dealerships whose name, CNPJ or code has `text`, of a business group when given. */
export async function searchDealerships(
  client: QueryClient,
  session: Session,
  text: string,
  grupoEmpresaId: number | null,
): Promise<Option[]> {
  const page = await client.query(
    pagedQueryOptions(
      operationKey(paths.dealerships),
      {
        pageIndex: 0,
        pageSize: SEARCH_PAGE,
        search: text,
        sort: [{ column: 'NomeFantasia', dir: 'asc' }],
        filters: grupoEmpresaId === null ? {} : { grupoEmpresaId },
      },
      (body, signal) =>
        session.clients.business.POST(paths.dealerships, {
          params: { query: { paginar: true } },
          body,
          signal,
        }),
    ),
  );
  return page.rows.map((row) => ({ id: row.Id, label: row.NomeFantasia }));
}
