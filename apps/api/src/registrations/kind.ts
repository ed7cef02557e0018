// What makes one kind of import (registrations, billings) different on the one pipeline: its
// columns, the check of a row against the tenant's reference data, its staging table and its
// merge. Reading the file, the error report, progress, cancel, retries and the job are shared
// (importer.ts); each kind only says what its rows are.
import type { Db } from '../db/client.js';
import type { ErroLinha } from './columns.js';
import type { ResultadoMerge } from './merge.js';

/** The kinds of import (`Importacao.Tipo`). */
export type TipoImportacao = 'Emplacamento' | 'Faturamento';

/** Checks one data row (values by column, trimmed): the good row, or every error found. */
export type RowCheck<Row> = (
  linha: number,
  valores: Partial<Record<string, string>>,
) => { row: Row } | { erros: ErroLinha[] };

/** One kind of import. */
export interface ImportKind<Row> {
  tipo: TipoImportacao;
  /** The header names the kind reads; other columns are ignored and reported once. */
  colunas: readonly string[];
  /** The columns a header lacks (the import fails when there is any). */
  missing: (header: readonly string[]) => string[];
  /** Reads what rows resolve against, once per import, and answers the row check. */
  prepare: (db: Db, tenantId: string, now: Date) => Promise<RowCheck<Row>>;
  /** The unlogged table good rows wait in, its columns in line order, and a row's COPY line. */
  staging: {
    table: string;
    columns: readonly string[];
    // A method, so a kind of any row type fits `ImportKind<unknown>` (the job's dispatch table).
    line(importacaoId: number, row: Row): string;
  };
  /** Moves the staged rows into the kind's table and closes the import, in one transaction. */
  merge: (
    db: Db,
    tenantId: string,
    importacaoId: number,
    linhasProcessadas: number,
  ) => Promise<ResultadoMerge>;
}

/** The kinds an import job dispatches on, by the import's `tipo`. */
export type ImportKinds = { [K in TipoImportacao]: ImportKind<unknown> };
