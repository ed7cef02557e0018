// GET /api/Geral/GerenciadorArquivo: the archive newest first, restricted to what the user may
// see, filtered by category, part of the name and São Paulo calendar days.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { arquivo, type CategoriaArquivo } from '../db/schema-files.js';
import { list, searchIn } from '../http/listing.js';
import type { ListEnvelope } from '../http/paging.js';
import { invalid } from '../http/problem.js';
import { visibleTo } from './access.js';
import type { ArquivoRow } from './archive.js';

/** The query of the list call (validated by the contract, defaults applied). */
export interface FiltroArquivos {
  categoria?: CategoriaArquivo;
  nome?: string;
  dataInicial?: string;
  dataFinal?: string;
  draw: number;
  start: number;
  length: number;
}

/** An archive row as the contract's `Arquivo`. */
export interface ArquivoDto {
  Id: number;
  Nome: string;
  TipoConteudo: string;
  Tamanho: number;
  Hash: string;
  Categoria: CategoriaArquivo;
  DataCriacao: string;
  UsuarioId: number | null;
  UrlDownload: string;
}

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
    filtro,
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
            .limit(filtro.length)
            .offset(filtro.start)
        ).map(toDto),
    },
    true,
  );
}
