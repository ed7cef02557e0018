// GET /api/Geral/GerenciadorArquivo: the archive newest first, restricted to what the user may
// see, filtered by category, part of the name and São Paulo calendar days.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { arquivo } from '../db/schema-files.js';
import { list, searchIn } from '../http/listing.js';
import type { ListEnvelope } from '../http/paging.js';
import { invalid } from '../http/problem.js';
import type { QueryOf } from '../http/route.js';
import type { Schema } from '../http/schemas.js';
import { visibleTo } from './access.js';
import type { ArquivoRow } from './archive.js';

/** The query of the list call. */
export type FiltroArquivos = QueryOf<'listarArquivos'>;

/** An archive row as the contract's `Arquivo`. */
export type ArquivoDto = Schema<'general', 'Arquivo'>;

/** Path of the download call of a file. */
export const downloadUrl = (id: number): string =>
  `/api/Geral/GerenciadorArquivo/Download?id=${id}`;

/** Maps a row to the contract's shape. */
export const toDto = (row: ArquivoRow): ArquivoDto => ({
  Id: row.id,
  Nome: row.nome,
  TipoConteudo: row.tipoConteudo,
  Tamanho: row.tamanho,
  Hash: row.hash,
  Categoria: row.categoria,
  DataCriacao: row.dataCriacao.toISOString(),
  UsuarioId: row.usuarioId,
  UrlDownload: downloadUrl(row.id),
});

// Calendar days are São Paulo's: the bounds are that zone's midnights, computed by the database
// (historic daylight-saving offsets included) and compared with the indexed column as is.
const ZONE = 'America/Sao_Paulo';
const startOfDay = (date: string): SQL => sql`(${date}::date)::timestamp at time zone ${ZONE}`;
const startOfNextDay = (date: string): SQL =>
  sql`(${date}::date + 1)::timestamp at time zone ${ZONE}`;

/** The page of files the user asked for. */
export async function listArquivos(
  db: Db,
  session: Session,
  filtro: FiltroArquivos,
): Promise<ListEnvelope<ArquivoDto>> {
  const { dataInicial, dataFinal } = filtro;
  // The request validation has filled in the contract's defaults; the types cannot know it.
  const paging = { draw: filtro.draw ?? 0, start: filtro.start ?? 0, length: filtro.length ?? 20 };
  if (dataInicial && dataFinal && dataFinal < dataInicial)
    throw invalid([{ field: 'dataFinal', message: 'A data final precede a data inicial' }]);
  const visible = and(eq(arquivo.tenantId, session.tenantId), visibleTo(session));
  const filtered = and(
    visible,
    filtro.categoria ? eq(arquivo.categoria, filtro.categoria) : undefined,
    searchIn(filtro.nome, { busca: arquivo.busca, columns: [arquivo.nome] }),
    dataInicial ? sql`${arquivo.dataCriacao} >= ${startOfDay(dataInicial)}` : undefined,
    dataFinal ? sql`${arquivo.dataCriacao} < ${startOfNextDay(dataFinal)}` : undefined,
  );
  return list(
    paging,
    {
      total: () => db.select({ n: count() }).from(arquivo).where(visible),
      filtered: () => db.select({ n: count() }).from(arquivo).where(filtered),
      rows: async () =>
        (
          await db
            .select()
            .from(arquivo)
            .where(filtered)
            .orderBy(desc(arquivo.dataCriacao), desc(arquivo.id))
            .limit(paging.length)
            .offset(paging.start)
        ).map(toDto),
    },
    true,
  );
}
