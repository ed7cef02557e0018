// The caches of the API and the writes that make them stale (docs/decisions/0073). A write is
// named by its operationId in openapi/; a test checks every name is a write of the contract.
import type { ProfilePermissions, SessionRow } from '../auth/session.js';
import type { dealershipFilters } from '../companies/service.js';
import type { ResponseOf } from '../http/route.js';
import type { TenantProfiles } from '../admin/parameters.js';
import { CacheRegistry, jsonSize, type NamedCache } from './registry.js';

/** A parameter as `ValorDoParametro` answers it. */
export type ParameterValue = ResponseOf<'valorDoParametro', 200>[number];

type DealershipFilters = Awaited<ReturnType<typeof dealershipFilters>>;

/** Every cache of the process, by role. */
export interface AppCaches {
  registry: CacheRegistry;
  /** Systems and abilities of a profile, read on every authenticated request. */
  permissions: NamedCache<ProfilePermissions>;
  /** Parameter values by id; parameters change only by administration of the database. */
  parameters: NamedCache<ParameterValue[]>;
  /** The option lists of the dealership grid's filters. */
  dealershipFilters: NamedCache<DealershipFilters>;
  /**
   * The session check of a sign-in (user, profile, family alive) by user and family, for a couple
   * of seconds: the bound on how late another API process sees a revocation (docs/decisions/0214).
   */
  sessions: NamedCache<SessionRow | undefined>;
  /** The tenant's profiles and profile-list parameters, from which each caller's visible ones. */
  profiles: NamedCache<TenantProfiles>;
}

/** Names shown by `GET /api/Geral/Cache` and taken by `DELETE /api/Geral/Cache?chave=`. */
export const CACHE_NAMES = {
  permissions: 'permissoes-perfil',
  parameters: 'parametros',
  dealershipFilters: 'filtros-empresas',
  sessions: 'sessoes',
  profiles: 'perfis',
} as const;

type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/** Writes that make a cache stale, by operationId: a 2xx answer clears the tenant's cache. */
export const INVALIDATED_BY: Readonly<Record<string, readonly CacheName[]>> = {
  salvarPerfil: [CACHE_NAMES.permissions, CACHE_NAMES.profiles],
  incluirAtualizarPerfilEvento: [CACHE_NAMES.permissions],
  criarGrupoEmpresa: [CACHE_NAMES.dealershipFilters],
  atualizarGrupoEmpresa: [CACHE_NAMES.dealershipFilters],
  removerGrupoEmpresa: [CACHE_NAMES.dealershipFilters],
  criarGrupoEconomico: [CACHE_NAMES.dealershipFilters],
  atualizarGrupoEconomico: [CACHE_NAMES.dealershipFilters],
  removerGrupoEconomico: [CACHE_NAMES.dealershipFilters],
  criarFabricante: [CACHE_NAMES.dealershipFilters],
  atualizarFabricante: [CACHE_NAMES.dealershipFilters],
  removerFabricante: [CACHE_NAMES.dealershipFilters],
  criarRegiaoOperacional: [CACHE_NAMES.dealershipFilters],
  atualizarRegiaoOperacional: [CACHE_NAMES.dealershipFilters],
};

/**
 * Writes that change a session check's answer: a user (active, pending, profile, name, login,
 * portal data), a profile (active, name, administrator) or a sign-in's refresh tokens (a password
 * change or reset, a deactivation, a reused refresh token). The tenant's sessions are cleared
 * after their answer, whatever its status: a reused refresh token revokes its family and answers
 * 401, and a problem answer commits what was written before it. The answer is sent after the
 * request's transaction committed, so a session read after the clear sees the write.
 */
export const SESSIONS_CHANGED_BY: readonly string[] = [
  'connectRefreshToken',
  'alterarSenha',
  'recuperarSenhaCadastrarNovaSenha',
  'ativarInativarUsuario',
  'atualizarUsuarioEmplacamento',
  'atualizarConta',
  'alterarLogin',
  'aprovarUsuariosPendentes',
  'recusarUsuariosPendentes',
  'salvarPerfil',
];

/**
 * Two seconds: how long another API process (or a change made in the database by hand) may go on
 * accepting a sign-in revoked, a user deactivated or a profile changed elsewhere (issue 13: "within
 * seconds"); within one process the writes above clear at once.
 */
export const SESSION_TTL_SECONDS = 2;

/**
 * Ten minutes: the longest another API process (or a change made in the database by hand) can
 * serve a stale value; within one process every write through the API clears at once.
 */
const TTL_SECONDS = 600;

/** Creates the caches of one application. */
export function createCaches(now: () => Date): AppCaches {
  const registry = new CacheRegistry(now);
  return {
    registry,
    permissions: registry.define<ProfilePermissions>(CACHE_NAMES.permissions, {
      ttlSeconds: TTL_SECONDS,
      maxEntries: 500,
      sizeOf: (value) => jsonSize(value.rules) + jsonSize(value.sistemas),
    }),
    parameters: registry.define<ParameterValue[]>(CACHE_NAMES.parameters, {
      ttlSeconds: TTL_SECONDS,
      maxEntries: 500,
      sizeOf: jsonSize,
    }),
    dealershipFilters: registry.define<DealershipFilters>(CACHE_NAMES.dealershipFilters, {
      ttlSeconds: TTL_SECONDS,
      maxEntries: 1,
      sizeOf: jsonSize,
    }),
    sessions: registry.define<SessionRow | undefined>(CACHE_NAMES.sessions, {
      ttlSeconds: SESSION_TTL_SECONDS,
      maxEntries: 10_000,
      sizeOf: jsonSize,
    }),
    profiles: registry.define<TenantProfiles>(CACHE_NAMES.profiles, {
      ttlSeconds: TTL_SECONDS,
      maxEntries: 1,
      sizeOf: jsonSize,
    }),
  };
}
