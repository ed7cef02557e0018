// The merge of an import's staged rows into the registrations: one transaction, so a crash
// leaves either none or all of a file's good rows. Under a per-tenant lock: two imports of one
// tenant merge one after the other, so "already registered" is decided against committed rows.
import { sql } from 'drizzle-orm';
import { queryRows, withTenant, type Db } from '../db/client.js';
import type { StatusProcessamento } from '../db/schema-registrations.js';
import { encodeMessage } from './messages.js';

/** What the merge did. */
export interface ResultadoMerge {
  /** False when the import was cancelled (or already finished) before the merge could run. */
  merged: boolean;
  status?: StatusProcessamento;
  linhasImportadas: number;
  linhasComErro: number;
  versoesNaoMapeadas: number;
}

/**
 * Moves the staged rows of `importacaoId` into `emplacamento` and closes the import. Rows whose
 * chassis repeats an earlier row of the file on the same date, or a registration already stored,
 * become errors; the rows of the import this one replaces are removed first.
 */
export async function mergeImport(
  db: Db,
  tenantId: string,
  importacaoId: number,
  linhasProcessadas: number,
): Promise<ResultadoMerge> {
  // One transaction in the tenant's scope (joined when the caller already is in it).
  return withTenant(db, tenantId, async () => {
    const tx = db;
    // The insert below sorts the staged rows by line; at the default work_mem (4 MB) the sort
    // spills to temporary files from about 50,000 rows. No JIT: compiling the plan's expressions
    // took 1.8 s of every large merge and gains nothing on a statement bound by index writes.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    const current = await claimForMerge(tx, `emplacamento:${tenantId}`, tenantId, importacaoId);
    if (!current) return NOT_MERGED;
    if (current.substitui_id !== null)
      await tx.execute(sql`delete from emplacamento
        where tenant_id = ${tenantId} and importacao_id = ${current.substitui_id}`);
    const dupFile = encodeMessage('duplicado_arquivo');
    const dupBase = encodeMessage('duplicado_base');
    const [staged] = await queryRows<{ linhas: number; repetidas: number }>(
      tx,
      sql`with repetidas as (
            insert into importacao_erro (tenant_id, importacao_id, linha, coluna, valor, codigo)
            select ${tenantId}, ${importacaoId}, linha, 'chassi', chassi,
              ${dupFile} || '|linha=' || primeira
            from (select linha, chassi,
                         min(linha) over (partition by chassi, data_emplacamento) as primeira
                  from emplacamento_carga where importacao_id = ${importacaoId}) c
            where linha <> primeira
            returning 1)
          select (select count(*)::int from emplacamento_carga
                  where importacao_id = ${importacaoId}) as linhas,
                 (select count(*)::int from repetidas) as repetidas`,
    );
    // Versions seen for the first time are kept unmapped, listed for mapping in Nomenclatura.
    // Each version's registration count follows the inserts and the delete above by the
    // database's own triggers (migration 0032), in this transaction.
    await tx.execute(sql`
      insert into nomenclatura (tenant_id, versao, fabricante_id, primeira_ocorrencia)
      select ${tenantId}, versao, min(fabricante_id), min(data_emplacamento)
      from emplacamento_carga where importacao_id = ${importacaoId}
      group by versao
      on conflict (tenant_id, versao) do nothing`);
    const inserted = await queryRows<{ n: number }>(
      tx,
      sql`with novos as (
            insert into emplacamento (tenant_id, data_emplacamento, chassi, placa, renavam,
              fabricante_id, nomenclatura_id, modelo_id, segmento_id, ano_fabricacao, ano_modelo,
              combustivel, cor, municipio_id, estado_id, cnpj_faturador, concessionaria_id,
              tipo_venda, importacao_id)
            select ${tenantId}, c.data_emplacamento, c.chassi, c.placa, c.renavam, c.fabricante_id,
              n.id, n.modelo_id, m.segmento_id, c.ano_fabricacao, c.ano_modelo, c.combustivel,
              c.cor, c.municipio_id, c.estado_id, c.cnpj_faturador, c.concessionaria_id,
              c.tipo_venda, ${importacaoId}
            from emplacamento_carga c
            join nomenclatura n on n.tenant_id = ${tenantId} and n.versao = c.versao
            left join modelo m on m.id = n.modelo_id
            where c.importacao_id = ${importacaoId}
            order by c.linha
            on conflict (tenant_id, chassi, data_emplacamento) do nothing
            returning 1)
          select count(*)::int as n from novos`,
    );
    const linhasImportadas = inserted[0]?.n ?? 0;
    // Every staged row went in but the file's repeats, unless some met a stored registration:
    // only then are those rows looked for (a staged key that this import did not write). Most
    // files meet none, and the search compared a million staged rows with a million inserted
    // ones (16 s of a million-row merge).
    if (linhasImportadas < (staged?.linhas ?? 0) - (staged?.repetidas ?? 0))
      await tx.execute(sql`
        insert into importacao_erro (tenant_id, importacao_id, linha, coluna, valor, codigo)
        select ${tenantId}, ${importacaoId}, c.linha, 'chassi', c.chassi, ${dupBase}
        from emplacamento_carga c
        where c.importacao_id = ${importacaoId}
          and not exists (select from emplacamento e
                          where e.tenant_id = ${tenantId}
                            and e.chassi = c.chassi
                            and e.data_emplacamento = c.data_emplacamento
                            and e.importacao_id = ${importacaoId})`);
    const [counts] = await queryRows<{ versoes: number }>(
      tx,
      sql`select count(distinct n.id)::int as versoes from emplacamento_carga c
          join nomenclatura n on n.tenant_id = ${tenantId} and n.versao = c.versao
          where c.importacao_id = ${importacaoId} and n.modelo_id is null`,
    );
    await tx.execute(sql`delete from emplacamento_carga where importacao_id = ${importacaoId}`);
    return finishImport(tx, importacaoId, linhasProcessadas, linhasImportadas, counts?.versoes);
  });
}

/** The answer of a merge that found its import cancelled or already finished. */
export const NOT_MERGED: ResultadoMerge = {
  merged: false,
  linhasImportadas: 0,
  linhasComErro: 0,
  versoesNaoMapeadas: 0,
};

/**
 * The start of every merge (in its transaction): waits for the other merges under `lockKey`, then
 * locks the import's row; undefined when the import is no longer running (cancelled, finished).
 */
export async function claimForMerge(
  tx: Db,
  lockKey: string,
  tenantId: string,
  importacaoId: number,
): Promise<{ substitui_id: number | null } | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
  const [current] = await queryRows<{ status: string; substitui_id: number | null }>(
    tx,
    sql`select status, substitui_id from importacao
        where tenant_id = ${tenantId} and id = ${importacaoId} for update`,
  );
  return current?.status === 'Processando' ? current : undefined;
}

/** The end of every merge: counts the rows in error and writes the import's outcome. */
export async function finishImport(
  tx: Db,
  importacaoId: number,
  linhasProcessadas: number,
  linhasImportadas: number,
  versoesNaoMapeadas = 0,
): Promise<ResultadoMerge> {
  const [counts] = await queryRows<{ erros: number }>(
    tx,
    sql`select count(distinct linha)::int as erros from importacao_erro
        where importacao_id = ${importacaoId}`,
  );
  const linhasComErro = counts?.erros ?? 0;
  const status: StatusProcessamento =
    linhasImportadas === 0 ? 'Falhou' : linhasComErro > 0 ? 'ConcluidaComErros' : 'Concluida';
  const mensagem =
    linhasImportadas === 0
      ? encodeMessage(linhasProcessadas === 0 ? 'arquivo_vazio' : 'sem_linhas_validas')
      : null;
  await tx.execute(sql`
    update importacao set status = ${status}, linhas_processadas = ${linhasProcessadas},
      linhas_importadas = ${linhasImportadas}, linhas_com_erro = ${linhasComErro},
      versoes_nao_mapeadas = ${versoesNaoMapeadas}, mensagem = ${mensagem}, data_fim = now()
    where id = ${importacaoId}`);
  return { merged: true, status, linhasImportadas, linhasComErro, versoesNaoMapeadas };
}
