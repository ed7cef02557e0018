// An import's error report (row, column, value, message in the reader's language) as CSV (`;`,
// UTF-8 with BOM so spreadsheet programs read the accents) or XLSX (exceljs' streaming writer).
// Read from the database in pages, written as a stream: memory stays flat for any number of errors.
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Locale } from '@emplacamento/validators';
import type { Db } from '../db/client.js';
import { csvField } from '../exports/writers.js';
import { importacaoErro } from '../db/schema-registrations.js';
import { renderMessage } from './messages.js';

const PAGE = 5000;

const headers: Record<'pt-BR' | 'en' | 'fr' | 'de', [string, string, string, string]> = {
  'pt-BR': ['Linha', 'Coluna', 'Valor', 'Mensagem'],
  en: ['Row', 'Column', 'Value', 'Message'],
  fr: ['Ligne', 'Colonne', 'Valeur', 'Message'],
  de: ['Zeile', 'Spalte', 'Wert', 'Meldung'],
};

/** The report's lines, in file order, page by page. */
async function* lines(
  db: Db,
  importacaoId: number,
  locale: Locale,
): AsyncGenerator<[number, string, string, string]> {
  let after = { linha: 0, id: 0 };
  for (;;) {
    const page = await db
      .select()
      .from(importacaoErro)
      .where(
        and(
          eq(importacaoErro.importacaoId, importacaoId),
          or(
            gt(importacaoErro.linha, after.linha),
            and(eq(importacaoErro.linha, after.linha), gt(importacaoErro.id, after.id)),
          ),
        ),
      )
      .orderBy(asc(importacaoErro.linha), asc(importacaoErro.id))
      .limit(PAGE);
    for (const e of page)
      yield [e.linha, e.coluna ?? '', e.valor ?? '', renderMessage(e.codigo, locale)];
    const last = page[page.length - 1];
    if (!last || page.length < PAGE) return;
    after = { linha: last.linha, id: last.id };
  }
}

/** The report as CSV. */
export function csvReport(db: Db, importacaoId: number, locale: Locale): Readable {
  const language = locale === 'pt' ? 'pt-BR' : locale;
  async function* generate() {
    yield `\uFEFF${headers[language].join(';')}\r\n`;
    let chunk = '';
    for await (const line of lines(db, importacaoId, locale)) {
      chunk += `${line.map(csvField).join(';')}\r\n`;
      if (chunk.length > 65_536) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  const out = new PassThrough();
  void (async () => {
    try {
      for await (const text of generate())
        if (!out.write(text)) await new Promise((r) => out.once('drain', r));
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** The report as XLSX, one worksheet. */
export function xlsxReport(db: Db, importacaoId: number, locale: Locale): Readable {
  const language = locale === 'pt' ? 'pt-BR' : locale;
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet(headers[language][3]);
  sheet.columns = headers[language].map((header, i) => ({
    header,
    width: [8, 20, 24, 60][i] ?? 20,
  }));
  void (async () => {
    try {
      for await (const line of lines(db, importacaoId, locale)) sheet.addRow(line).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
