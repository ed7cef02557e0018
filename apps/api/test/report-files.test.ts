// A report's files as people read them (docs/decisions/0254, 0264), on a real database (PGlite,
// and PostgreSQL with TEST_DATABASE=postgres): the XLSX heading names the compared period when the
// run compares, in each language; the PDF, read back with unpdf (pdf.js), says the title, the
// period and the compared period, the header on every page, the figures counted here straight from
// `emplacamento` in the reader's number format, a labelled totals row and "Página n de m"; a wide
// table keeps to the page's width; the PDF keeps the permission and scope of the other formats.
import { messages } from '@emplacamento/i18n';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { auth, login, problemOf, type RequestHeaders } from './helpers.js';
import { BASE, sumOf, useReportFixture } from './reports-helpers.js';

/** The report events of the reports under test: Marca, the dynamic table. */
const EVENTS = [201, 225];
/** A4 landscape, in points, and the document's margin. */
const PAGE_WIDTH = 841.89;
const MARGIN = 36;

const MARCH = { dataInicial: '2025-03-01', dataFinal: '2025-03-31' };
const YEAR = { dataInicial: '2024-07-01', dataFinal: '2025-06-20' };

/** A PDF's pages as text, their runs of white space (no-break spaces too) made one space. */
async function pagesOf(response: LightMyRequestResponse): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

/** The right edge of the rightmost text of each page of a PDF, and the type sizes it uses, in points. */
async function layoutOf(response: LightMyRequestResponse) {
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const edges: number[] = [];
  const sizes = new Set<number>();
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    let edge = 0;
    for (const item of content.items)
      if ('str' in item && item.str.trim() !== '') {
        edge = Math.max(edge, (item.transform[4] as number) + item.width);
        sizes.add(Math.round((item.transform[0] as number) * 100) / 100);
      }
    edges.push(edge);
  }
  return { edges, sizes: [...sizes] };
}

