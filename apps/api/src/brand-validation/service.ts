// Brand validations as the contract shows them (docs/decisions/0145): the types a user may start,
// starting one (it is queued on the job queue; compare.ts does the work), the list, one, and the
// removal (the differences of one: differences.ts). Administrators start any type; everyone
// else only Padrão.
import { and, count, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@emplacamento/validators';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { validacaoMarca } from '../db/schema-brand-validation.js';
import { arquivo } from '../db/schema-files.js';
import type { StatusProcessamento } from '../db/schema-registrations.js';
import { usuario } from '../db/schema.js';
import { maySee } from '../files/access.js';
import { findArquivo, removeArquivo } from '../files/archive.js';
import type { FileStore } from '../files/store.js';
import { forbidden, problemOf } from '../http/problem.js';
import { searchAny } from '../http/listing.js';
import { envelope, orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { enqueue } from '../jobs/queue.js';
import type { ResponseOf } from '../http/route.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { renderMessage } from '../registrations/messages.js';
import { ownBrand } from './brand.js';
import { mergeLog, publishLog } from './log.js';
import { periodOf, TIPOS, type TipoValidacao } from './period.js';

/** The job type of a brand validation. */
export const JOB_VALIDACAO_MARCA = 'validacao-marca';

/** The contract's `ValidacaoMarca`. */
export type ValidacaoMarcaDto = ResponseOf<'iniciarValidacaoMarcaManual', 202>;

type Row = typeof validacaoMarca.$inferSelect & { usuarioNome: string | null };

/** Whether the session may start (and see) every type, not only Padrão. */
const allTypes = (session: Pick<Session, 'perfil'>) => session.perfil.ehAdmin;

/** ObterTiposValidacaoMarca: all four for administrators, Padrão for everyone else. */
export function tiposPermitidos(session: Pick<Session, 'perfil'>) {
  return TIPOS.filter((t) => allTypes(session) || t.Id === 3);
}

/** A row as the contract shows it, its failure reason in `locale`. */
export function toDto(row: Row, locale: Locale): ValidacaoMarcaDto {
  return {
    Id: row.id,
    Tipo: row.tipo as TipoValidacao,
    TipoNome: TIPOS.find((t) => t.Id === row.tipo)?.Nome ?? '',
    DataInicial: row.dataInicial,
    DataFinal: row.dataFinal,
    Status: row.status,
    Progresso: row.progresso,
    Manual: row.manual,
    ArquivoFabricanteId: row.arquivoFabricanteId,
    ArquivoResultadoId: row.arquivoResultadoId,
    ArquivoResultadoCsvId: row.arquivoResultadoCsvId,
    TotalEmplacamentos: row.totalEmplacamentos,
    TotalFabricante: row.totalFabricante,
    AusentesNoFabricante: row.ausentesNoFabricante,
    AusentesNoEmplacamento: row.ausentesNoEmplacamento,
    Divergencias: row.divergencias,
    DivergenciasPorCampo: row.divergenciasPorCampo,
    Mensagem: row.mensagem === null ? null : renderMessage(row.mensagem, locale),
    UsuarioId: row.usuarioId,
    UsuarioNome: row.usuarioNome,
    DataCriacao: row.dataCriacao.toISOString(),
    DataFim: row.dataFim?.toISOString() ?? null,
  };
}

const selectRows = (db: Db) =>
  db
    .select({ ...getTableColumns(validacaoMarca), usuarioNome: usuario.nome })
    .from(validacaoMarca)
    .leftJoin(
      usuario,
      and(eq(usuario.tenantId, validacaoMarca.tenantId), eq(usuario.id, validacaoMarca.usuarioId)),
    );

/** One validation of the tenant, or undefined. */
export async function findValidacao(db: Db, tenantId: string, id: number) {
  const [row] = await selectRows(db).where(
    and(eq(validacaoMarca.tenantId, tenantId), eq(validacaoMarca.id, id)),
  );
  return row;
}

/** A validation the user may see: 404 in another tenant, or of a type the user may not start. */
export async function visibleRow(db: Db, session: Session, id: number): Promise<Row> {
  const row = await findValidacao(db, session.tenantId, id);
  if (!row || (!allTypes(session) && row.tipo !== 3))
    throw problemOf(404, 'nao-encontrado', 'detalhe.validacao-nao-encontrada');
  return row;
}

/** ObterValidacaoMarca: one validation the user may see. */
export async function obterValidacao(
  db: Db,
  session: Session,
  id: number,
  locale: Locale,
): Promise<ValidacaoMarcaDto> {
  return toDto(await visibleRow(db, session, id), locale);
}

/** The body of IniciarValidacaoMarcaManual and RequisitarValidacaoMarca. */
export interface SolicitacaoValidacao {
  Tipo: TipoValidacao;
  DataReferencia: string;
  ArquivoGuid?: string | null;
}

/**
 * The manufacturer's list: the uploaded file of `guid` the user may see, or (no guid) the list
 * the last validation of the same period read.
 */
async function listaFabricante(
  db: Db,
  session: Session,
  guid: string | null | undefined,
  period: { dataInicial: string; dataFinal: string },
): Promise<number> {
  if (guid) {
    const files = await db
      .select()
      .from(arquivo)
      .where(and(eq(arquivo.tenantId, session.tenantId), eq(arquivo.hash, guid.toLowerCase())))
      .orderBy(desc(arquivo.id));
    const file = files.find((f) => maySee(session, f));
    if (file) return file.id;
  } else {
    const [last] = await db
      .select({ id: validacaoMarca.arquivoFabricanteId })
      .from(validacaoMarca)
      .where(
        and(
          eq(validacaoMarca.tenantId, session.tenantId),
          eq(validacaoMarca.dataInicial, period.dataInicial),
          eq(validacaoMarca.dataFinal, period.dataFinal),
          sql`${validacaoMarca.arquivoFabricanteId} is not null`,
        ),
      )
      .orderBy(desc(validacaoMarca.id))
      .limit(1);
    if (last?.id) return last.id;
  }
  throw problemOf(400, 'requisicao-invalida', 'detalhe.lista-fabricante-nao-encontrada');
}

/** Queues a validation; `manual` tells a user's start from a request (RequisitarValidacaoMarca). */
export async function iniciarValidacao(
  db: Db,
  publisher: RealtimePublisher,
  session: Session,
  body: SolicitacaoValidacao,
  manual: boolean,
  locale: Locale,
): Promise<ValidacaoMarcaDto> {
  const { tenantId } = session;
  if (!allTypes(session) && body.Tipo !== 3)
    throw forbidden('detalhe.tipo-validacao-nao-permitido');
  const period = periodOf(body.Tipo, body.DataReferencia);
  if (!period) throw problemOf(400, 'requisicao-invalida', 'detalhe.requisicao-invalida');
  if ((await ownBrand(db, tenantId)) === undefined)
    throw problemOf(409, 'conflito', 'detalhe.marca-propria-ausente');
  const arquivoFabricanteId = await listaFabricante(db, session, body.ArquivoGuid, period);
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(validacaoMarca)
      .values({
        tenantId,
        tipo: body.Tipo,
        ...period,
        manual,
        arquivoFabricanteId,
        usuarioId: session.usuario.id,
      })
      .returning();
    if (!created) throw new Error('insert into validacao_marca returned no row');
    // The log line exists before the job can start, so every progress write finds it.
    const logId = await publishLog(publisher, tx, {
      ...created,
      usuarioNome: session.usuario.nome,
    });
    await tx
      .update(validacaoMarca)
      .set({ logId })
      .where(and(eq(validacaoMarca.tenantId, tenantId), eq(validacaoMarca.id, created.id)));
    await enqueue(tx, tenantId, JOB_VALIDACAO_MARCA, { validacaoId: created.id });
    return created.id;
  });
  const row = await findValidacao(db, tenantId, id);
  if (!row) throw new Error('validation vanished');
  return toDto(row, locale);
}

