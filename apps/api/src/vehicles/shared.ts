// Helpers every vehicles rule shares: one row or 404, case-insensitive name equality, optional
// text, shared-catalogue membership and a count.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { categoriaVeiculo, fabricante, tipoSegmento } from '../db/schema-reference.js';
import { notFound } from '../http/problem.js';

/** The first row of `query`, or a 404 with `message`. */
export async function one<T>(query: Promise<T[]>, message: string): Promise<T> {
  const [row] = await query;
  if (!row) throw notFound(message);
  return row;
}

/** `column` equals `nome` ignoring case and surrounding spaces. */
export const sameName = (column: SQL | typeof fabricante.nome, nome: string) =>
  sql`lower(${column}) = ${nome.trim().toLowerCase()}`;
/** Trimmed text, null when empty or absent. */
export const text = (value: string | null | undefined) => value?.trim() || null;
/** Whether a shared catalogue (categories, segment types) has the id. */
export const catalogueHas = async (
  db: Db,
  table: typeof categoriaVeiculo | typeof tipoSegmento,
  id: number,
) => (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
/** The count a `select({ n: count() })` answers. */
export const tenantCount = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
