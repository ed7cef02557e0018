// A report's table as a PDF to print or send (pdfkit, docs/decisions/0264): A4 landscape, the
// heading of the XLSX (title, period and compared period, filters, data until) on the first page,
// the header row again on every page, numbers right-aligned in the reader's own separators, the
// totals row labelled and bold under a rule, and "Página n de m" at the foot of each page. A table
// wider than the page has its type and columns scaled down to the page's width, to a legible
// least; past that, its text wraps between words.
import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { render, type ServerLocale } from '../http/messages/index.js';
import { monthTitle } from '../reports/texts.js';
import { labelledTotals, type ExportColumn, type FileExtras } from './writers.js';

/** What a report's PDF adds to the file's extras: its title and the words of its page footer. */
export interface PdfExtras extends FileExtras {
  /** The document's title (its metadata), the report's title. */
  title: string;
  /** The footer of page `page` of `pages` ("Página 2 de 5"). */
  pageLabel: (page: number, pages: number) => string;
}

/** The page: A4 landscape, with margins a printer keeps clear. */
const MARGIN = 36;
const FOOTER = 18;
/** The table's type size, and the least it is scaled down to for a wide table. */
const SIZE = 8;
const LEAST_SIZE = 6;
/** A cell's padding across and down, at SIZE (scaled with the type). */
const PAD_X = 4;
const PAD_Y = 3;
/** A text column's widest, as a share of the page: a long name wraps rather than take the page. */
const TEXT_COLUMN_MOST = 0.4;

const INK = '#111827';
const MUTED = '#4B5563';
const HEADER_FILL = '#E5E7EB';
const RULE = '#9CA3AF';
const HAIRLINE = '#E5E7EB';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/**
 * The standard PDF fonts write Windows-1252 (every letter of Portuguese, French, German): the
 * narrow no-break space French numbers group with is not in it, the plain no-break space is.
 */
const printable = (text: string) => text.replace(/\u202F/g, '\u00A0');

/** How each kind of value reads in `locale`: counts grouped, shares as percent, amounts in reais. */
function formatsOf(locale: ServerLocale) {
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  return (value: unknown, kind: ExportColumn['tipo']): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean')
      return render({ code: value ? 'valor.sim' : 'valor.nao' }, locale);
    if (typeof value === 'number') {
      // Shares arrive as 0–100, as the page shows them.
      if (kind === 'percentual') return printable(percent.format(value / 100));
      if (kind === 'moeda') return printable(amount.format(value));
      if (kind === 'decimal') return printable(decimal.format(value));
      return printable(whole.format(value));
    }
    if (typeof value === 'string') {
      if (kind === 'data' && DAY.test(value)) return day.format(new Date(`${value}T12:00:00Z`));
      if (kind === 'mes' && MONTH.test(value)) return monthTitle(value, locale);
      return value;
    }
    return value instanceof Date ? day.format(value) : JSON.stringify(value);
  };
}

/** Numbers are read down their column: right-aligned, as the page's table has them. */
const isNumeric = (column: ExportColumn) =>
  column.tipo !== undefined && column.tipo !== 'texto' && column.tipo !== 'mes';

/** The widest word of `text` in the current font: the least its cell can be without breaking it. */
const widestWord = (doc: PDFKit.PDFDocument, text: string) =>
  // Only a plain space breaks a line: the no-break spaces inside a number hold it together.
  Math.max(0, ...text.split(/ +/).map((word) => doc.widthOfString(word)));

/** `widths` narrowed to `room`, each column toward its `least` in proportion to what it has over. */
function narrowed(widths: readonly number[], least: readonly number[], room: number): number[] {
  const sum = widths.reduce((a, b) => a + b, 0);
  const leastSum = least.reduce((a, b) => a + b, 0);
  if (sum <= room) return [...widths];
  // Even at their least the words do not fit: every column in proportion, words broken.
  if (leastSum >= room) return least.map((w) => (w * room) / leastSum);
  const keep = (room - leastSum) / (sum - leastSum);
  return widths.map((w, index) => {
    const floor = least[index] ?? 0;
    return floor + (w - floor) * keep;
  });
}

/**
 * The columns' widths and the type size that fits them on `room`. Each column is as wide as its
 * widest cell (its header may wrap to its widest word), a text column at most a share of the page.
 * A table wider than the page has its type scaled down to LEAST_SIZE; past that its columns are
 * narrowed toward their widest word, their cells wrapping between words.
 */
