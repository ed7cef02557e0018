// The report operations (/api/Emplacamento/Relatorios): the definitions a user may run, a run
// (written to the access history) and its export as CSV (`;`, decimal comma), XLSX or PDF with
// the columns and the labelled totals row the page shows, named by the report's title and period;
// the XLSX and the PDF open with a heading (title, period and compared period, filters in force),
// the XLSX keeps number formats and the PDF writes them in the reader's language.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../http/messages/index.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';
import { csvStream, xlsxStream } from '../exports/writers.js';
import { pdfStream } from '../exports/pdf.js';
import { allowedDefinition, listFor, pageOf, periodOf, recordAccess, runReport } from './engine.js';
import { exportFileName, exportHeading, pageLabel, totalLabel } from './export-file.js';
import { reportTitle } from './texts.js';
import type { Linha } from './definition.js';
import { filterOptions } from './options.js';

const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** Percentages in a file as the page shows them: one decimal. */
const oneDecimal = (value: Linha[string] | undefined) =>
  typeof value === 'number' ? Math.round(value * 10) / 10 : (value ?? null);

/** Registers the report routes. */
export function registerReportRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'listarRelatorios', ({ session, request }) =>
    listFor(session, localeOf(request.headers['accept-language'])),
  );

  route(app, 'filtrosRelatorio', ({ session, params, query }) =>
    filterOptions(s.db, session, allowedDefinition(session, params.nome), query.municipio),
  );

  route(app, 'executarRelatorio', async ({ session, params, body, request }) => {
    const definition = allowedDefinition(session, params.nome);
    const now = s.now();
    const run = await runReport(
      s.db,
      session,
      definition,
      body,
      localeOf(request.headers['accept-language']),
      now,
    );
    await recordAccess(s.db, session, definition.nome, now);
    return pageOf(run, body);
  });

  route(app, 'exportarRelatorio', async ({ session, params, query, body, request, reply }) => {
    const definition = allowedDefinition(session, params.nome);
    const now = s.now();
    const locale = localeOf(request.headers['accept-language']);
    const run = await runReport(s.db, session, definition, body, locale, now);
    // An export is a run the user reads too: written to the access history like an opening.
    await recordAccess(s.db, session, definition.nome, now);
    const percent = new Set(run.Colunas.filter((c) => c.Tipo === 'percentual').map((c) => c.Chave));
    const cells = (row: Linha) =>
      Object.fromEntries(
        run.Colunas.map((c) => [
          c.Chave,
          percent.has(c.Chave) ? oneDecimal(row[c.Chave]) : row[c.Chave],
        ]),
      );
    const columns = run.Colunas.map((c) => ({ campo: c.Chave, titulo: c.Titulo, tipo: c.Tipo }));
    const filtros = body.filtros ?? {};
    const periodo = periodOf(definition, now, filtros);
    const extras = {
      totals: run.Totais ? cells(run.Totais) : null,
      totalLabel: totalLabel(locale),
    };
    const rows = run.Linhas.map(cells);
    const name = exportFileName(definition.nome, periodo, query.formato, locale);
    const title = reportTitle(definition.nome, locale);
    const heading = () =>
      exportHeading(
        s.db,
        session.tenantId,
        definition.nome,
        filtros,
        {
          periodo,
          comparacao: run.Comparacao
            ? { first: run.Comparacao.DataInicial, last: run.Comparacao.DataFinal }
            : null,
        },
        run.DadosAte ?? null,
        locale,
      );
    const stream =
      query.formato === 'xlsx'
        ? xlsxStream(columns, [rows], title, locale, { ...extras, heading: await heading() })
        : query.formato === 'pdf'
          ? pdfStream(columns, rows, locale, {
              ...extras,
              heading: await heading(),
              title,
              pageLabel: (page, pages) => pageLabel(page, pages, locale),
            })
          : csvStream(columns, [rows], locale, extras);
    return reply
      .header('content-type', types[query.formato])
      .header('content-disposition', contentDisposition(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
