// The folding every free-text search shares (lowercase, accents dropped by `translate`, the same
// on PGlite and PostgreSQL) and the stored search column built from it (docs/decisions/0072).
import { sql, type SQL } from 'drizzle-orm';
import { index, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** Accented letters the search folds… */
export const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
/** …and the letter each becomes. */
export const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/**
 * Joins the folded columns inside a search column. A match can only span two columns when the
 * search term itself contains this character (the unit separator, U+001F), and such terms fall
 * back to a per-column search, so the column matches exactly the rows the per-column search does.
 */
export const SEPARATOR = '\u001f';

/**
 * The expression of a stored generated search column: each listed column (SQL names) folded,
 * nulls as empty text, joined by SEPARATOR. Raw SQL: drizzle-kit writes it into the migration
 * as is, and a generated column may only use immutable functions (`lower`, `translate`, `||`,
 * `chr` are; `concat_ws` is not).
 */
export const foldedColumns = (...columns: string[]): SQL =>
  sql.raw(
    columns
      .map((c) => `translate(lower(coalesce("${c}", '')), '${ACCENTED}', '${PLAIN}')`)
      .join(' || chr(31) || '),
  );

/** A stored generated column of the listed columns' folded text (docs/decisions/0072). */
export const searchText = (...columns: string[]) =>
  text('busca')
    .notNull()
    .generatedAlwaysAs(foldedColumns(...columns));

/**
 * A trigram GIN index: `LIKE '%term%'` on the column uses it (pg_trgm, on both databases).
 * fastupdate off: otherwise new rows wait in a pending list that only VACUUM merges, and PGlite
 * has no autovacuum, so after the seed the planner priced the index above a scan for good.
 */
export const searchIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });
