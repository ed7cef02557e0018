// Billings as a kind of import (registrations/kind.ts): a billing file's rows go through the same
// streamed, resumable pipeline and error report as registrations, into `faturamento_carga`, then
// merge into `faturamento`. A row of a closed month is refused (its billings are read-only); a
// later file with the same dealership, month and invoice type corrects the earlier row.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, withTenant, type Db } from '../db/client.js';
import { fechamentoFaturamento } from '../db/schema-billing.js';
import { concessionaria } from '../db/schema-reference.js';
import type { ImportKind } from '../registrations/kind.js';
import { claimForMerge, finishImport, NOT_MERGED } from '../registrations/merge.js';
import { encodeMessage } from '../registrations/messages.js';
import { field } from '../registrations/staging.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import {
  billingRowCheck,
  COLUNAS_FATURAMENTO,
  missingColumns,
  type LinhaFaturamento,
} from './columns.js';
import { logFaturamento } from './log.js';

/** The lock a billing merge and a month's closing share: one waits for the other. */
export const billingLock = (tenantId: string) => `faturamento:${tenantId}`;

const STAGING_COLUMNS = [
  'importacao_id',
  'linha',
  'concessionaria_id',
  'ano',
  'mes',
  'tipo_nota',
  'quantidade_veiculos',
  'valor',
] as const;

/** The billing import; its end is written to the billing log through `publisher`. */
export function billingKind(publisher: RealtimePublisher): ImportKind<LinhaFaturamento> {
  return {
    tipo: 'Faturamento',
    colunas: COLUNAS_FATURAMENTO,
    missing: missingColumns,
    async prepare(db, tenantId, now) {
      const dealers = await db
        .select({
          id: concessionaria.id,
          cnpj: concessionaria.cnpj,
          codigo: concessionaria.codigoFaturamento,
        })
        .from(concessionaria)
        .where(eq(concessionaria.tenantId, tenantId));
      const closed = await db
        .select({ ano: fechamentoFaturamento.ano, mes: fechamentoFaturamento.mes })
        .from(fechamentoFaturamento)
        .where(
          and(
            eq(fechamentoFaturamento.tenantId, tenantId),
            isNull(fechamentoFaturamento.reabertoEm),
          ),
        );
      return billingRowCheck(
        {
          porCodigo: new Map(dealers.map((d) => [d.codigo.toLowerCase(), d.id])),
          porCnpj: new Map(dealers.map((d) => [d.cnpj.toUpperCase(), d.id])),
          mesesEfetivados: new Set(closed.map((c) => c.ano * 100 + c.mes)),
        },
        now.getUTCFullYear() + 1,
      );
    },
    staging: {
      table: 'faturamento_carga',
      columns: STAGING_COLUMNS,
      line: (importacaoId, r) =>
        [
          importacaoId,
          r.linha,
          r.concessionariaId,
          r.ano,
          r.mes,
          field(r.tipoNota),
          r.quantidadeVeiculos,
          r.valor,
        ].join('\t') + '\n',
    },
    merge: (db, tenantId, importacaoId, linhasProcessadas) =>
      mergeBillings(publisher, db, tenantId, importacaoId, linhasProcessadas),
  };
}

async function mergeBillings(
  publisher: RealtimePublisher,
  db: Db,
  tenantId: string,
  importacaoId: number,
  linhasProcessadas: number,
) {
  return withTenant(db, tenantId, async () => {
    const tx = db;
    const current = await claimForMerge(tx, billingLock(tenantId), tenantId, importacaoId);
    if (!current) return NOT_MERGED;
    // The replaced import's rows go, except in months closed since: those are final.
    if (current.substitui_id !== null)
      await tx.execute(sql`delete from faturamento f
        where f.tenant_id = ${tenantId} and f.importacao_id = ${current.substitui_id}
          and not exists (select from fechamento_faturamento m where m.tenant_id = f.tenant_id
            and m.ano = f.ano and m.mes = f.mes and m.reaberto_em is null)`);
    const duplicate = encodeMessage('duplicado_faturamento');
    await tx.execute(sql`
      insert into importacao_erro (tenant_id, importacao_id, linha, coluna, valor, codigo)
      select ${tenantId}, ${importacaoId}, linha, 'tipo_nota', tipo_nota,
             ${duplicate} || '|linha=' || primeira
      from (select linha, tipo_nota, min(linha) over (
              partition by concessionaria_id, ano, mes, tipo_nota) as primeira
            from faturamento_carga where importacao_id = ${importacaoId}) c
      where linha <> primeira`);
    // A month closed while the file was being read: checked again under the closing's lock.
    await tx.execute(sql`
      insert into importacao_erro (tenant_id, importacao_id, linha, coluna, valor, codigo)
      select ${tenantId}, ${importacaoId}, c.linha, 'mes', c.mes::text,
             'mes_efetivado|mes=' || lpad(c.mes::text, 2, '0') || '/' || c.ano
      from faturamento_carga c
      join fechamento_faturamento m on m.tenant_id = ${tenantId} and m.ano = c.ano
                                   and m.mes = c.mes and m.reaberto_em is null
      where c.importacao_id = ${importacaoId}`);
    const inserted = await queryRows<{ n: number }>(
      tx,
      sql`with novos as (
            insert into faturamento (tenant_id, concessionaria_id, ano, mes, tipo_nota,
              quantidade_veiculos, valor, importacao_id)
            select ${tenantId}, c.concessionaria_id, c.ano, c.mes, c.tipo_nota,
              c.quantidade_veiculos, c.valor, ${importacaoId}
            from faturamento_carga c
            where c.importacao_id = ${importacaoId}
              and not exists (select from importacao_erro e
                where e.importacao_id = ${importacaoId} and e.linha = c.linha)
            order by c.linha
            on conflict (tenant_id, ano, mes, concessionaria_id, tipo_nota) do update
              set quantidade_veiculos = excluded.quantidade_veiculos, valor = excluded.valor,
                  importacao_id = excluded.importacao_id, atualizado_em = now()
            returning 1)
          select count(*)::int as n from novos`,
    );
    await tx.execute(sql`delete from faturamento_carga where importacao_id = ${importacaoId}`);
    const result = await finishImport(tx, importacaoId, linhasProcessadas, inserted[0]?.n ?? 0);
    const [row] = await queryRows<{ usuario_id: number; arquivo_nome: string }>(
      tx,
      sql`select usuario_id, arquivo_nome from importacao where id = ${importacaoId}`,
    );
    await logFaturamento(publisher, tx, tenantId, row?.usuario_id ?? null, {
      tipo: 'Importacao',
      importacaoId,
      arquivoNome: row?.arquivo_nome ?? '',
      linhasImportadas: result.linhasImportadas,
      linhasComErro: result.linhasComErro,
    });
    return result;
  });
}
