// Query keys: one per API operation, named by the operation's service path, so invalidating after
// a write names exactly the reads it changed (`invalidateQueries({ queryKey: operationKey(path) })`
// matches every call of that operation whatever its parameters).
import type { QueryKey } from '@tanstack/react-query';

/**
 * The key of one call of an operation: its path, then its parameters (query, body) when any.
 * @example operationKey('/api/GerenciarEmpresas/EmpresaGrid/ObterEmpresaPorId', { id: 7 })
 */
export function operationKey(path: string, ...params: readonly unknown[]): QueryKey {
  return [path, ...params];
}
