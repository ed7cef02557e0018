// Imports as the contract shows them (registrations and billings alike): create (idempotent per
// file hash, or replace), list, one import, cancel. The work itself runs as a job (importer.ts).
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Locale } from '@emplacamento/validators';
import type { Session } from '../auth/session.js';
import { queryRows, type Db } from '../db/client.js';
import { arquivo } from '../db/schema-files.js';
import {
  importacao,
  importacaoErro,
  type StatusProcessamento,
} from '../db/schema-registrations.js';
import { usuario } from '../db/schema.js';
import { maySee } from '../files/access.js';
import type { HttpProblem } from '../http/problem.js';
import { problemOf } from '../http/problem.js';
import { searchAny } from '../http/listing.js';
import { envelope, orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { cancelJobs, enqueue } from '../jobs/queue.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import type { TipoImportacao } from './kind.js';
import { renderMessage } from './messages.js';
import { publishEnd, publishMarker } from './progress.js';

/** The job type of an import (of any kind: the import's row names it). */
export const JOB_IMPORTACAO = 'importacao-emplacamento';

/** Path of one import (the link a refused duplicate answers). */
export const importacaoPath = (id: number) =>
  `/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(id)}`;

/** The body of CriarImportacao. */
export interface CriarImportacao {
  ArquivoGuid: string;
  Formato?: 'csv' | 'xlsx';
  Codificacao?: 'utf-8' | 'windows-1252';
  AtualizarDashboard?: boolean;
  Substituir?: boolean;
}

/** The contract's `ErroImportacao`. */
export interface ErroImportacao {
  Linha: number;
  Coluna: string | null;
  Valor: string | null;
  Mensagem: string;
}

/** The contract's `Importacao`. */
export interface ImportacaoDto {
  Id: number;
  Tipo: 'Emplacamento' | 'Faturamento';
  Status: StatusProcessamento;
  Progresso: number;
  ArquivoNome: string;
  ArquivoGuid: string;
  TotalLinhas: number | null;
  LinhasProcessadas: number;
  LinhasImportadas: number;
  LinhasComErro: number;
  VersoesNaoMapeadas: number;
  ColunasIgnoradas: string[];
  Mensagem: string | null;
  RelatorioErrosArquivoId: null;
  UrlRelatorioErros: string | null;
  SubstituiId: number | null;
  SubstituidaPorId: number | null;
  Erros?: ErroImportacao[];
  UsuarioId: number;
  UsuarioNome: string;
  DataCriacao: string;
  DataInicio: string | null;
  DataFim: string | null;
}

type Row = typeof importacao.$inferSelect & { usuarioNome: string | null };

const FINAL: readonly StatusProcessamento[] = [
  'Concluida',
  'ConcluidaComErros',
  'Falhou',
  'Cancelada',
];

function progressOf(row: Row): number {
  if (FINAL.includes(row.status)) return 100;
  if (row.status === 'Pendente' || !row.totalLinhas) return 0;
  return Math.min(95, Math.round((row.linhasProcessadas / row.totalLinhas) * 950) / 10);
}

/** A row as the contract shows it, messages in `locale`. */
export function toDto(row: Row, locale: Locale, erros?: ErroImportacao[]): ImportacaoDto {
  return {
    Id: row.id,
    Tipo: row.tipo,
    Status: row.status,
    Progresso: progressOf(row),
    ArquivoNome: row.arquivoNome,
    ArquivoGuid: row.arquivoHash,
    TotalLinhas: row.totalLinhas,
    LinhasProcessadas: row.linhasProcessadas,
    LinhasImportadas: row.linhasImportadas,
    LinhasComErro: row.linhasComErro,
    VersoesNaoMapeadas: row.versoesNaoMapeadas,
    ColunasIgnoradas: row.colunasIgnoradas,
    Mensagem: row.mensagem === null ? null : renderMessage(row.mensagem, locale),
    RelatorioErrosArquivoId: null,
    UrlRelatorioErros:
      row.linhasComErro > 0
        ? `/api/Emplacamento/ImportacaoEmplacamento/RelatorioErros?id=${String(row.id)}`
        : null,
    SubstituiId: row.substituiId,
    SubstituidaPorId: row.substituidaPorId,
    ...(erros ? { Erros: erros } : {}),
    UsuarioId: row.usuarioId,
    UsuarioNome: row.usuarioNome ?? '',
    DataCriacao: row.dataCriacao.toISOString(),
    DataInicio: row.dataInicio?.toISOString() ?? null,
    DataFim: row.dataFim?.toISOString() ?? null,
  };
}

const selectRows = (db: Db) =>
  db
    .select({ ...getTableColumns(importacao), usuarioNome: usuario.nome })
    .from(importacao)
    .leftJoin(
      usuario,
      and(eq(usuario.tenantId, importacao.tenantId), eq(usuario.id, importacao.usuarioId)),
    );

/** One import of the tenant (of one of `tipos` when given), or undefined. */
async function findRow(
  db: Db,
  tenantId: string,
  id: number,
  tipos?: readonly TipoImportacao[],
): Promise<Row | undefined> {
  const [row] = await selectRows(db).where(
    and(
      eq(importacao.tenantId, tenantId),
      eq(importacao.id, id),
      tipos ? inArray(importacao.tipo, [...tipos]) : undefined,
    ),
  );
  return row;
}

/**
 * Characters of an offending value an import's answer shows: a value of a file can be 100,000
 * characters, and 100 of them made answers of several MB. The error report holds it whole.
 */
export const VALOR_SHOWN = 200;

/** `valor` cut to VALOR_SHOWN characters, ending with `…` when cut (never half a surrogate pair). */
const shown = (valor: string | null) => {
  if (valor === null || valor.length <= VALOR_SHOWN) return valor;
  const cut = valor.slice(0, VALOR_SHOWN);
  return `${/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut}…`;
};

/** Error lines of an import in file order; `limit` for the first ones. */
export async function errorsOf(
  db: Db,
  importacaoId: number,
  locale: Locale,
  limit?: number,
): Promise<ErroImportacao[]> {
  const query = db
    .select()
    .from(importacaoErro)
    .where(eq(importacaoErro.importacaoId, importacaoId))
    .orderBy(asc(importacaoErro.linha), asc(importacaoErro.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((e) => ({
    Linha: e.linha,
    Coluna: e.coluna,
    Valor: shown(e.valor),
    Mensagem: renderMessage(e.codigo, locale),
  }));
}

/**
 * One import with its first 100 errors; 404 in another tenant or when it is not of the kinds the
 * caller's screens may see (`tipos`).
 */
export async function obterImportacao(
  db: Db,
  tenantId: string,
  id: number,
  locale: Locale,
  tipos?: readonly TipoImportacao[],
): Promise<ImportacaoDto> {
  const row = await findRow(db, tenantId, id, tipos);
  if (!row) throw problemOf(404, 'nao-encontrado', 'detalhe.importacao-nao-encontrada');
  return toDto(row, locale, await errorsOf(db, row.id, locale, 100));
}

/** A live import of the same content, refused unless the user asks to replace it. */
function duplicate(existing: { id: number; arquivoNome: string }): HttpProblem {
  const problem = problemOf(409, 'conflito', 'detalhe.arquivo-ja-importado', {
    id: existing.id,
    arquivo: existing.arquivoNome,
  });
  problem.link = importacaoPath(existing.id);
  return problem;
}

/** How an import of a kind is created. */
export interface ComoCriar {
  tipo: TipoImportacao;
  /** A live import of the same file: answer it (idempotent upload) rather than refuse it (409). */
  devolverExistente?: boolean;
}

/** Creates and queues an import of an uploaded file. */
export async function criarImportacao(
  db: Db,
  publisher: RealtimePublisher,
  session: Session,
  body: CriarImportacao,
  locale: Locale,
  como: ComoCriar = { tipo: 'Emplacamento' },
): Promise<ImportacaoDto> {
  const { tenantId } = session;
  const files = await db
    .select()
    .from(arquivo)
    .where(and(eq(arquivo.tenantId, tenantId), eq(arquivo.hash, body.ArquivoGuid.toLowerCase())))
    .orderBy(desc(arquivo.id));
  const file = files.find((f) => maySee(session, f));
  if (!file) throw problemOf(404, 'nao-encontrado', 'detalhe.arquivo-nao-enviado');
  const id = await db.transaction(async (tx) => {
    // Two requests for the same file at once: the second waits here and then sees the first.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`importacao:${tenantId}:${file.hash}`}))`,
    );
    const [live] = await tx
      .select({ id: importacao.id, arquivoNome: importacao.arquivoNome, status: importacao.status })
      .from(importacao)
      .where(
        and(
          eq(importacao.tenantId, tenantId),
          eq(importacao.tipo, como.tipo),
          eq(importacao.arquivoHash, file.hash),
          sql`substituida_por_id is null and status not in ('Falhou', 'Cancelada')`,
        ),
      );
    if (live && !body.Substituir) {
      if (como.devolverExistente) return live.id;
      throw duplicate(live);
    }
    if (live && !FINAL.includes(live.status))
      throw problemOf(409, 'conflito', 'detalhe.importacao-em-andamento');
    // The new id first: the first import points at its replacement before the replacement
    // exists, so the one-live-import-per-file index never sees two live rows.
    const [next] = await queryRows<{ id: string | number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('importacao', 'id')) as id`,
    );
    const newId = Number(next?.id);
    if (live)
      await tx
        .update(importacao)
        .set({ substituidaPorId: newId })
        .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, live.id)));
    // The marker exists before the job can start, so every progress write finds it.
    const marker = await publishMarker(
      publisher,
      tx,
      tenantId,
      session.usuario.id,
      newId,
      file.nome,
      como.tipo,
    );
    await tx.insert(importacao).values({
      id: newId,
      tenantId,
      tipo: como.tipo,
      arquivoId: file.id,
      arquivoHash: file.hash,
      arquivoNome: file.nome,
      usuarioId: session.usuario.id,
      atualizarDashboard: body.AtualizarDashboard ?? true,
      substituiId: live?.id ?? null,
      marcadorId: marker,
    });
    await enqueue(tx, tenantId, JOB_IMPORTACAO, { importacaoId: newId });
    return newId;
  });
  const row = await findRow(db, tenantId, id);
  if (!row) throw new Error('import vanished');
  return toDto(row, locale);
}

/** The list filter of the contract (`FiltroImportacoes`). */
export interface FiltroImportacoes {
  status?: StatusProcessamento;
  dataInicial?: string;
  dataFinal?: string;
  usuarioId?: number;
}

/** The columns the import history sorts by (the contract's field names). */
const importacaoColumns = {
  Id: importacao.id,
  ArquivoNome: importacao.arquivoNome,
  UsuarioNome: usuario.nome,
  DataCriacao: importacao.dataCriacao,
  Status: importacao.status,
  TotalLinhas: importacao.totalLinhas,
  LinhasImportadas: importacao.linhasImportadas,
  LinhasComErro: importacao.linhasComErro,
};

/** Imports of the tenant, newest first unless the request orders them; searched by file or user. */
export async function listarImportacoes(
  db: Db,
  tenantId: string,
  request: PagingRequest<FiltroImportacoes>,
  paginar: boolean,
  locale: Locale,
  tipo: TipoImportacao = 'Emplacamento',
): Promise<ListEnvelope<ImportacaoDto>> {
  const f = request.userdata ?? {};
  const base = and(eq(importacao.tenantId, tenantId), eq(importacao.tipo, tipo));
  // Calendar days of São Paulo, as the portal shows them.
  const day = (d: string) => sql`(${d}::timestamp at time zone 'America/Sao_Paulo')`;
  const where = and(
    base,
    f.status ? eq(importacao.status, f.status) : undefined,
    f.usuarioId ? eq(importacao.usuarioId, f.usuarioId) : undefined,
    f.dataInicial ? gte(importacao.dataCriacao, day(f.dataInicial) as SQL<Date>) : undefined,
    f.dataFinal
      ? lt(importacao.dataCriacao, sql`${day(f.dataFinal)} + interval '1 day'`)
      : undefined,
    searchAny(request.search?.value, [sql`${importacao.arquivoNome}`, sql`${usuario.nome}`]),
  );
  const order = request.order?.length
    ? orderBy(request.order, importacaoColumns, importacao.id)
    : [desc(importacao.dataCriacao), desc(importacao.id)];
  const query = selectRows(db)
    .where(where)
    .orderBy(...order);
  // One query after the other: inside the request's tenant transaction they share one client.
  const [total] = await db.select({ n: count() }).from(importacao).where(base);
  // The search reaches the user's name, so the filtered count joins as the rows do.
  const [filtered] = await db
    .select({ n: count() })
    .from(importacao)
    .leftJoin(
      usuario,
      and(eq(usuario.tenantId, importacao.tenantId), eq(usuario.id, importacao.usuarioId)),
    )
    .where(where);
  const rows = await (paginar ? query.limit(request.length).offset(request.start) : query);
  return envelope(
    rows.map((r) => toDto(r, locale)),
    request.draw,
    total?.n ?? 0,
    filtered?.n ?? 0,
  );
}

/** Cancels a queued or running import (of one of `tipos`); 409 once it has finished. */
export async function cancelarImportacao(
  db: Db,
  publisher: RealtimePublisher,
  tenantId: string,
  id: number,
  locale: Locale,
  tipos?: readonly TipoImportacao[],
): Promise<ImportacaoDto> {
  const row = await findRow(db, tenantId, id, tipos);
  if (!row) throw problemOf(404, 'nao-encontrado', 'detalhe.importacao-nao-encontrada');
  const updated = await db.transaction(async (tx) => {
    const done = await tx
      .update(importacao)
      .set({ status: 'Cancelada', dataFim: sql`now()` })
      .where(and(eq(importacao.id, id), sql`status in ('Pendente', 'Processando')`))
      .returning({ id: importacao.id, substituiId: importacao.substituiId });
    const [first] = done;
    // A running import stops at once, in whichever process runs it; a queued one never starts.
    if (first) await cancelJobs(tx, tenantId, JOB_IMPORTACAO, { importacaoId: id });
    if (first?.substituiId)
      await tx
        .update(importacao)
        .set({ substituidaPorId: null })
        .where(and(eq(importacao.tenantId, tenantId), eq(importacao.id, first.substituiId)));
    return done.length > 0;
  });
  if (!updated) throw problemOf(409, 'conflito', 'detalhe.importacao-terminada');
  const after = await findRow(db, tenantId, id);
  if (!after) throw problemOf(404, 'nao-encontrado', 'detalhe.importacao-nao-encontrada');
  // A running import ends its marker itself when it notices; a queued one never starts.
  if (row.status === 'Pendente')
    await publishEnd(publisher, after, {
      status: 'Cancelada',
      linhasLidas: 0,
      linhasImportadas: 0,
      linhasRejeitadas: 0,
    });
  return toDto(after, locale);
}
