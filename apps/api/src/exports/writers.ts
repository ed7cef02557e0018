// The two file formats of an export, both written as the rows arrive: CSV (UTF-8 with a BOM so
// Excel reads the accents, `;` between fields and a decimal comma, as Brazilian Excel expects)
// and XLSX through exceljs's streaming workbook writer.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { render, type ServerLocale } from '../http/messages/index.js';

/** A column of the file: the row field and its title in the user's language. */
export interface ExportColumn {
  campo: string;
  titulo: string;
}

/** Pages of rows: read as they come (a list's export) or already in memory (a report's). */
type Rows = AsyncIterable<Record<string, unknown>[]> | Iterable<Record<string, unknown>[]>;

/** A boolean cell as a word of the file's language ("Sim", "Yes", "Oui", "Ja"). */
const yesNo = (value: boolean, locale: ServerLocale) =>
  render({ code: value ? 'valor.sim' : 'valor.nao' }, locale);

/** A value as a CSV field's text, booleans in `locale`. */
export function csvText(value: unknown, locale: ServerLocale = 'pt-BR'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return yesNo(value, locale);
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What makes a spreadsheet read a cell as a formula (OWASP's CSV injection guidance): a text that
 * starts with one of these is written after a single quote, which Excel and LibreOffice read as
 * "text" and do not show. A dealership named `=HYPERLINK(...)` is otherwise a link in the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted when it holds `;`, a quote or a line break. */
const quoted = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * A CSV field of a cell: text neutralised against formulas, then quoted; a number is written as
 * one (`-5,5` stays a negative number).
 */
export const csvField = (value: string | number): string =>
  typeof value === 'number' || !FORMULA_START.test(value)
    ? quoted(String(value))
    : quoted(`'${value}`);

/** The CSV field of a row's value, booleans in `locale`. */
const csvCell = (value: unknown, locale: ServerLocale) =>
  typeof value === 'number' ? quoted(csvText(value)) : csvField(csvText(value, locale));

/** The CSV file of `rows`, one chunk per page, booleans in `locale`. */
export function csvStream(
  columns: readonly ExportColumn[],
  rows: Rows,
  locale: ServerLocale = 'pt-BR',
): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvField(c.titulo)).join(';')}\r\n`;
    for await (const page of rows) {
      let chunk = '';
      for (const row of page) {
        chunk += `${columns.map((c) => csvCell(row[c.campo], locale)).join(';')}\r\n`;
      }
      yield chunk;
    }
  }
  return Readable.from(lines());
}

/** A value as an XLSX cell: numbers and dates keep their type, booleans are words of `locale`. */
function cellOf(value: unknown, locale: ServerLocale): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return yesNo(value, locale);
  return JSON.stringify(value);
}

/**
 * The XLSX file of `rows`: each row is committed (written out) as soon as it is added; booleans
 * in `locale`.
 */
export function xlsxStream(
  columns: readonly ExportColumn[],
  rows: Rows,
  sheet: string,
  locale: ServerLocale = 'pt-BR',
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((c) => ({ header: c.titulo, key: c.campo, width: 24 }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const page of rows) {
      for (const row of page) {
        worksheet.addRow(columns.map((c) => cellOf(row[c.campo], locale))).commit();
      }
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
