// Signing in without the whole session: the token request, the logged user and the stored state
// it leaves in the browser. Session (the app) and the sign-in page's own entry (apps/portal
// login.html, ADR 0216) both use these, so there is one way to sign in; this module reaches
// neither the abilities (CASL), the route table nor the realtime stream.
import { PARAMETER_IDS, parseLoggedUser, type LoggedUser } from '@emplacamento/access';
import {
  createApiClients,
  settle,
  type ApiClients,
  type ApiClientsConfig,
  type ApiError,
} from '@emplacamento/api-client';
import { servicesOf, type RuntimeConfig, type TenantConfig } from '../config/runtime-config';

/** Keys of what the portal keeps in localStorage (the logged user and parameters of §3, §4). */
export const storageKeys = {
  user: 'emplacamento.user',
  economicGroupParameter: 'emplacamento.parameter.EMP_ASSOCIACAO_GRUPO_ECONOMICO',
  purgeMarker: 'emplacamento.cache-purge',
} as const;

/** The failure of a login: wrong credentials (or inactive user) or anything else. */
export type LoginFailure =
  | { readonly kind: 'credentials'; readonly detail: string | null }
  | { readonly kind: 'other'; readonly error: ApiError };

/** What signing in needs: the API clients and where the user is kept. */
export interface SignInContext {
  readonly clients: ApiClients;
  readonly storage: Storage;
}

/** The typed API clients of a tenant, as the session makes them. */
export function tenantClients(
  config: RuntimeConfig,
  tenant: TenantConfig,
  options: Omit<ApiClientsConfig, 'services' | 'tenant'>,
): ApiClients {
  return createApiClients({ services: servicesOf(config, tenant), tenant: tenant.id, ...options });
}

/**
 * Signs in: `POST /Connect/Token`, then the logged user (`ObterUsuarioLogado`) and the
 * economic-group parameter the route table depends on. Resolves the user, or the failure.
 */
export async function signIn(
  context: SignInContext,
  login: string,
  senha: string,
): Promise<LoggedUser | LoginFailure> {
  const tokens = await settle(
    context.clients.auth.POST('/Connect/Token', {
      body: { login, senha, sistema: 'EmplacamentoPortal' },
    }),
  );
  if (!tokens.ok) {
    const { error } = tokens;
    if ((error.kind === 'problem' || error.kind === 'http') && error.status === 401) {
      return {
        kind: 'credentials',
        detail: error.kind === 'problem' ? error.problem.detail : null,
      };
    }
    return { kind: 'other', error };
  }
  context.clients.tokens.write(tokens.data);
  return loadSignedInUser(context);
}

/** Reads the user the tokens belong to and keeps it, with the parameter the route table reads. */
export async function loadSignedInUser({
  clients,
  storage,
}: SignInContext): Promise<LoggedUser | LoginFailure> {
  const logged = await settle(
    clients.users.GET('/api/GerenciarUsuarios/Usuario/ObterUsuarioLogado'),
  );
  const user = logged.ok ? parseLoggedUser(logged.data) : null;
  if (!logged.ok || user === null) {
    clients.tokens.clear();
    return logged.ok
      ? { kind: 'other', error: { kind: 'http', status: 200, body: logged.data } }
      : { kind: 'other', error: logged.error };
  }
  storage.setItem(storageKeys.user, JSON.stringify(user));
  // §8: a parameter that fails to load counts as empty, the table falls back to its default.
  const parameter = await settle(
    clients.general.GET('/api/Geral/Parametro/ValorDoParametro', {
      params: { query: { parametroId: PARAMETER_IDS.associacaoGrupoEconomico } },
    }),
  );
  const valor = parameter.ok ? parameter.data[0]?.valor : undefined;
  if (typeof valor === 'string') storage.setItem(storageKeys.economicGroupParameter, valor);
  else storage.removeItem(storageKeys.economicGroupParameter);
  return user;
}

/** The stored user when the tokens are there too (signed in), else null. */
export function signedInUser({ clients, storage }: SignInContext): LoggedUser | null {
  let user: LoggedUser | null = null;
  try {
    const raw = storage.getItem(storageKeys.user);
    user = raw === null ? null : parseLoggedUser(JSON.parse(raw));
  } catch {
    user = null;
  }
  return user !== null && clients.tokens.read() !== null ? user : null;
}

/**
 * §4 cache purge: when the marker is missing or not `clean`, stored user data, parameters and
 * token cookies are cleared and the marker set. Returns whether anything was cleared, in which
 * case the caller reloads the page (a first visit with nothing stored needs no reload).
 */
export function purgeStoredSession({ clients, storage }: SignInContext): boolean {
  if (storage.getItem(storageKeys.purgeMarker) === 'clean') return false;
  const hadData = storage.getItem(storageKeys.user) !== null || clients.tokens.read() !== null;
  clients.tokens.clear();
  storage.removeItem(storageKeys.user);
  storage.removeItem(storageKeys.economicGroupParameter);
  storage.setItem(storageKeys.purgeMarker, 'clean');
  return hadData;
}
