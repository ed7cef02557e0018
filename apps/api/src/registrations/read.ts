// Reading a registration file as rows of text cells, streamed: CSV (`;`, header row, UTF-8 or
// Windows-1252) through csv-parse and iconv-lite, XLSX through exceljs' streaming WorkbookReader
// (docs/decisions/0101). A CSV without a single double quote (the registers' exports) is split by
// lines and separators directly: with no quoting there is nothing else to parse, and csv-parse's
// per-character state machine was the largest cost of an import's reading (docs/decisions/0190).
// Memory stays flat whatever the file's size.
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import iconv from 'iconv-lite';

/** The file's format. */
export type Formato = 'csv' | 'xlsx';
/** A CSV file's encoding. */
export type Codificacao = 'utf-8' | 'windows-1252';

/** One row of the file: its number (the header is row 1) and its cells, trimmed. */
export interface LinhaArquivo {
  linha: number;
  cells: string[];
}

/** What a first pass over a file tells: format, encoding and, for CSV, the number of lines. */
export interface Inspecao {
  formato: Formato;
  codificacao: Codificacao | null;
  /**
   * Records of a CSV, header included, as the reader yields them: a line break inside a quoted
   * cell ends no record, a blank line is none, a last line without a newline is one; null for XLSX.
   */
  linhas: number | null;
  /** Whether a CSV holds a double quote anywhere (then only a full CSV parser reads it right). */
  aspas: boolean;
  /** Why the file cannot be read, found before reading it (a reader would fail or exhaust). */
  recusa?: Recusa;
}

/** A file refused by the inspection, with the message code of its import's failure. */
export type Recusa =
  | { codigo: 'arquivo_binario' }
  | { codigo: 'xlsx_grande_demais'; max: number }
  | { codigo: 'xlsx_celula_longa'; max: number };

/** Characters a cell may hold: Excel's own limit. */
export const XLSX_MAX_CELL = 32_767;
/**
 * Bytes of XML between two tags above which a text is taken for more than XLSX_MAX_CELL
 * characters: four bytes each, the most UTF-8 spends (a cell of 32,767 `&amp;` would be refused).
 */
const MAX_TEXT_RUN = XLSX_MAX_CELL * 4;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads the file once: an XLSX is a ZIP (its first bytes say so); a CSV is UTF-8 when every byte
 * decodes as UTF-8, else Windows-1252 (which decodes any byte). A whole pass, not a sample: a
 * file may hold its first accent a million rows down. A file with a NUL byte is no text (a
 * binary, a ZIP that is only its end record): PostgreSQL stores no NUL, and its import failed on
 * every retry. An XLSX is inflated once here (ADR 0233), counted and thrown away (`xlsxLimits`).
 */
export async function inspect(
  stream: Readable,
  xlsxMaxUncompressedBytes: number = Number.POSITIVE_INFINITY,
): Promise<Inspecao> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let utf8 = true;
  let first = true;
  let zip: ((chunk: Buffer) => Recusa | undefined) | undefined;
  let recusa: Recusa | undefined;
  const records = new RecordCounter();
  let quotes = false;
  let nul = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (first) {
      first = false;
      if (chunk.subarray(0, 4).equals(ZIP_MAGIC)) zip = xlsxLimits(xlsxMaxUncompressedBytes);
    }
    if (zip) {
      recusa = zip(chunk);
      if (recusa) {
        stream.destroy();
        break;
      }
      continue;
    }
    if (utf8) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        utf8 = false;
      }
    }
    quotes ||= chunk.includes(0x22);
    records.push(chunk, quotes);
    nul ||= chunk.includes(0);
  }
  if (zip)
    return {
      formato: 'xlsx',
      codificacao: null,
      linhas: null,
      aspas: false,
      ...(recusa ? { recusa } : {}),
    };
  if (utf8) {
    try {
      decoder.decode();
    } catch {
      utf8 = false;
    }
  }
  return {
    formato: 'csv',
    codificacao: utf8 ? 'utf-8' : 'windows-1252',
    linhas: records.end(),
    aspas: quotes,
    ...(nul ? { recusa: { codigo: 'arquivo_binario' } } : {}),
  };
}

