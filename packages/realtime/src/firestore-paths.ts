// Where each realtime collection lives in a tenant's Firestore, and how a stored document reads as
// a DocumentoRealtime. The same layout is what firestore.rules guards, so it changes with them.
import type { Colecao, DadosDocumento, DocumentoRealtime } from './types';

/** Collections whose documents belong to one user; the others are tenant-wide logs. */
export const perUserCollections: readonly Colecao[] = ['notificacoes', 'marcadoresProcessamento'];

/**
 * The path of a collection: `tenants/{tenant}/usuarios/{usuarioId}/{colecao}` for a user's own
 * documents, `tenants/{tenant}/{colecao}` for a tenant's log. One Firebase project may serve
 * several tenants, so the tenant is always the first segment.
 */
export function collectionPath(tenant: string, usuarioId: number, colecao: Colecao): string {
  return perUserCollections.includes(colecao)
    ? `tenants/${tenant}/usuarios/${String(usuarioId)}/${colecao}`
    : `tenants/${tenant}/${colecao}`;
}

/** A Firestore timestamp as the SDK hands it out (or null while a server time is pending). */
interface TimestampLike {
  toDate(): Date;
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<TimestampLike>).toDate === 'function';

const iso = (value: unknown): string | null =>
  isTimestamp(value) ? value.toDate().toISOString() : null;

/** A stored document's fields as the adapter writes them. */
export interface StoredFields {
  dados?: unknown;
  usuarioId?: unknown;
  criadoEm?: unknown;
  atualizadoEm?: unknown;
}

/** Reads a stored document as the interface's document. */
export function toDocumento(colecao: Colecao, id: string, fields: StoredFields): DocumentoRealtime {
  const dados =
    typeof fields.dados === 'object' && fields.dados !== null
      ? (fields.dados as DadosDocumento)
      : {};
  return {
    id,
    colecao,
    usuarioId: typeof fields.usuarioId === 'number' ? fields.usuarioId : null,
    // A document written without a server time yet reads as the epoch, never as "now": a
    // snapshot with a pending time is not handed to subscribers anyway (see firestore.ts).
    criadoEm: iso(fields.criadoEm) ?? new Date(0).toISOString(),
    atualizadoEm: iso(fields.atualizadoEm),
    dados,
  };
}
