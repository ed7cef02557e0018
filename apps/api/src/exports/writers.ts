// The two file formats of an export, both written as the rows arrive: CSV (UTF-8 with a BOM so
// Excel reads the accents, `;` between fields and a decimal comma, as Brazilian Excel expects)
// and XLSX through exceljs's streaming workbook writer.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A column of the file: the row field and its title in the user's language. */
export interface ExportColumn {
  campo: string;
  titulo: string;
}

/** Pages of rows: read as they come (a list's export) or already in memory (a report's). */
type Rows = AsyncIterable<Record<string, unknown>[]> | Iterable<Record<string, unknown>[]>;

/** A value as a CSV field's text. */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const quoted = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The CSV file of `rows`, one chunk per page. */
export function csvStream(columns: readonly ExportColumn[], rows: Rows): Readable {
  async function* lines() {
    yield `\uFEFF${columns.map((c) => quoted(c.titulo)).join(';')}\r\n`;
    for await (const page of rows) {
      let chunk = '';
      for (const row of page) {
        chunk += `${columns.map((c) => quoted(csvText(row[c.campo]))).join(';')}\r\n`;
      }
      yield chunk;
    }
  }
  return Readable.from(lines());
}

/** A value as an XLSX cell: numbers, booleans and dates keep their type. */
function cellOf(value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return JSON.stringify(value);
}

/** The XLSX file of `rows`: each row is committed (written out) as soon as it is added. */
export function xlsxStream(columns: readonly ExportColumn[], rows: Rows, sheet: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((c) => ({ header: c.titulo, key: c.campo, width: 24 }));
  worksheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const page of rows) {
      for (const row of page) {
        worksheet.addRow(columns.map((c) => cellOf(row[c.campo]))).commit();
      }
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