/**
 * A check of an XLSX's chunks as they come: its entries inflated (fflate, a chunk at a time) and
 * counted, never kept. Refuses past `maxBytes` uncompressed in all (a zip bomb: exceljs's reader
 * ran out of memory on each attempt), or a run of text longer than a cell may be (exceljs's XML
 * parser holds a text node whole). A damaged ZIP is left to the reader, which fails it.
 */
function xlsxLimits(maxBytes: number): (chunk: Buffer) => Recusa | undefined {
  let total = 0;
  let recusa: Recusa | undefined;
  const unzip = new Unzip((file) => {
    let run = 0;
    file.ondata = (error, data) => {
      if (error || recusa) return;
      total += data.length;
      if (total > maxBytes) {
        recusa = { codigo: 'xlsx_grande_demais', max: maxBytes };
        return;
      }
      let from = 0;
      for (let at = data.indexOf(0x3c); at !== -1; at = data.indexOf(0x3c, from)) {
        run += at - from;
        if (run > MAX_TEXT_RUN) break;
        run = 0;
        from = at + 1;
      }
      if (run <= MAX_TEXT_RUN) run += data.length - from;
      if (run > MAX_TEXT_RUN) recusa = { codigo: 'xlsx_celula_longa', max: XLSX_MAX_CELL };
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  return (chunk) => {
    if (!recusa) {
      try {
        unzip.push(chunk);
      } catch {
        // Damaged: the reader says so with its own error.
      }
    }
    return recusa;
  };
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;
const SEPARATOR = 0x3b;
/** Space, tab and carriage return: what a trimmed cell and a blank line are made of. */
const blank = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Counts a CSV's records from its bytes as the two readers below split them (`;`, `"` and the
 * line break are the same byte in UTF-8 and Windows-1252). Until the file's first double quote,
 * lines are found by `indexOf` and a line is blank when its first bytes are; from there on each
 * byte goes through csv-parse's quoting: a quote opens a cell only at the cell's start (past
 * blanks, `relax_quotes`), `""` inside it is a quote, and a line break inside it ends nothing.
 */
class RecordCounter {
  private records = 0;
  private started = false;
  /** The current line has a non-blank byte. */
  private content = false;
  /** Only blanks since the line's start or the last separator: a quote here opens a cell. */
  private cellStart = true;
  private quoted = false;
  /** A quote seen inside a quoted cell: it closes the cell unless another quote follows. */
  private quoteInQuoted = false;

  push(chunk: Buffer, quotes: boolean): void {
    let from = 0;
    if (!this.started) {
      this.started = true;
      if (chunk.subarray(0, 3).equals(BOM)) from = 3;
    }
    if (quotes) this.quotedBytes(chunk, from);
    else this.plainLines(chunk, from);
  }

  /** The records, a last line without a line break counted. */
  end(): number {
    return this.records + (this.content ? 1 : 0);
  }

  private plainLines(chunk: Buffer, from: number): void {
    let start = from;
    for (let at = chunk.indexOf(NEWLINE, start); at !== -1; at = chunk.indexOf(NEWLINE, start)) {
      if (this.content || this.hasContent(chunk, start, at)) this.records++;
      this.content = false;
      this.cellStart = true;
      start = at + 1;
    }
    let last = chunk.length - 1;
    while (last >= start && blank(chunk[last])) last--;
    if (last >= start) {
      this.content = true;
      this.cellStart = chunk[last] === SEPARATOR;
    }
  }

  private hasContent(chunk: Buffer, start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (!blank(chunk[i])) return true;
    return false;
  }

  private quotedBytes(chunk: Buffer, from: number): void {
    for (let i = from; i < chunk.length; i++) {
      const byte = chunk[i];
      if (this.quoted) {
        if (this.quoteInQuoted) {
          this.quoteInQuoted = false;
          if (byte === QUOTE) continue;
          this.quoted = false;
        } else {
          if (byte === QUOTE) this.quoteInQuoted = true;
          continue;
        }
      }
      if (byte === NEWLINE) {
        if (this.content) this.records++;
        this.content = false;
        this.cellStart = true;
      } else if (!blank(byte)) {
        this.content = true;
        if (byte === QUOTE && this.cellStart) this.quoted = true;
        this.cellStart = byte === SEPARATOR;
      }
    }
  }
}

/** The file's text, decoded from its encoding, in chunks. */
function decoded(stream: Readable, codificacao: Codificacao): AsyncIterable<string> {
  if (codificacao === 'windows-1252')
    return stream.pipe(iconv.decodeStream('win1252')) as AsyncIterable<string>;
  stream.setEncoding('utf8');
  return stream as AsyncIterable<string>;
}

/**
 * The rows of a CSV file without quotes: lines split on `\n` (a `\r` before it dropped), cells on
 * `;`, trimmed; blank lines skipped and the BOM dropped, as csv-parse's options below do.
 */
async function* plainCsvRows(
  stream: Readable,
  codificacao: Codificacao,
): AsyncGenerator<LinhaArquivo> {
  let rest = '';
  let linha = 0;
  const row = (line: string): LinhaArquivo | undefined => {
    linha++;
    const text = linha === 1 && line.startsWith('\uFEFF') ? line.slice(1) : line;
    if (text.trim() === '') return undefined;
    const cells = text.split(';');
    for (let i = 0; i < cells.length; i++) cells[i] = (cells[i] ?? '').trim();
    return { linha, cells };
  };
  function* split(text: string, end: boolean): Generator<LinhaArquivo> {
    let start = 0;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', start)) {
      const found = row(text.slice(start, at));
      start = at + 1;
      if (found) yield found;
    }
    rest = text.slice(start);
    if (end && rest !== '') {
      const found = row(rest);
      if (found) yield found;
    }
  }
  for await (const chunk of decoded(stream, codificacao)) yield* split(rest + chunk, false);
  yield* split(rest, true);
}

/** The rows of a CSV file. */
async function* csvRows(stream: Readable, codificacao: Codificacao): AsyncGenerator<LinhaArquivo> {
  const text = codificacao === 'utf-8' ? stream : stream.pipe(iconv.decodeStream('win1252'));
  const parser = text.pipe(
    parse({
      delimiter: ';',
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  );
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
    yield { linha: item.info.lines, cells: item.record };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A cell's value as the text a CSV would hold (dates dd/MM/yyyy, as typed in the sheet). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    // Excel dates carry no zone: exceljs gives them as UTC midnight.
    return `${pad2(value.getUTCDate())}/${pad2(value.getUTCMonth() + 1)}/${String(value.getUTCFullYear())}`;
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (v.richText)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.result !== undefined) return cellText(v.result);
    if (typeof v.text === 'string') return v.text.trim();
    return '';
  }
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The rows of the first worksheet of an XLSX file. */
async function* xlsxRows(stream: Readable): AsyncGenerator<LinhaArquivo> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // row.values is 1-based (index 0 is empty).
      const values = (row.values as unknown[]).slice(1).map(cellText);
      if (values.every((v) => v === '')) continue;
      yield { linha: row.number, cells: values };
    }
    // Only the first worksheet holds registrations.
    break;
  }
}

/** The rows of a file, header first, read as its inspection (`inspect`) says. */
export function readRows(stream: Readable, inspecao: Inspecao): AsyncGenerator<LinhaArquivo> {
  if (inspecao.formato === 'xlsx') return xlsxRows(stream);
  const codificacao = inspecao.codificacao ?? 'utf-8';
  return inspecao.aspas ? csvRows(stream, codificacao) : plainCsvRows(stream, codificacao);
}