/** The list filter of the contract. */
export interface FiltroValidacoes {
  tipo?: TipoValidacao;
  status?: StatusProcessamento;
  dataInicial?: string;
  dataFinal?: string;
}

const validacaoColumns = {
  Id: validacaoMarca.id,
  Tipo: validacaoMarca.tipo,
  DataInicial: validacaoMarca.dataInicial,
  DataCriacao: validacaoMarca.dataCriacao,
  Status: validacaoMarca.status,
  UsuarioNome: usuario.nome,
};

/**
 * Validations of the tenant the user may see, newest first unless the request orders them;
 * searched by the name of who started them.
 */
export async function listarValidacoes(
  db: Db,
  session: Session,
  request: PagingRequest<FiltroValidacoes>,
  paginar: boolean,
  locale: Locale,
): Promise<ListEnvelope<ValidacaoMarcaDto>> {
  const f = request.userdata ?? {};
  const base = and(
    eq(validacaoMarca.tenantId, session.tenantId),
    allTypes(session) ? undefined : eq(validacaoMarca.tipo, 3),
  );
  // Calendar days of São Paulo, as the portal shows them.
  const dayOf = (d: string) => sql`(${d}::timestamp at time zone 'America/Sao_Paulo')`;
  const where = and(
    base,
    f.tipo ? eq(validacaoMarca.tipo, f.tipo) : undefined,
    f.status ? eq(validacaoMarca.status, f.status) : undefined,
    f.dataInicial ? gte(validacaoMarca.dataCriacao, dayOf(f.dataInicial) as SQL<Date>) : undefined,
    f.dataFinal
      ? lt(validacaoMarca.dataCriacao, sql`${dayOf(f.dataFinal)} + interval '1 day'`)
      : undefined,
    searchAny(request.search?.value, [sql`${usuario.nome}`]),
  );
  const order = request.order?.length
    ? orderBy(request.order, validacaoColumns, validacaoMarca.id)
    : [desc(validacaoMarca.dataCriacao), desc(validacaoMarca.id)];
  // One query after the other: inside the request's tenant transaction they share one client.
  const [total] = await db.select({ n: count() }).from(validacaoMarca).where(base);
  // The search reaches the user's name, so the filtered count joins as the rows do.
  const [filtered] = await db
    .select({ n: count() })
    .from(validacaoMarca)
    .leftJoin(
      usuario,
      and(eq(usuario.tenantId, validacaoMarca.tenantId), eq(usuario.id, validacaoMarca.usuarioId)),
    )
    .where(where);
  const query = selectRows(db)
    .where(where)
    .orderBy(...order);
  const rows = await (paginar ? query.limit(request.length).offset(request.start) : query);
  return envelope(
    rows.map((r) => toDto(r, locale)),
    request.draw,
    total?.n ?? 0,
    filtered?.n ?? 0,
  );
}

/**
 * Removes a validation, its differences and its result files; a running job notices the row is
 * gone at its next look and stops.
 */
export async function removerValidacao(
  db: Db,
  files: FileStore,
  publisher: RealtimePublisher,
  session: Session,
  id: number,
): Promise<void> {
  const row = await visibleRow(db, session, id);
  await db
    .delete(validacaoMarca)
    .where(and(eq(validacaoMarca.tenantId, session.tenantId), eq(validacaoMarca.id, id)));
  for (const fileId of [row.arquivoResultadoId, row.arquivoResultadoCsvId]) {
    const file = fileId === null ? undefined : await findArquivo(db, session.tenantId, fileId);
    if (file) await removeArquivo(db, files, file);
  }
  if (row.logId) await mergeLog(publisher, session.tenantId, row.logId, { removida: true });
}
