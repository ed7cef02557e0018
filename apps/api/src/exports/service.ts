// Prepared exports: POST checks the list's permission and the call now and stores a one-time
// code (its hash) for 60 seconds; the download spends it in one statement, so a link works once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { sha256 } from '../auth/tokens.js';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { exportacao } from '../db/schema-exports.js';
import type { PagingRequest } from '../http/paging.js';
import type { ServerLocale } from '../http/messages/index.js';
import { forbidden, HttpProblem, invalid, notFound } from '../http/problem.js';
import { exportables, type Exportable } from './registry.js';
import type { ExportColumn } from './writers.js';

/** Seconds a download link lives. */
export const EXPORT_CODE_SECONDS = 60;

/** SolicitacaoExportacao. */
export interface ExportRequestBody {
  operacao: string;
  formato: 'csv' | 'xlsx';
  colunas: ExportColumn[];
  consulta: Record<string, unknown>;
  parametros?: Record<string, string | number | boolean>;
}

/** What a download streams. */
export interface PreparedExport {
  tenantId: string;
  exportable: Exportable;
  formato: 'csv' | 'xlsx';
  colunas: ExportColumn[];
  consulta: PagingRequest;
  parametros: Record<string, unknown>;
  /** The language of the request that prepared it: the file's booleans are its words. */
  locale: ServerLocale;
}

/**
 * Where a prepared export keeps its language: among the stored parameters, under a name the
 * server sets (the download is a bare link, so the language must travel with the code).
 */
const LOCALE_KEY = 'idioma';
const LOCALES: readonly ServerLocale[] = ['pt-BR', 'en', 'fr', 'de'];

/** Checks an export request against the list it names; 400/403 as that list would answer. */
export async function prepareExport(
  db: Db,
  session: Session,
  body: ExportRequestBody,
  now: Date,
  locale: ServerLocale = 'pt-BR',
): Promise<{ url: string; expiraEm: string }> {
  const exportable = exportables[body.operacao];
  if (!exportable) {
    throw invalid([
      { field: 'operacao', message: `A lista ${body.operacao} não pode ser exportada` },
    ]);
  }
  const allowed = exportable.leitor
    ? await exportable.leitor(db, session)
    : session.can('manage', exportable.permissao);
  if (!allowed) throw forbidden();
  const unknown = body.colunas.findIndex((c) => !exportable.campos.has(c.campo));
  if (unknown >= 0) {
    throw invalid([
      {
        field: `colunas.${unknown}.campo`,
        message: `Coluna desconhecida: ${body.colunas[unknown]?.campo}`,
      },
    ]);
  }
  const consulta = { ...body.consulta, draw: 1, start: 0, length: 1 } as PagingRequest;
  // The caller's own scope is the server's to say: it overrides any parameter of that name.
  const parametros = {
    ...(body.parametros ?? {}),
    ...(exportable.escopo ? await exportable.escopo(db, session) : {}),
  };
  // One row now: a wrong order or filter answers 400 here, not halfway through a download.
  await exportable.page(db, session.tenantId, consulta, parametros);
  // The tenant goes in front of the secret: the download link has no Domain header, and the rows
  // of an export can only be read in its tenant's scope.
  const code = `${session.tenantId}.${randomBytes(24).toString('base64url')}`;
  const expiraEm = new Date(now.getTime() + EXPORT_CODE_SECONDS * 1000);
  await db.delete(exportacao).where(lt(exportacao.expiraEm, new Date(now.getTime() - 3_600_000)));
  await db.insert(exportacao).values({
    codigoHash: sha256(code),
    tenantId: session.tenantId,
    usuarioId: session.usuario.id,
    operacao: body.operacao,
    formato: body.formato,
    colunas: body.colunas,
    consulta,
    parametros: { ...parametros, [LOCALE_KEY]: locale },
    expiraEm,
  });
  return { url: `/api/Geral/Exportacao/${code}`, expiraEm: expiraEm.toISOString() };
}

const gone = () =>
  new HttpProblem(
    410,
    'exportacao-expirada',
    'Link expirado',
    'Este link de exportação já foi usado ou expirou. Exporte novamente.',
  );

const CODE = /^[a-z0-9-]{1,40}\.[A-Za-z0-9_-]{20,64}$/;

/**
 * The tenant a download code names; 404 for anything not shaped like a code, before it can reach
 * the database as a tenant name (a NUL byte there was a 500).
 */
export function tenantOfCode(code: string): string {
  if (!CODE.test(code)) throw notFound('Exportação não encontrada.');
  return code.slice(0, code.indexOf('.'));
}

/** Spends a code: what to stream, 404 for a code never issued, 410 for a used or expired one. */
export async function redeemExport(db: Db, code: string, now: Date): Promise<PreparedExport> {
  if (!CODE.test(code)) throw notFound('Exportação não encontrada.');
  const hash = sha256(code);
  const [row] = await db
    .update(exportacao)
    .set({ usadoEm: now })
    .where(
      and(
        eq(exportacao.codigoHash, hash),
        isNull(exportacao.usadoEm),
        gt(exportacao.expiraEm, now),
      ),
    )
    .returning();
  if (!row) {
    const [known] = await db
      .select({ hash: exportacao.codigoHash })
      .from(exportacao)
      .where(eq(exportacao.codigoHash, hash));
    throw known ? gone() : notFound('Exportação não encontrada.');
  }
  const exportable = exportables[row.operacao];
  if (!exportable) throw notFound('Exportação não encontrada.');
  const { [LOCALE_KEY]: language, ...parametros } = (row.parametros ?? {}) as Record<
    string,
    unknown
  >;
  return {
    tenantId: row.tenantId,
    exportable,
    formato: row.formato === 'xlsx' ? 'xlsx' : 'csv',
    colunas: row.colunas as ExportColumn[],
    consulta: row.consulta as PagingRequest,
    parametros,
    locale: LOCALES.find((known) => known === language) ?? 'pt-BR',
  };
}
