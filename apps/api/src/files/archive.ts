// The file archive: rows in `arquivo`, bytes in the FileStore. Every step that makes or drops a
// blob holds a transaction-scoped advisory lock on (tenant, hash), so an upload of some content
// and the removal of the last row that used the same content never interleave (the removal
// cannot delete a blob a new row was just given).
import { and, count, eq, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { withTenant, type Db } from '../db/client.js';
import { arquivo, type CategoriaArquivo } from '../db/schema-files.js';
import type { FileStore, StagedBlob } from './store.js';

/** A row of the archive. */
export type ArquivoRow = typeof arquivo.$inferSelect;

/** What describes a file going into the archive. */
export interface NovoArquivo {
  nome: string;
  tipoConteudo: string;
  categoria: CategoriaArquivo;
  /** Who sent or asked for it; null for files the system makes on its own. */
  usuarioId: number | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises blob changes of one content within one tenant (until the transaction ends). */
const lockBlob = (tx: Tx, tenantId: string, hash: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`arquivo/${tenantId}/${hash}`}, 0))`,
  );

/** Removes the blob when no row of the tenant still points at it (caller holds the lock). */
async function dropIfUnused(tx: Tx, store: FileStore, tenantId: string, hash: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(arquivo)
    .where(and(eq(arquivo.tenantId, tenantId), eq(arquivo.hash, hash)));
  if ((row?.n ?? 0) === 0) await store.remove(tenantId, hash);
}

/**
 * Puts staged blobs into a tenant's archive, one row per entry in the given order: all entries
 * or none (on failure the staged files are dropped and no new blob stays behind).
 */
export async function archiveStaged(
  db: Db,
  store: FileStore,
  tenantId: string,
  entries: { arquivo: NovoArquivo; blob: StagedBlob }[],
): Promise<ArquivoRow[]> {
  const created = new Set<string>();
  // In the tenant's scope: uploads call this after receiving the body (the receiving holds no
  // transaction) and jobs call it with no request at all.
  try {
    return await withTenant(db, tenantId, () =>
      db.transaction(async (tx) => {
        // Locks in one order, so two uploads sharing contents cannot deadlock.
        for (const hash of [...new Set(entries.map((e) => e.blob.hash))].sort())
          await lockBlob(tx, tenantId, hash);
        // Blobs first: a row never exists without its blob, even for a moment.
        for (const { blob } of entries)
          if (await store.place(tenantId, blob)) created.add(blob.hash);
        const rows: ArquivoRow[] = [];
        for (const { arquivo: novo, blob } of entries) {
          const [row] = await tx
            .insert(arquivo)
            .values({ tenantId, ...novo, tamanho: blob.size, hash: blob.hash })
            .returning();
          if (!row) throw new Error('insert into arquivo returned no row');
          rows.push(row);
        }
        return rows;
      }),
    );
  } catch (error) {
    await Promise.all(entries.map((e) => store.discard(e.blob)));
    for (const hash of created)
      await withTenant(db, tenantId, () =>
        db.transaction(async (tx) => {
          await lockBlob(tx, tenantId, hash);
          await dropIfUnused(tx, store, tenantId, hash);
        }),
      );
    throw error;
  }
}

/**
 * Archives one file made by code (an import's error report, a brand-validation result, a
 * collection letter): the content is streamed to disk, hashed, and stored once per tenant.
 * @param maxBytes refuse content past this size (BlobTooLargeError), default unlimited.
 */
export async function arquivar(
  db: Db,
  store: FileStore,
  tenantId: string,
  novo: NovoArquivo,
  content: Readable | Buffer,
  maxBytes?: number,
): Promise<ArquivoRow> {
  const blob = await store.stage(content, maxBytes);
  const [row] = await archiveStaged(db, store, tenantId, [{ arquivo: novo, blob }]);
  if (!row) throw new Error('archiveStaged returned no row');
  return row;
}

/** One row of the tenant, or undefined. */
export async function findArquivo(
  db: Db,
  tenantId: string,
  id: number,
): Promise<ArquivoRow | undefined> {
  const [row] = await db
    .select()
    .from(arquivo)
    .where(and(eq(arquivo.tenantId, tenantId), eq(arquivo.id, id)));
  return row;
}

/** Removes a row; its blob goes too when no other row of the tenant has the same content. */
export async function removeArquivo(db: Db, store: FileStore, row: ArquivoRow): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBlob(tx, row.tenantId, row.hash);
    await tx.delete(arquivo).where(and(eq(arquivo.tenantId, row.tenantId), eq(arquivo.id, row.id)));
    // Inside the lock: an upload of the same content waits, then finds no blob and places its own.
    await dropIfUnused(tx, store, row.tenantId, row.hash);
  });
}
