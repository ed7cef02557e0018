// Terms that probe the free-text search rules (docs/decisions/0072): case, accents, LIKE's own
// characters taken literally, a backslash, blanks and misses. The search column's separator is a
// control character, which the API refuses before any search runs (test/edge.test.ts).
import { expect } from 'vitest';
import type { ReferenceServer } from './helpers.js';

/** Each list's search must answer these exactly as the per-column scan does. */
export const SEARCH_TERMS = [
  'SÃO',
  'são paulo',
  'Sao Paulo',
  'sp',
  'Ó',
  'otima',
  '100%',
  '%',
  '_',
  '%_',
  'a_o',
  '\\',
  "d'",
  'auto',
  'AUTO_C',
  '0%',
  ' rio ',
  '   ',
  'zzzz-nada',
];

/** Ids (sorted) the API answers for each term equal the ids of the reference scan. */
export async function expectSameAsScan(
  api: (term: string) => Promise<number[]>,
  scan: (term: string) => Promise<number[]>,
  terms: string[] = SEARCH_TERMS,
): Promise<void> {
  for (const term of terms) {
    const sort = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect({ term, ids: sort(await api(term)) }).toEqual({ term, ids: sort(await scan(term)) });
  }
}

/** The ids a list call answers for `term`, every row at once (paginar=false). */
export async function idsFound(
  t: ReferenceServer,
  url: string,
  term: string,
  headers = t.admin,
): Promise<number[]> {
  const res = await t.call('POST', `${url}?paginar=false`, headers, {
    draw: 1,
    start: 0,
    length: 10,
    search: { value: term },
  });
  return res.json<{ Data: { data: { Id: number }[] } }>().Data.data.map((r) => r.Id);
}
