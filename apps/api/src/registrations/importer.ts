// One import (registrations or billings: its kind, kind.ts), run as a job: read the file
// (streamed), check and resolve every row, bulk-load the good ones into the kind's staging table
// and the errors into `importacao_erro`, then merge in one transaction. A run that starts again
// (after a crash or a lost lease) first drops what an earlier run left in staging and in the error
// list, so the outcome never depends on retries. A cancel, a time-out or the process's stop (the
// job's signal) ends the reading at once, wherever it is; a merge, once begun, runs to its end.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { asPlatform, withTenant, type Database } from '../db/client.js';
import { JobCancelled, JobTimedOut } from '../jobs/queue.js';
import { importacao, importacaoErro } from '../db/schema-registrations.js';
import type { FileStore } from '../files/store.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import type { ErroLinha } from './columns.js';
import type { ImportKinds } from './kind.js';
import { encodeMessage } from './messages.js';
import { publishEnd, publishProgress, type Contadores } from './progress.js';
import { inspect, readRows } from './read.js';
import { stagingWriter, type StagingWriter } from './staging.js';

/** What an import needs from the application. */
export interface ImportDeps {
  database: Database;
  files: FileStore;
  /** Where the marker's progress and the end notification go (the tenant's realtime provider). */
  publisher: RealtimePublisher;
  now: () => Date;
  log: FastifyBaseLogger;
  /** What each kind of import reads and where its rows go. */
  kinds: ImportKinds;
  /** Called after each committed import that asked for it (the KPI aggregates' refresh). */
  afterCommit: (tenantId: string, importacaoId: number) => Promise<void>;
  /** Bytes an XLSX may hold uncompressed (config `imports.xlsxMaxUncompressedBytes`). */
  xlsxMaxUncompressedBytes: number;
}

/** Errors kept in memory before one multi-row insert. */
const ERROR_BATCH = 2000;
/** Rows between two looks at the clock (progress) and at the import's status (a cancel of this
 * process's own, or one whose notification was lost). */
const CHECK_EVERY = 4096;
/** Least time between two progress writes. */
const PROGRESS_MS = 500;

class Cancelled extends Error {}