function layout(
  doc: PDFKit.PDFDocument,
  columns: readonly ExportColumn[],
  cells: readonly string[][],
  totals: readonly string[] | null,
  room: number,
): { widths: number[]; size: number } {
  doc.fontSize(SIZE);
  const natural: number[] = [];
  const least: number[] = [];
  columns.forEach((column, index) => {
    let widest = 0;
    let word = 0;
    const measure = (text: string) => {
      widest = Math.max(widest, doc.widthOfString(text));
      word = Math.max(word, widestWord(doc, text));
    };
    doc.font('Helvetica');
    for (const row of cells) measure(row[index] ?? '');
    doc.font('Helvetica-Bold');
    if (totals) measure(totals[index] ?? '');
    const headerWord = widestWord(doc, column.titulo);
    const header = Math.max(headerWord, Math.min(doc.widthOfString(column.titulo), 90));
    const width = Math.max(widest, header) + 2 * PAD_X;
    least.push(Math.max(word, headerWord) + 2 * PAD_X);
    natural.push(isNumeric(column) ? width : Math.min(width, room * TEXT_COLUMN_MOST));
  });
  const sum = natural.reduce((a, b) => a + b, 0);
  if (sum <= room) return { widths: natural, size: SIZE };
  const size = Math.max(LEAST_SIZE, (SIZE * room) / sum);
  const scale = (w: number) => (w * size) / SIZE;
  return { widths: narrowed(natural.map(scale), least.map(scale), room), size };
}

/**
 * The PDF of a report's `rows` under `columns`, with the extras' heading and labelled totals.
 * The document is laid out whole (its footers need the page count) and read as a stream.
 */
export function pdfStream(
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
  locale: ServerLocale,
  extras: PdfExtras,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: extras.title },
  });
  const format = formatsOf(locale);
  const room = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  const cellsOf = (row: Record<string, unknown>) =>
    columns.map((c) => format(row[c.campo], c.tipo));
  const body = rows.map(cellsOf);
  const totalsRow = labelledTotals(columns, extras);
  const totals = totalsRow ? cellsOf(totalsRow) : null;

  // The heading: the title larger and bold, the other lines muted.
  (extras.heading ?? []).forEach((line, index) => {
    if (index === 0) doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
    else doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(printable(line), MARGIN, doc.y, { width: room });
    if (index === 0) doc.moveDown(0.3);
  });
  if ((extras.heading ?? []).length > 0) doc.moveDown(0.8);

  const { widths, size } = layout(doc, columns, body, totals, room);
  const scale = size / SIZE;
  const padX = PAD_X * scale;
  const padY = PAD_Y * scale;
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const lefts = widths.map(
    (_, index) => MARGIN + widths.slice(0, index).reduce((a, b) => a + b, 0),
  );

  const heightOf = (texts: readonly string[], font: string) => {
    doc.font(font).fontSize(size);
    return (
      Math.max(
        doc.currentLineHeight(true),
        ...texts.map((text, index) =>
          doc.heightOfString(text, { width: (widths[index] ?? 0) - 2 * padX }),
        ),
      ) +
      2 * padY
    );
  };
  const draw = (texts: readonly string[], font: string, y: number, height: number) => {
    doc.font(font).fontSize(size).fillColor(INK);
    texts.forEach((text, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(text, (lefts[index] ?? 0) + padX, y + padY, {
        width: (widths[index] ?? 0) - 2 * padX,
        height: height - 2 * padY + 1,
        align: isNumeric(column) ? 'right' : 'left',
      });
    });
  };
  const rule = (y: number, color: string, width = 0.5) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + tableWidth, y)
      .lineWidth(width)
      .strokeColor(color)
      .stroke();

  const titles = columns.map((c) => printable(c.titulo));
  const headerHeight = heightOf(titles, 'Helvetica-Bold');
  const header = (y: number) => {
    doc.rect(MARGIN, y, tableWidth, headerHeight).fill(HEADER_FILL);
    draw(titles, 'Helvetica-Bold', y, headerHeight);
    rule(y + headerHeight, RULE);
    return y + headerHeight;
  };

  let y = header(doc.y);
  const place = (height: number) => {
    if (y + height > bottom()) {
      doc.addPage();
      y = header(MARGIN);
    }
  };
  for (const texts of body) {
    const height = heightOf(texts, 'Helvetica');
    place(height);
    draw(texts, 'Helvetica', y, height);
    y += height;
    rule(y, HAIRLINE, 0.4);
  }
  if (totals) {
    const height = heightOf(totals, 'Helvetica-Bold');
    place(height);
    rule(y, INK, 0.8);
    draw(totals, 'Helvetica-Bold', y, height);
    y += height;
  }

  // The footers, once the page count is known; written in the bottom margin, which pdfkit would
  // otherwise answer with a new page.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        printable(extras.pageLabel(index - start + 1, count)),
        MARGIN,
        doc.page.height - MARGIN,
        { width: room, align: 'right', lineBreak: false },
      );
  }
  doc.end();
  return doc;
}
