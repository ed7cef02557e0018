// The export of a list that pages itself in the browser (the catalogue's segments and categories:
// tens of rows read by one unpaged call). The browser searched, filtered and sorted those rows, so
// it names the rows it found, in its order, by id in the paging payload's `userdata.linhas`; the
// server reads those rows again from the tenant's data, under the list's permission. The file
// then holds exactly what the list shows, with no second copy of the browser's search and sort.
import { fieldError } from '../http/field-errors.js';
import type { PagingRequest } from '../http/paging.js';
import { invalid } from '../http/problem.js';

/** More rows than a list read at once in the browser could hold: refused as a bad request. */
export const MAX_SHOWN_ROWS = 10_000;

/** The ids the browser found, in its order (400 when `linhas` is not a list of row ids). */
function shownIds(request: PagingRequest): number[] {
  const { linhas } = (request.userdata ?? {}) as { linhas?: unknown };
  const valid =
    Array.isArray(linhas) &&
    linhas.length <= MAX_SHOWN_ROWS &&
    linhas.every((id) => Number.isSafeInteger(id) && (id as number) > 0);
  if (!valid) {
    throw invalid([
      fieldError('consulta.userdata.linhas', {
        code: 'campo.invalido',
        params: { field: 'linhas' },
      }),
    ]);
  }
  return linhas as number[];
}

/**
 * One page (`start`, `length`) of the rows the browser found, in its order: `read` gives the rows
 * of some ids that the tenant has (a row removed since the list was read is left out).
 */
export async function shownRows<Row extends { Id: number }>(
  request: PagingRequest,
  read: (ids: number[]) => Promise<Row[]>,
): Promise<Record<string, unknown>[]> {
  const ids = shownIds(request).slice(request.start, request.start + request.length);
  if (ids.length === 0) return [];
  const byId = new Map((await read(ids)).map((row) => [row.Id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row }] : [];
  });
}
