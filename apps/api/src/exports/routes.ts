// Exports of any list (/api/Geral/Exportacao): prepare with the bearer, download with the code.
import type { FastifyInstance } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import type { Services } from '../app.js';
import { sessionOf } from '../auth/session.js';
import { allRows } from './registry.js';
import { prepareExport, redeemExport, type ExportRequestBody } from './service.js';
import { csvStream, xlsxStream } from './writers.js';

const base = '/api/Geral/Exportacao';
const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Registers the export routes. */
export function registerExportRoutes(app: FastifyInstance, s: Services): void {
  app.post(base, async (request, reply) =>
    reply
      .code(201)
      .send(
        await prepareExport(s.db, sessionOf(request), request.body as ExportRequestBody, s.now()),
      ),
  );

  app.get(`${base}/:codigo`, async (request, reply) => {
    const now = s.now();
    const prepared = await redeemExport(s.db, (request.params as { codigo: string }).codigo, now);
    const rows = allRows(
      prepared.exportable,
      s.db,
      prepared.tenantId,
      prepared.consulta,
      prepared.parametros,
    );
    const day = now.toISOString().slice(0, 10);
    const name = `${prepared.exportable.arquivo}-${day}.${prepared.formato}`;
    const stream =
      prepared.formato === 'xlsx'
        ? xlsxStream(prepared.colunas, rows, prepared.exportable.arquivo)
        : csvStream(prepared.colunas, rows);
    return reply
      .header('content-type', types[prepared.formato])
      .header('content-disposition', contentDisposition(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
