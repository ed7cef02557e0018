// Bulk load of an import's good rows into its kind's staging table (registrations, billings): one
// COPY … FROM STDIN stream on PostgreSQL (pg-copy-streams), COPY from an in-memory blob per batch
// on PGlite (its COPY reads '/dev/blob'). Both take the same text-format lines (docs/decisions/0101).
import { once } from 'node:events';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { RawClient } from '../db/client.js';
import type { LinhaValida } from './columns.js';

/** The columns of `emplacamento_carga` in the order of {@link copyLine}. */
export const REGISTRATION_STAGING_COLUMNS = [
  'importacao_id',
  'linha',
  'data_emplacamento',
  'chassi',
  'placa',
  'renavam',
  'fabricante_id',
  'versao',
  'ano_fabricacao',
  'ano_modelo',
  'combustivel',
  'cor',
  'municipio_id',
  'estado_id',
  'cnpj_faturador',
  'concessionaria_id',
  'tipo_venda',
] as const;

/** Rows per PGlite COPY: a few MB of text, flushed and dropped before the next batch. */
const PGLITE_BATCH = 20_000;

/** Escapes a value for COPY's text format; null is `\N`. */
export function field(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** One line of COPY text for a row of an import. */
export function copyLine(importacaoId: number, r: LinhaValida): string {
  return (
    [
      importacaoId,
      r.linha,
      r.dataEmplacamento,
      field(r.chassi),
      field(r.placa),
      field(r.renavam),
      r.fabricanteId,
      field(r.versao),
      r.anoFabricacao,
      r.anoModelo,
      field(r.combustivel),
      field(r.cor),
      r.municipioId,
      r.estadoId,
      field(r.cnpjFaturador),
      r.concessionariaId === null ? '\\N' : r.concessionariaId,
      r.tipoVenda,
    ].join('\t') + '\n'
  );
}

/**
 * Where good rows go, as COPY text lines. `write` answers a promise only when the caller must
 * wait (backpressure).
 */
export interface StagingWriter {
  write: (line: string) => Promise<void> | undefined;
  /** Sends what is buffered and ends the load. */
  finish: () => Promise<void>;
  /** Ends the load without caring for what was sent (the import starts over or gives up). */
  abort: () => Promise<void>;
}

function postgresWriter(client: PoolClient, statement: string): StagingWriter {
  const copy = client.query(copyFrom(`${statement} STDIN`));
  let failure: Error | undefined;
  copy.on('error', (error: Error) => {
    failure = error;
  });
  // Lines are gathered into chunks of about 64 KB: one write per line costs more than the COPY.
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = (): Promise<void> | undefined => {
    if (failure) return Promise.reject(failure);
    const ok = copy.write(pending.join(''));
    pending = [];
    pendingBytes = 0;
    return ok ? undefined : once(copy, 'drain').then(() => undefined);
  };
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  return {
    write(line) {
      pending.push(line);
      pendingBytes += line.length;
      return pendingBytes >= 65_536 ? flush() : undefined;
    },
    async finish() {
      try {
        if (pending.length > 0) await flush();
        copy.end();
        await once(copy, 'finish');
        if (failure) throw failure;
        release();
      } catch (error) {
        release(error as Error);
        throw error;
      }
    },
    async abort() {
      copy.destroy(new Error('import aborted'));
      // The connection is mid-COPY: drop it rather than give it back to the pool.
      release(new Error('import aborted'));
      await Promise.resolve();
    },
  };
}

/**
 * A COPY of a blob on PGlite, where the blob is a server-side file ('/dev/blob'): reading a file
 * takes the owner's rights, which the API's restricted role has not, so it runs in a transaction
 * of its own as the connecting role.
 */
async function pgliteCopy(
  raw: Extract<RawClient, { driver: 'pglite' }>,
  statement: string,
  blob: Blob,
): Promise<void> {
  await raw.client.transaction(async (tx) => {
    await tx.exec('set local role none');
    await tx.query(statement, [], { blob });
  });
}

function pgliteWriter(raw: Extract<RawClient, { driver: 'pglite' }>, statement: string) {
  let lines: string[] = [];
  const flush = async () => {
    if (lines.length === 0) return;
    const blob = new Blob(lines);
    lines = [];
    await pgliteCopy(raw, `${statement} '/dev/blob'`, blob);
  };
  const writer: StagingWriter = {
    write(line) {
      lines.push(line);
      return lines.length >= PGLITE_BATCH ? flush() : undefined;
    },
    finish: flush,
    abort() {
      lines = [];
      return Promise.resolve();
    },
  };
  return writer;
}

/** A writer of COPY lines into a staging table (`columns` in the order of the lines). */
export async function stagingWriter(
  raw: RawClient,
  table: string,
  columns: readonly string[],
): Promise<StagingWriter> {
  const statement = `COPY ${table} (${columns.join(', ')}) FROM`;
  if (raw.driver === 'pglite') return pgliteWriter(raw, statement);
  return postgresWriter(await raw.pool.connect(), statement);
}

/**
 * COPYs text-format lines into `table` (the demo data and the benchmarks' seed): one stream on
 * PostgreSQL, one blob per batch on PGlite. PostgreSQL refuses COPY FROM into a table whose
 * row-level security binds the current role, and the tenant tables bind the API's role, so this
 * runs as the connecting role (the tables' owner) in a transaction of its own: platform work, for
 * an owner that bypasses the policies (a superuser, as in development and the benchmarks).
 */
export async function copyInto(
  raw: RawClient,
  table: string,
  columns: readonly string[],
  lines: Iterable<string>,
): Promise<void> {
  const statement = `COPY ${table} (${columns.join(', ')}) FROM`;
  if (raw.driver === 'pglite') {
    let batch: string[] = [];
    const flush = async () => {
      const blob = new Blob(batch);
      batch = [];
      await pgliteCopy(raw, `${statement} '/dev/blob'`, blob);
    };
    for (const line of lines) {
      batch.push(line);
      if (batch.length >= PGLITE_BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return;
  }
  const client = await raw.pool.connect();
  try {
    await client.query('begin');
    await client.query('set local role none');
    const copy = client.query(copyFrom(`${statement} STDIN`));
    let chunk = '';
    for (const line of lines) {
      chunk += line;
      if (chunk.length >= 65_536) {
        if (!copy.write(chunk)) await once(copy, 'drain');
        chunk = '';
      }
    }
    copy.end(chunk);
    await once(copy, 'finish');
    await client.query('commit');
    client.release();
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}
