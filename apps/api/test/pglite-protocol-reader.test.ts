// PGlite's protocol reader is patched (patches/@electric-sql__pglite@0.5.16.patch, docs/decisions/
// 0225): a text field is decoded from a view of the answer's bytes instead of a copy of them, and
// the reader keeps its DataView while the answer's buffer stays the same. Every row the API reads
// from PGlite goes through it, so its answers must be the bytes' text, field for field, however
// the answer is cut into the chunks PostgreSQL writes, with multi-byte characters, empty texts and
// NULLs; and the patch must be in effect (no copy per field).
import fc from 'fast-check';
import { protocol } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';

const encoder = new TextEncoder();

/** A DataRow message ('D') of `fields`, NULL for null, as PostgreSQL writes it. */
function dataRow(fields: readonly (string | null)[]): Uint8Array {
  const encoded = fields.map((field) => (field === null ? null : encoder.encode(field)));
  const length = 4 + 2 + encoded.reduce((total, bytes) => total + 4 + (bytes?.length ?? 0), 0);
  const message = new Uint8Array(1 + length);
  const view = new DataView(message.buffer);
  message[0] = 'D'.charCodeAt(0);
  view.setInt32(1, length);
  view.setInt16(5, fields.length);
  let at = 7;
  for (const bytes of encoded) {
    view.setInt32(at, bytes === null ? -1 : bytes.length);
    at += 4;
    if (bytes !== null) {
      message.set(bytes, at);
      at += bytes.length;
    }
  }
  return message;
}

/** The rows PGlite's parser reads from `bytes` handed to it in chunks cut at `cuts`. */
function parsed(bytes: Uint8Array, cuts: readonly number[]): (string | null)[][] {
  const parser = new protocol.Parser();
  const rows: (string | null)[][] = [];
  const ends = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const to of [...ends, bytes.length]) {
    if (to <= from) continue;
    // A view into a larger buffer, as PGlite hands over the memory it reads answers from.
    parser.parse(bytes.subarray(from, to), (message) => {
      if (message instanceof protocol.messages.DataRowMessage) rows.push(message.fields);
    });
    from = to;
  }
  return rows;
}

describe("PGlite's protocol reader (patched)", () => {
  it('reads every text field of every row, however the answer is cut into chunks', () => {
    const field = fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { maxLength: 12 }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (rows, cuts) => {
          const bytes = Buffer.concat(rows.map(dataRow));
          expect(parsed(bytes, cuts)).toEqual(rows);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads accented and other multi-byte texts as they were written', () => {
    const row = ['São Paulo', 'Concessionária Ômega', '', null, '東京', '🚗 emplacamento', 'ß'];
    expect(parsed(dataRow(row), [])).toEqual([row]);
    expect(parsed(dataRow(row), [9, 10, 11, 23])).toEqual([row]);
  });

  it('copies no bytes per field: text is decoded from a view of the answer', () => {
    const row = Array.from({ length: 50 }, (_, index) => `valor ${String(index)}`);
    const bytes = dataRow(row);
    const slice = vi.spyOn(ArrayBuffer.prototype, 'slice');
    const rows = parsed(bytes, []);
    const copies = slice.mock.calls.length;
    slice.mockRestore();
    expect(rows).toEqual([row]);
    // The one copy of the chunk the parser keeps; unpatched, one more for each of the 50 fields.
    expect(copies).toBe(1);
  });
});
