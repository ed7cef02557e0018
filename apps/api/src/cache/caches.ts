// The caches of the API and the writes that make them stale (docs/decisions/0073). A write is
// named by its operationId in openapi/; a test checks every name is a write of the contract.
import type { ProfilePermissions } from '../auth/session.js';
import type { dealershipFilters } from '../companies/service.js';
import type { ResponseOf } from '../http/route.js';
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
}

/** Names shown by `GET /api/Geral/Cache` and taken by `DELETE /api/Geral/Cache?chave=`. */
export const CACHE_NAMES = {
  permissions: 'permissoes-perfil',
  parameters: 'parametros',
  dealershipFilters: 'filtros-empresas',
} as const;

type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];

/** Writes that make a cache stale, by operationId: a 2xx answer clears the tenant's cache. */
export const INVALIDATED_BY: Readonly<Record<string, readonly CacheName[]>> = {
  salvarPerfil: [CACHE_NAMES.permissions],
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
  };
}
