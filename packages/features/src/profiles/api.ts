// The profiles slice's calls, each with its query key (the operation's path), so the list, the
// profile dialog, the permission matrix and the user form's profile picker agree on what a write
// invalidates.
import type { QueryClient } from '@tanstack/react-query';
import {
  ApiRequestError,
  settle,
  unwrap,
  type AdministrationApi,
  type PageState,
} from '@emplacamento/api-client';
import {
  apiQueryOptions,
  pagedQueryOptions,
  type ApiQueryOptions,
} from '@emplacamento/api-client/query';
import { operationKey } from '../data/keys';
import type { Session } from '../session/session';

type Schemas = AdministrationApi.components['schemas'];
/** A profile as the server returns it. */
export type Profile = Schemas['Perfil'];
/** An event of the permission matrix, marked when the profile holds it. */
export type ProfileEvent = Schemas['Evento'];
/** The list's filters (`userdata`). */
export type ProfileFilters = Schemas['FiltroPerfis'];

export const paths = {
  list: '/api/Administracao/Perfil/ListarPerfis',
  /** Every profile the caller may see (the user form's picker shares this key). */
  all: '/api/Administracao/Perfil',
  save: '/api/Administracao/Perfil',
  events: '/api/Administracao/Evento/EventosPorPerfil',
  saveEvents: '/api/Administracao/PerfilEvento/IncluirAtualizarPerfilEvento',
} as const;

/** The list operation's id, as the export names it. */
export const LIST_OPERATION = 'listarPerfisPaginados';

/** One page of the profile list. */
export const profilePageOptions = (session: Session, state: PageState<ProfileFilters>) =>
  pagedQueryOptions(operationKey(paths.list), state, (body, signal) =>
    session.clients.administration.POST(paths.list, {
      params: { query: { paginar: true } },
      body,
      signal,
    }),
  );

/**
 * One profile, for the edit dialog. The contract reads profiles only as the caller's whole list
 * (a tenant has a handful), so this reads that list, shared with the user form's picker, and
 * answers 404 like a read by id would when the profile is not in it.
 */
export const profileOptions = (
  session: Session,
  id: number,
): ApiQueryOptions<Profile, readonly unknown[]> => ({
  queryKey: [...operationKey(paths.all), id],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const all = unwrap(await settle(session.clients.administration.GET(paths.all, { signal })));
    const found = all.find((profile) => profile.id === id);
    if (found) return found;
    throw new ApiRequestError({
      kind: 'problem',
      status: 404,
      problem: { type: 'about:blank', title: 'Not found', status: 404, detail: '' },
    });
  },
});

/** Every event of the system, each marked when the profile holds it. */
export const profileEventsOptions = (session: Session, perfilId: number) =>
  apiQueryOptions(operationKey(paths.events, { perfilId }), (signal) =>
    session.clients.administration.GET(paths.events, { params: { query: { perfilId } }, signal }),
  );

/** What a profile's save makes stale: the list, the pickers of profiles, the one read. */
export function invalidateProfiles(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: operationKey(paths.list) });
  void client.invalidateQueries({ queryKey: operationKey(paths.all) });
}
