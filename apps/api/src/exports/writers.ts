// The two file formats of an export, both written as the rows arrive: CSV (UTF-8 with a BOM so
// Excel reads the accents, `;` between fields and a decimal comma, as Brazilian Excel expects)
// and XLSX through exceljs's streaming workbook writer. A report's file also carries its totals
// row, labelled and last; its XLSX a heading (title, period, filters) above a frozen header, and
// number formats by column kind, which the spreadsheet shows in its own locale's separators.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { render, type ServerLocale } from '../http/messages/index.js';
import type { Tipo } from '../reports/definition.js';

/** A column of the file: the row field and its title in the user's language. */
export interface ExportColumn {
  campo: string;
  titulo: string;
  /**
   * The kind of its values (a report column's `Tipo`): numbers, amounts, shares (0–100) and days
   * get a number or date format in XLSX. Without it a cell keeps the value's own type, unformatted.
   */
  tipo?: CellKind;
}

/** The kinds of a report column's values (RelatorioCampo.Tipo). */
export type CellKind = Tipo;

/** What a report's file adds to its rows. */
export interface FileExtras {
  /**
   * The totals row, written last and in bold in XLSX; its first column, when the row leaves it
   * empty, reads `totalLabel`.
   */
  totals?: Record<string, unknown> | null;
  /** The word over the totals row's first column ("Total"). */
  totalLabel?: string;
  /** XLSX and PDF: lines above the header (the title first, in larger bold type). */
  heading?: readonly string[];
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

/** The totals row with its first column labelled, when it leaves that column empty. */
export function labelledTotals(
  columns: readonly ExportColumn[],
  extras: FileExtras,
): Record<string, unknown> | null {
  const { totals, totalLabel } = extras;
  if (!totals) return null;
  const first = columns[0]?.campo;
  if (first === undefined || totalLabel === undefined) return totals;
  const value = totals[first];
  return value === null || value === undefined || value === ''
    ? { ...totals, [first]: totalLabel }
    : totals;
}

/**
 * The CSV file of `rows`, one chunk per page, booleans in `locale`; the totals last. The header
 * stays the first line (no heading): a CSV is read back by programs as much as by people.
 */
export function csvStream(
  columns: readonly ExportColumn[],
  rows: Rows,
  locale: ServerLocale = 'pt-BR',
  extras: FileExtras = {},
): Readable {
  const line = (row: Record<string, unknown>) =>
    `${columns.map((c) => csvCell(row[c.campo], locale)).join(';')}\r\n`;
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvField(c.titulo)).join(';')}\r\n`;
    for await (const page of rows) {
      let chunk = '';
      for (const row of page) chunk += line(row);
      yield chunk;
    }
    const totals = labelledTotals(columns, extras);
    if (totals) yield line(totals);
  }
  return Readable.from(lines());
}

/**
 * Excel's formats by column kind. Shares arrive as 0–100 and are written as fractions under a
 * percent format, so the spreadsheet computes with them as shares; `mm-dd-yy` is Excel's
 * built-in short date (format 14), which each reader sees in their own locale's order.
 */
const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  inteiro: '#,##0',
  decimal: '#,##0.0',
  moeda: '"R$" #,##0.00',
  percentual: '0.0%',
  data: 'mm-dd-yy',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value as an XLSX cell: numbers and dates keep their type, booleans are words of `locale`. */
function cellOf(value: unknown, locale: ServerLocale, kind?: CellKind): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return kind === 'percentual' ? value / 100 : value;
  if (kind === 'data' && typeof value === 'string' && DAY.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  if (typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return yesNo(value, locale);
  return JSON.stringify(value);
}

/** What Excel refuses in a sheet's name, and its length limit. */
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;
const SHEET_NAME_MAX = 31;

/** `name` as Excel accepts a sheet's name. */
const sheetName = (name: string): string =>
  name.replace(SHEET_NAME_REFUSED, '-').slice(0, SHEET_NAME_MAX).trim() || 'Planilha';

const thin = { style: 'thin' as const, color: { argb: 'FF9CA3AF' } };

/**
 * The XLSX file of `rows`: each row is committed (written out) as soon as it is added; booleans
 * in `locale`. The header (bold, shaded) is frozen so it stays on screen while scrolling; the
 * heading's lines, when given, sit above it.
 */
export function xlsxStream(
  columns: readonly ExportColumn[],
  rows: Rows,
  sheet: string,
  locale: ServerLocale = 'pt-BR',
  extras: FileExtras = {},
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const heading = extras.heading ?? [];
  // A blank line between the heading and the header.
  const headerRow = heading.length === 0 ? 1 : heading.length + 2;
  const worksheet = workbook.addWorksheet(sheetName(sheet), {
    views: [{ state: 'frozen', ySplit: headerRow, xSplit: 0 }],
  });
  worksheet.columns = columns.map((c) => ({
    key: c.campo,
    width: Math.min(Math.max(c.titulo.length + 4, c.tipo && c.tipo !== 'texto' ? 14 : 24), 48),
    ...(c.tipo && NUMBER_FORMATS[c.tipo] ? { style: { numFmt: NUMBER_FORMATS[c.tipo] } } : {}),
  }));
  heading.forEach((text, index) => {
    const row = worksheet.addRow([text]);
    row.font = index === 0 ? { bold: true, size: 14 } : { color: { argb: 'FF4B5563' } };
    row.commit();
  });
  if (heading.length > 0) worksheet.addRow([]).commit();
  const header = worksheet.addRow(columns.map((c) => c.titulo));
  columns.forEach((_, index) => {
    const cell = header.getCell(index + 1);
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
    cell.border = { bottom: thin };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  header.commit();
  const cells = (row: Record<string, unknown>) =>
    columns.map((c) => cellOf(row[c.campo], locale, c.tipo));
  void (async () => {
    for await (const page of rows) {
      for (const row of page) worksheet.addRow(cells(row)).commit();
    }
    const totals = labelledTotals(columns, extras);
    if (totals) {
      const row = worksheet.addRow(cells(totals));
      columns.forEach((_, index) => {
        const cell = row.getCell(index + 1);
        cell.font = { bold: true };
        cell.border = { top: thin };
      });
      row.commit();
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