/** Runs import `importacaoId` of `tenantId` to its end (or to a cancel). */
export async function runImport(
  deps: ImportDeps,
  tenantId: string,
  importacaoId: number,
  signal: AbortSignal,
): Promise<void> {
  const { db } = deps.database;
  // Each step is its own short transaction in the tenant's scope: one around the whole file would
  // hide the progress from every other connection and, on PGlite, hold its only connection.
  const scoped = <T>(fn: () => Promise<T>): Promise<T> => withTenant(db, tenantId, fn);
  const where = and(eq(importacao.tenantId, tenantId), eq(importacao.id, importacaoId));
  // Staging tables hold no tenant column: an import's rows are found by its id alone.
  const clearStaging = (table: string) =>
    db.execute(sql`delete from ${sql.identifier(table)} where importacao_id = ${importacaoId}`);
  const row = await scoped(async () => {
    const [found] = await db.select().from(importacao).where(where);
    if (!found || (found.status !== 'Pendente' && found.status !== 'Processando')) return undefined;
    await db.delete(importacaoErro).where(eq(importacaoErro.importacaoId, importacaoId));
    await clearStaging(deps.kinds[found.tipo].staging.table);
    await db
      .update(importacao)
      .set({
        status: 'Processando',
        dataInicio: deps.now(),
        linhasProcessadas: 0,
        linhasComErro: 0,
      })
      .where(and(where, sql`status in ('Pendente', 'Processando')`));
    return found;
  });
  if (!row) return;
  const kind = deps.kinds[row.tipo];

  const fail = async (mensagem: string) => {
    await scoped(async () => {
      await db
        .update(importacao)
        .set({ status: 'Falhou', mensagem, dataFim: deps.now() })
        .where(and(where, eq(importacao.status, 'Processando')));
      // A failed replacement gives the first import its place back.
      if (row.substituiId !== null)
        await db
          .update(importacao)
          .set({ substituidaPorId: null })
          .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, row.substituiId)));
    });
    await publishEnd(deps.publisher, row, {
      status: 'Falhou',
      linhasLidas: 0,
      linhasImportadas: 0,
      linhasRejeitadas: 0,
    });
  };

  const cancelled = async (counts: { linhasLidas: number; linhasRejeitadas: number }) => {
    await clearStaging(kind.staging.table);
    const { substituiId } = row;
    if (substituiId !== null)
      await scoped(() =>
        db
          .update(importacao)
          .set({ substituidaPorId: null })
          .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, substituiId))),
      );
    await publishEnd(deps.publisher, row, {
      status: 'Cancelada',
      linhasLidas: counts.linhasLidas,
      linhasImportadas: 0,
      linhasRejeitadas: counts.linhasRejeitadas,
    });
  };
  /** Ends the import as the signal's reason says; false when it is neither a cancel nor a time-out. */
  const endedByItsSignal = async (counts: { linhasLidas: number; linhasRejeitadas: number }) => {
    const reason: unknown = signal.reason;
    if (reason instanceof JobCancelled) {
      await cancelled(counts);
      return true;
    }
    if (reason instanceof JobTimedOut) {
      await clearStaging(kind.staging.table);
      await fail(encodeMessage('tempo_esgotado', { minutos: Math.ceil(reason.seconds / 60) }));
      return true;
    }
    return false;
  };
  // The signal ends the reading of whichever stream is open, with its reason.
  const reading = new Set<{ destroy: (error?: Error) => void }>();
  const stopReading = () => {
    for (const stream of reading) stream.destroy(signal.reason as Error);
  };
  signal.addEventListener('abort', stopReading, { once: true });
  const readAndMerge = async (): Promise<void> => {
    const firstOpen = await deps.files.open(tenantId, row.arquivoHash);
    if (!firstOpen) return fail(encodeMessage('arquivo_ilegivel'));
    reading.add(firstOpen.stream);
    if (signal.aborted) stopReading();
    const inspected = await inspect(firstOpen.stream, deps.xlsxMaxUncompressedBytes);
    if (inspected.recusa) {
      const { codigo, ...params } = inspected.recusa;
      return fail(encodeMessage(codigo, params));
    }
    const check = await scoped(async () => {
      await db
        .update(importacao)
        .set({
          formato: inspected.formato,
          codificacao: inspected.codificacao,
          totalLinhas: inspected.linhas === null ? null : Math.max(inspected.linhas - 1, 0),
        })
        .where(where);
      return kind.prepare(db, tenantId, deps.now());
    });
    const opened = await deps.files.open(tenantId, row.arquivoHash);
    if (!opened) return fail(encodeMessage('arquivo_ilegivel'));
    reading.add(opened.stream);
    if (signal.aborted) stopReading();
    // The store's streams are file streams; their byte count tells how far an XLSX has been read.
    const bytesRead = () => (opened.stream as { bytesRead?: number }).bytesRead ?? 0;
    const counters: Contadores = {
      linhasLidas: 0,
      linhasValidas: 0,
      linhasRejeitadas: 0,
      totalLinhas: inspected.linhas,
      fracaoBytes: 0,
      inicio: Date.now(),
      agora: Date.now(),
    };
    let errors: ErroLinha[] = [];
    const flushErrors = async () => {
      if (errors.length === 0) return;
      const batch = errors;
      errors = [];
      await scoped(() =>
        db.insert(importacaoErro).values(batch.map((e) => ({ ...e, tenantId, importacaoId }))),
      );
    };

    let writer: StagingWriter | undefined;
    let lastProgress = 0;
    try {
      let columns: (string | null)[] | undefined;
      for await (const { linha, cells } of readRows(opened.stream, inspected)) {
        if (!columns) {
          const header = cells.map((c) => c.toLowerCase().replace(/^\uFEFF/, ''));
          columns = header.map((h) => (kind.colunas.includes(h) ? h : null));
          const missing = kind.missing(header);
          const ignored = header.filter((h, i) => columns?.[i] === null && h !== '');
          if (ignored.length > 0)
            await scoped(() =>
              db.update(importacao).set({ colunasIgnoradas: ignored }).where(where),
            );
          if (missing.length > 0) {
            await fail(encodeMessage('colunas_faltando', { colunas: missing.join(', ') }));
            return;
          }
          writer = await stagingWriter(deps.database.raw, kind.staging.table, kind.staging.columns);
          continue;
        }
        if (!writer) break;
        const valores: Partial<Record<string, string>> = {};
        for (let i = 0; i < columns.length; i++) {
          const column = columns[i];
          if (column) valores[column] = cells[i] ?? '';
        }
        counters.linhasLidas++;
        const checked = check(linha, valores);
        if ('erros' in checked) {
          counters.linhasRejeitadas++;
          errors.push(...checked.erros);
          if (errors.length >= ERROR_BATCH) await flushErrors();
        } else {
          counters.linhasValidas++;
          const wait = writer.write(kind.staging.line(importacaoId, checked.row));
          if (wait) await wait;
        }
        if (signal.aborted) throw signal.reason;
        if (counters.linhasLidas % CHECK_EVERY === 0) {
          counters.agora = Date.now();
          if (counters.agora - lastProgress >= PROGRESS_MS) {
            lastProgress = counters.agora;
            counters.fracaoBytes = opened.size > 0 ? bytesRead() / opened.size : 1;
            const cancelled = await scoped(async () => {
              const [state] = await db
                .select({ status: importacao.status })
                .from(importacao)
                .where(where);
              if (state?.status === 'Cancelada') return true;
              await publishProgress(db, deps.publisher, row, counters);
              return false;
            });
            if (cancelled) throw new Cancelled();
          }
        }
      }
      if (!columns) {
        await fail(encodeMessage('arquivo_vazio'));
        return;
      }
      await writer?.finish();
      writer = undefined;
      await flushErrors();
      // Stopped or cancelled while the last rows went in: no merge begins.
      if (signal.aborted) throw signal.reason;
    } catch (error) {
      await writer?.abort();
      if (error instanceof Cancelled) {
        await cancelled(counters);
        return;
      }
      if (await endedByItsSignal(counters)) return;
      // A file csv-parse or exceljs cannot read fails the import; anything else (the database, a
      // stop) goes back to the queue.
      if (!signal.aborted && isParseError(error)) {
        deps.log.warn({ err: error, importacaoId }, 'import: unreadable file');
        await fail(encodeMessage('arquivo_ilegivel'));
        return;
      }
      throw error;
    } finally {
      opened.stream.destroy();
    }

    // The staging table's statistics still describe the file before this one: the merge's joins
    // planned on them took this import's rows for a handful and compared each staged row with every
    // inserted one (a million rows never finished). Platform work through the escape: ANALYZE
    // skips a table its role does not own, and the staging tables are shared by every tenant.
    const readMs = Date.now() - counters.inicio;
    await asPlatform(db, () => db.execute(sql`analyze ${sql.identifier(kind.staging.table)}`));
    const merging = Date.now();
    const result = await kind.merge(db, tenantId, importacaoId, counters.linhasLidas);
    // Where an import's time went (reading and staging, then the merge): the figure an operator
    // and the import bench look at first when a file is slow.
    deps.log.info(
      { importacaoId, linhas: counters.linhasLidas, readMs, mergeMs: Date.now() - merging },
      'import: timings',
    );
    if (!result.merged) {
      await clearStaging(kind.staging.table);
      return;
    }
    await publishEnd(deps.publisher, row, {
      status: result.status ?? 'Concluida',
      linhasLidas: counters.linhasLidas,
      linhasImportadas: result.linhasImportadas,
      linhasRejeitadas: result.linhasComErro,
    });
    if (row.atualizarDashboard && result.linhasImportadas > 0)
      await deps.afterCommit(tenantId, importacaoId).catch((error: unknown) => {
        deps.log.error({ err: error, importacaoId }, 'import: AtualizarDashboard failed');
      });
  };
  try {
    await readAndMerge();
  } catch (error) {
    if (await endedByItsSignal({ linhasLidas: 0, linhasRejeitadas: 0 })) return;
    throw error;
  } finally {
    signal.removeEventListener('abort', stopReading);
  }
}

/** Whether an error comes from reading the file's format (not from the database or the disk). */
export function isParseError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('CSV_')) return true;
  const message = error instanceof Error ? error.message : '';
  return /zip|end of central directory|invalid signature|sax|xml/i.test(message);
}
