// The record count of a CSV's first pass (`inspect`, the import's `TotalLinhas` with its header)
// against the rows the reader itself yields from the same bytes, for files of cells with
// separators, quotes, line breaks and blanks, cut into chunks anywhere (a quoted cell or a CRLF
// across two chunks, the file's first quote in a later chunk).
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inspect, readRows } from '../src/registrations/read.js';

/** The bytes cut at `cuts` (positions, any order), as a stream of those chunks. */
const chunked = (bytes: Buffer, cuts: number[]) => {
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const parts = [0, ...at, bytes.length].flatMap((start, i, all) =>
    i + 1 < all.length ? [bytes.subarray(start, all[i + 1])] : [],
  );
  return Readable.from(parts.filter((p) => p.length > 0));
};

const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;

describe('the record count of a CSV', () => {
  it('is the number of rows the reader yields, however the file is cut', async () => {
    const cell = fc.oneof(
      fc.constantFrom('', ' ', 'FIAT', 'BRANCO', 'São Paulo', '12/03/2025'),
      fc
        .array(fc.constantFrom('a', ';', '"', '\n', '\r\n', ' ', 'ç'), { maxLength: 6 })
        .map((parts) => quoted(parts.join(''))),
    );
    const line = fc.oneof(
      fc.array(cell, { minLength: 1, maxLength: 4 }).map((cells) => cells.join(';')),
      fc.constantFrom('', '   ', '\t'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 5 }),
        async (lines, eol, bom, lastEol, cuts) => {
          const text = `${bom ? '\uFEFF' : ''}a;b\n${lines.join(eol)}${lastEol ? eol : ''}`;
          const bytes = Buffer.from(text);
          const inspected = await inspect(chunked(bytes, cuts));
          let rows = 0;
          for await (const row of readRows(chunked(bytes, cuts), inspected)) {
            expect(row.cells.length).toBeGreaterThan(0);
            rows++;
          }
          expect(inspected.linhas).toBe(rows);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts a line break inside a quoted cell as part of its record', async () => {
    const text = 'a;b\n1;"x\ny"\n\n2;"z"""\r\n';
    const inspected = await inspect(Readable.from([Buffer.from(text)]));
    expect(inspected.linhas).toBe(3);
  });
});