describe('report files', () => {
  const { ctx, state, direct, area } = useReportFixture(EVENTS);

  const file = (
    nome: string,
    formato: string,
    body: object,
    headers: RequestHeaders = ctx.admin,
  ): Promise<LightMyRequestResponse> =>
    ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Exportar?formato=${formato}`,
      headers,
      payload: body,
    });

  async function sheetOf(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    return sheet;
  }

  it('the XLSX heading names the compared period in each language, and no other when none', async () => {
    const compared = { filtros: MARCH, comparar: 'periodoAnterior' };
    const pt = await sheetOf(await file('Marca', 'xlsx', compared));
    expect(pt.getRow(2).getCell(1).value).toBe(
      'Período: 01/03/2025 – 31/03/2025, comparado com 01/02/2025 – 28/02/2025',
    );
    const expected = {
      en: 'Period: 3/1/25 – 3/31/25, compared with 2/1/25 – 2/28/25',
      fr: 'Période: 01/03/2025 – 31/03/2025, comparé avec 01/02/2025 – 28/02/2025',
      de: 'Zeitraum: 01.03.25 – 31.03.25, verglichen mit 01.02.25 – 28.02.25',
    } as const;
    for (const [locale, line] of Object.entries(expected)) {
      const sheet = await sheetOf(
        await file('Marca', 'xlsx', compared, { ...ctx.admin, 'accept-language': locale }),
      );
      // Each language's own label before the period, as its page writes it.
      const label = messages[locale as keyof typeof expected].reports.filters.period;
      expect(line.startsWith(label)).toBe(true);
      expect(sheet.getRow(2).getCell(1).value).toBe(line);
    }
    const yearBefore = await sheetOf(
      await file('Marca', 'xlsx', { filtros: MARCH, comparar: 'anoAnterior' }),
    );
    expect(yearBefore.getRow(2).getCell(1).value).toBe(
      'Período: 01/03/2025 – 31/03/2025, comparado com 01/03/2024 – 31/03/2024',
    );
    const alone = await sheetOf(await file('Marca', 'xlsx', { filtros: MARCH }));
    expect(alone.getRow(2).getCell(1).value).toBe('Período: 01/03/2025 – 31/03/2025');
    // The CSV keeps its header as its first line, heading or not (0254).
    const csv = await file('Marca', 'csv', compared);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Marca;Emplacamentos;/);
  });

  it('the PDF: title, periods, header, figures in the reader’s format, labelled totals, pages', async () => {
    const body = { filtros: YEAR, comparar: 'anoAnterior' };
    const response = await file('Marca', 'pdf', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent('Emplacamentos por marca 2024-07-01 – 2025-06-20.pdf'),
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesOf(response);
    const text = pages.join(' ');
    expect(text).toContain('Emplacamentos por marca');
    expect(text).toContain(
      'Período: 01/07/2024 – 20/06/2025, comparado com 01/07/2023 – 20/06/2024',
    );
    expect(text).toMatch(/Dados até \d\d\/\d\d\/\d{4}/);
    expect(text).toContain('Emplacamentos (ano anterior)');
    // The totals row: its label, then the year's registrations with the thousands grouped.
    const counted = await direct('e.fabricante_id', YEAR.dataInicial, YEAR.dataFinal);
    const total = sumOf(counted);
    expect(total).toBeGreaterThan(999);
    const grouped = new Intl.NumberFormat('pt-BR').format(total);
    expect(grouped).toContain('.');
    expect(text).toContain(`Total ${grouped}`);
    // Its share is the whole market's, in a percent of the reader's.
    expect(text).toMatch(/100,0 ?%/);
    pages.forEach((page, index) => {
      expect(page).toContain(`Página ${String(index + 1)} de ${String(pages.length)}`);
    });

    // In English: its words and its separators.
    const en = await pagesOf(
      await file('Marca', 'pdf', body, { ...ctx.admin, 'accept-language': 'en' }),
    );
    const english = en.join(' ');
    expect(english).toContain('Registrations by brand');
    expect(english).toContain('Period: 7/1/24 – 6/20/25, compared with 7/1/23 – 6/20/24');
    expect(english).toContain(`Total ${new Intl.NumberFormat('en').format(total)}`);
    expect(english).toContain(`Page 1 of ${String(en.length)}`);
  });

  it('a long, wide table: its header on every page, every page numbered, scaled to the page', async () => {
    // Every model of every brand by month over two years: hundreds of rows, 24 month columns,
    // wider than the page at the table's own type size.
    const filtros = { dataInicial: '2023-07-01', dataFinal: YEAR.dataFinal };
    const body = { filtros, dimensoes: ['marca', 'modelo'], colunas: ['mes'] };
    const response = await file('EmplacamentoPivotGrid', 'pdf', body);
    expect(response.statusCode, response.body).toBe(200);
    const pages = await pagesOf(response);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page, `page ${String(index + 1)}`).toContain('Marca Modelo jul. de 2023 ago. de 2023');
      expect(page).toContain(`Página ${String(index + 1)} de ${String(pages.length)}`);
    });
    const counted = await direct('e.fabricante_id', filtros.dataInicial, filtros.dataFinal);
    expect(pages.at(-1)).toMatch(
      new RegExp(
        `Total( [\\d.]+)+ ${new Intl.NumberFormat('pt-BR').format(sumOf(counted))} Página`,
      ),
    );
    const { edges, sizes } = await layoutOf(response);
    for (const edge of edges) expect(edge).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
    // Its type was scaled down from 8 points to fit, not past the legible least.
    const table = Math.min(...sizes);
    expect(table).toBeLessThan(8);
    expect(table).toBeGreaterThanOrEqual(6);
  });

  it('keeps the permission and scope of the other formats, and refuses a format it has not', async () => {
    // A dealership user's PDF counts its influence area only.
    const mine = await pagesOf(await file('Marca', 'pdf', { filtros: YEAR }, state.concessionario));
    const counted = await direct('e.fabricante_id', YEAR.dataInicial, YEAR.dataFinal, area());
    expect(mine.join(' ')).toContain(
      `Total ${new Intl.NumberFormat('pt-BR').format(sumOf(counted))}`,
    );
    const faturamento = auth((await login(ctx.server.app, 'faturamento')).token);
    expect(problemOf(await file('Marca', 'pdf', { filtros: MARCH }, faturamento)).status).toBe(403);
    // Another tenant's brand is unknown here.
    const theirs = problemOf(
      await file('Marca', 'pdf', { filtros: { ...MARCH, fabricanteId: [state.own] } }, ctx.other),
    );
    expect(theirs.status).toBe(400);
    const en = { ...ctx.admin, 'accept-language': 'en' };
    const bad = await file('Marca', 'doc', { filtros: MARCH }, en);
    expect(bad.statusCode).toBe(400);
    const problem = problemOf(bad);
    expect(problem.errors?.[0]?.field).toBe('formato');
    expect(problem.errors?.[0]?.message).toMatch(/formato/);
  });
});
