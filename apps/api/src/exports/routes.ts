// Exports of any list (/api/Geral/Exportacao): prepare with the bearer, download with the code.
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import { route } from '../http/route.js';
import { withTenant } from '../db/client.js';
import { localeOf } from '../http/messages/index.js';
import { allRows } from './registry.js';
import { prepareExport, redeemExport, tenantOfCode } from './service.js';
import { csvStream, xlsxStream } from './writers.js';

const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Registers the export routes. */
export function registerExportRoutes(app: FastifyInstance, s: Services): void {
  route(app, 'criarExportacao', ({ body, session, request }) =>
    prepareExport(s.db, session, body, s.now(), localeOf(request.headers['accept-language'])),
  );

  // A long answer: its rows are read page by page while the file streams out, each page in a
  // short transaction of the tenant's scope, instead of one transaction held for the whole file.
  route(app, 'baixarExportacao', { escopoProprio: true }, async ({ params, reply }) => {
    const now = s.now();
    // The code names its tenant; a code moved to another tenant's name is simply not found there.
    const tenantId = tenantOfCode(params.codigo);
    const scoped = <T>(fn: () => Promise<T>) => withTenant(s.db, tenantId, fn);
    const prepared = await scoped(() => redeemExport(s.db, params.codigo, now));
    const rows = allRows(
      prepared.exportable,
      s.db,
      prepared.tenantId,
      prepared.consulta,
      prepared.parametros,
      scoped,
    );
    const day = now.toISOString().slice(0, 10);
    const name = `${prepared.exportable.arquivo}-${day}.${prepared.formato}`;
    const stream =
      prepared.formato === 'xlsx'
        ? xlsxStream(prepared.colunas, rows, prepared.exportable.arquivo, prepared.locale)
        : csvStream(prepared.colunas, rows, prepared.locale);
    return (
      reply
        .header('content-type', types[prepared.formato])
        .header('content-disposition', contentDisposition(name))
        // A file of the portal's data must never be rendered as a page on its origin.
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream)
    );
  });
}
