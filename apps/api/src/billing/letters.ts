// GerarPendenciaEnviarCartaCobranca: closes the month when it is still open, recomputes the
// dealerships' PendenciaFinanceira, then sends each dealership with a pending charge of the month
// its collection letter (PDF attached, kept in the file archive) once; `forcarReenvio` sends again.
import { formatCnpj } from '@emplacamento/validators';
import { sql } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import { queryRows } from '../db/client.js';
import { arquivar } from '../files/archive.js';
import type { Services } from '../services.js';
import { efetivarMes } from './effectivation.js';
import { cartaPdf, textoDaCarta } from './letter-pdf.js';
import { logFaturamento } from './log.js';
import { readParametros } from './parameters.js';
import { refreshPendencias } from './pendencies.js';

/** The contract's `ResultadoCobranca`. */
export interface ResultadoCobranca {
  Ano: number;
  Mes: number;
  CobrancasGeradas: number;
  CartasEnviadas: number;
  CartasJaEnviadas: number;
}

type Deps = Pick<Services, 'db' | 'publisher' | 'mailer' | 'files'>;

/** Closes (if open), flags, and mails the month's collection letters. */
export async function enviarCartas(
  s: Deps,
  session: Session,
  ano: number,
  mes: number,
  forcarReenvio: boolean,
  today: string,
): Promise<ResultadoCobranca> {
  const { db } = s;
  const { tenantId } = session;
  const [open] = await queryRows<{ aberto: boolean }>(
    db,
    sql`select not exists (select from fechamento_faturamento where tenant_id = ${tenantId}
          and ano = ${ano} and mes = ${mes} and reaberto_em is null) as aberto`,
  );
  let CobrancasGeradas = 0;
  if (open?.aberto) {
    await efetivarMes(db, s.publisher, session, ano, mes, today);
    const [n] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cobranca c join fechamento_faturamento f
            on f.id = c.fechamento_id and f.reaberto_em is null
          where c.tenant_id = ${tenantId} and c.ano = ${ano} and c.mes = ${mes}`,
    );
    CobrancasGeradas = n?.n ?? 0;
  }
  await refreshPendencias(db, s.publisher, tenantId, today);
  const p = await readParametros(db, tenantId);
  const [tenant] = await queryRows<{ nome: string }>(
    db,
    sql`select nome from tenant where id = ${tenantId}`,
  );
  const associacao = tenant?.nome ?? tenantId;
  const pending = await queryRows<{
    id: number;
    valor: string;
    vencimento: string;
    enviada: boolean;
    razao_social: string;
    cnpj: string;
    para: string | null;
  }>(
    db,
    sql`select c.id, c.valor::text as valor, c.vencimento::text as vencimento,
               c.carta_enviada_em is not null as enviada, e.razao_social, e.cnpj,
               coalesce(nullif(e.email_faturamento, ''), nullif(e.email, '')) as para
        from cobranca c join concessionaria e on e.tenant_id = c.tenant_id
             and e.id = c.concessionaria_id
        where c.tenant_id = ${tenantId} and c.ano = ${ano} and c.mes = ${mes}
          and c.status = 'Pendente'
        order by e.razao_social, c.id`,
  );
  let CartasEnviadas = 0;
  let CartasJaEnviadas = 0;
  for (const charge of pending) {
    if (charge.enviada && !forcarReenvio) {
      CartasJaEnviadas++;
      continue;
    }
    // A dealership without any address cannot be written to: its flag still shows the debt.
    if (charge.para === null) continue;
    const carta = {
      associacao,
      empresa: charge.razao_social,
      cnpj: formatCnpj(charge.cnpj),
      ano,
      mes,
      valor: charge.valor,
      vencimento: charge.vencimento,
      texto: p.TextoCarta,
      hoje: today,
    };
    const pdf = await cartaPdf(carta);
    const nome = `carta-cobranca-${String(ano)}-${String(mes).padStart(2, '0')}-${String(charge.id)}.pdf`;
    const file = await arquivar(
      db,
      s.files,
      tenantId,
      { nome, tipoConteudo: 'application/pdf', categoria: 'CartaCobranca', usuarioId: null },
      pdf,
    );
    await s.mailer.send({
      tenantId,
      para: charge.para,
      de: p.EmailRemetente,
      assunto: p.AssuntoCarta.replaceAll('{empresa}', charge.razao_social),
      texto: textoDaCarta(carta),
      anexos: [{ nome, tipoConteudo: 'application/pdf', conteudo: pdf }],
    });
    await db.execute(sql`update cobranca set carta_enviada_em = now(),
        quantidade_envios = quantidade_envios + 1, carta_arquivo_id = ${file.id}
      where id = ${charge.id}`);
    await logFaturamento(s.publisher, db, tenantId, session.usuario.id, {
      tipo: 'Carta',
      ano,
      mes,
      cobrancaId: charge.id,
      empresa: charge.razao_social,
      para: charge.para,
      valor: charge.valor,
      arquivoId: file.id,
    });
    CartasEnviadas++;
  }
  return { Ano: ano, Mes: mes, CobrancasGeradas, CartasEnviadas, CartasJaEnviadas };
}
