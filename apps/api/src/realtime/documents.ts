// Reads and writes of the realtime documents. Every write runs in a transaction that takes a
// per-tenant lock before it draws its event number and ends with `pg_notify`: PostgreSQL delivers
// the notification only when the transaction commits, and within a tenant the numbers commit in
// order, so a stream that has sent event N never misses a smaller one committed later
// (docs/decisions/0074).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { withTenant, type Db } from '../db/client.js';
import { documentoRealtime, type Colecao } from '../db/schema-realtime.js';

/** The NOTIFY channel; the payload is `<tenant>:<sequence>` (tenant ids never hold a colon). */
export const realtimeChannel = 'realtime';

/** A stored row. */
export type DocumentoRow = typeof documentoRealtime.$inferSelect;

/** `DocumentoRealtime` of the contract. */
export interface DocumentoRealtime {
  id: string;
  colecao: Colecao;
  usuarioId: number | null;
  criadoEm: string;
  atualizadoEm: string | null;
  dados: Record<string, unknown>;
}

/** What a change did, as the stream says it. */
export type TipoMudanca = 'adicionado' | 'alterado' | 'removido';

/** The contract's shape of a row. */
export function toDocumento(row: DocumentoRow): DocumentoRealtime {
  return {
    id: row.id,
    colecao: row.colecao,
    usuarioId: row.usuarioId,
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm?.toISOString() ?? null,
    dados: row.dados,
  };
}

/** The kind of the last change of a row. */
export const tipoOf = (row: DocumentoRow): TipoMudanca =>
  row.removidoEm ? 'removido' : row.atualizadoEm ? 'alterado' : 'adicionado';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `write` under the tenant's event lock and notifies the change on commit. */
async function writeAndNotify(
  db: Db,
  tenantId: string,
  write: (tx: Tx) => Promise<DocumentoRow | undefined>,
): Promise<DocumentoRow | undefined> {
  // In the document's tenant: joins a request's scope, or opens one for background publishers
  // (jobs, the demo seed).
  return withTenant(db, tenantId, () => writeInTransaction(db, tenantId, write));
}

async function writeInTransaction(
  db: Db,
  tenantId: string,
  write: (tx: Tx) => Promise<DocumentoRow | undefined>,
): Promise<DocumentoRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`realtime:${tenantId}`}))`);
    const row = await write(tx);
    if (row) {
      await tx.execute(
        sql`select pg_notify(${realtimeChannel}, ${`${tenantId}:${String(row.sequencia)}`})`,
      );
    }
    return row;
  });
}

const nextSequence = sql`nextval('realtime_sequencia')`;

/** What {@link publish} stores. */
export interface NovoDocumento {
  tenantId: string;
  colecao: Colecao;
  /** The owner (required for notifications and markers); null for a tenant-wide log line. */
  usuarioId: number | null;
  dados: Record<string, unknown>;
}

/**
 * Adds a document and tells every open stream that may see it. Server code (imports, billing,
 * brand validation) calls this to notify users and write the logs.
 */
export async function publish(db: Db, documento: NovoDocumento): Promise<DocumentoRealtime> {
  const row = await writeAndNotify(db, documento.tenantId, async (tx) => {
    const [inserted] = await tx
      .insert(documentoRealtime)
      .values({ ...documento, id: randomUUID(), sequencia: nextSequence })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('insert returned no row');
  return toDocumento(row);
}

const live = (tenantId: string, id: string) =>
  and(
    eq(documentoRealtime.tenantId, tenantId),
    eq(documentoRealtime.id, id),
    isNull(documentoRealtime.removidoEm),
  );

/** Merges `dados` into a live document's data; undefined when there is none. */
export async function mergeDocumento(
  db: Db,
  tenantId: string,
  id: string,
  dados: Record<string, unknown>,
): Promise<DocumentoRealtime | undefined> {
  const row = await writeAndNotify(db, tenantId, async (tx) => {
    const [updated] = await tx
      .update(documentoRealtime)
      .set({
        dados: sql`${documentoRealtime.dados} || ${JSON.stringify(dados)}::jsonb`,
        atualizadoEm: sql`now()`,
        sequencia: nextSequence,
      })
      .where(live(tenantId, id))
      .returning();
    return updated;
  });
  return row && toDocumento(row);
}

/** Removes a live document, leaving a tombstone (no data) for streams that resume later. */
export async function removeDocumento(db: Db, tenantId: string, id: string): Promise<boolean> {
  const row = await writeAndNotify(db, tenantId, async (tx) => {
    const [removed] = await tx
      .update(documentoRealtime)
      .set({ dados: {}, removidoEm: sql`now()`, sequencia: nextSequence })
      .where(live(tenantId, id))
      .returning();
    return removed;
  });
  return row !== undefined;
}

/** A live document of the tenant, whoever owns it. */
export async function findDocumento(
  db: Db,
  tenantId: string,
  id: string,
): Promise<DocumentoRow | undefined> {
  const [row] = await db.select().from(documentoRealtime).where(live(tenantId, id));
  return row;
}

/** Which rows a reader sees: collections it may read, its own rows where they are per user. */
export interface Leitor {
  tenantId: string;
  usuarioId: number;
  /** Collections of which the reader sees only its own documents. */
  proprias: Colecao[];
  /** Collections of which the reader sees every document of the tenant. */
  todas: Colecao[];
}

function visibleTo(leitor: Leitor): SQL | undefined {
  const own =
    leitor.proprias.length > 0
      ? and(
          inArray(documentoRealtime.colecao, leitor.proprias),
          eq(documentoRealtime.usuarioId, leitor.usuarioId),
        )
      : undefined;
  const all =
    leitor.todas.length > 0 ? inArray(documentoRealtime.colecao, leitor.todas) : undefined;
  return or(own, all) ?? sql`false`;
}

/** A collection's live documents the reader sees, newest first. */
export async function listDocumentos(
  db: Db,
  leitor: Leitor,
  limite: number,
): Promise<DocumentoRealtime[]> {
  const rows = await db
    .select()
    .from(documentoRealtime)
    .where(
      and(
        eq(documentoRealtime.tenantId, leitor.tenantId),
        isNull(documentoRealtime.removidoEm),
        visibleTo(leitor),
      ),
    )
    .orderBy(desc(documentoRealtime.criadoEm), desc(documentoRealtime.id))
    .limit(limite);
  return rows.map(toDocumento);
}

/** The changes (tombstones included) the reader sees after event `after`, oldest first. */
export function changesAfter(
  db: Db,
  leitor: Leitor,
  after: number,
  limite: number,
): Promise<DocumentoRow[]> {
  return db
    .select()
    .from(documentoRealtime)
    .where(
      and(
        eq(documentoRealtime.tenantId, leitor.tenantId),
        gt(documentoRealtime.sequencia, after),
        visibleTo(leitor),
      ),
    )
    .orderBy(asc(documentoRealtime.sequencia))
    .limit(limite);
}

/** The row whose last event is `sequencia` (none when it changed again since). */
export async function rowAt(db: Db, sequencia: number): Promise<DocumentoRow | undefined> {
  const [row] = await db
    .select()
    .from(documentoRealtime)
    .where(eq(documentoRealtime.sequencia, sequencia));
  return row;
}

/** The tenant's latest event number (0 before the first). */
export async function latestSequence(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<string | null>`max(${documentoRealtime.sequencia})` })
    .from(documentoRealtime)
    .where(eq(documentoRealtime.tenantId, tenantId));
  return Number(row?.max ?? 0);
}
