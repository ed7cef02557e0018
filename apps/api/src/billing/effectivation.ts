// Effectivation (efetivação) of a billing month: the summary of recent months, the dealerships of
// one month (with those that sent nothing), closing a month into one charge per dealership, and
// reopening it (administrators only, with a reason). Closing and the billing import's merge take
// the same lock, so a file being merged and a closing never cross.
import { sql } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import { queryRows, type Db } from '../db/client.js';
import { forbidden, problemOf } from '../http/problem.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { billingLock } from './import-kind.js';
import { logFaturamento } from './log.js';
import { readParametros, type ParametrosFaturamento } from './parameters.js';
import { refreshPendencias } from './pendencies.js';

/** The contract's `MesFaturamento`. */
export interface MesFaturamento {
  Ano: number;
  Mes: number;
  Efetivado: boolean;
  EfetivadoEm: string | null;
  QuantidadeEmpresas: number;
  QuantidadeVeiculos: number;
  ValorTotal: number;
}

/** The contract's `EmpresaComFaturamento`, plus whether the dealership sent nothing this month. */
export interface EmpresaComFaturamento {
  EmpresaId: number;
  RazaoSocial: string;
  CNPJ: string;
  CodigoFaturamento: string;
  QuantidadeDVR: number;
  QuantidadeDVE: number;
  ValorDVR: number;
  ValorDVE: number;
  ValorCobranca: number;
  Efetivado: boolean;
  PendenciaFinanceira: boolean;
  CartaEnviadaEm: string | null;
  SemFaturamento: boolean;
}

/** "03/2025", as problems and letters name a month. */
export const mesLabel = (ano: number, mes: number) =>
  `${String(mes).padStart(2, '0')}/${String(ano)}`;

/**
 * The charge of a dealership in SQL: the vehicles of the charged invoice types times the fee,
 * rounded to the cent (the same expression the closing stores).
 */
const chargedVehicles = (p: ParametrosFaturamento) =>
  p.TiposNota.length === 0
    ? sql`0`
    : sql`sum(f.quantidade_veiculos) filter (where f.tipo_nota in (${sql.join(
        p.TiposNota.map((t) => sql`${t}`),
        sql`, `,
      )}))`;

type MonthRow = {
  ano: number;
  mes: number;
  efetivado_em: Date | string | null;
  empresas: number;
  veiculos: number;
  valor: string;
};

const toMes = (r: MonthRow): MesFaturamento => ({
  Ano: r.ano,
  Mes: r.mes,
  Efetivado: r.efetivado_em !== null,
  EfetivadoEm: r.efetivado_em === null ? null : new Date(r.efetivado_em).toISOString(),
  QuantidadeEmpresas: r.empresas,
  QuantidadeVeiculos: r.veiculos,
  ValorTotal: Number(r.valor),
});

/**
 * The months with billings or a closing (the last 24, newest first, or just `only`): open months
 * show what closing them would charge, closed ones what their charges came to.
 */
async function months(
  db: Db,
  tenantId: string,
  p: ParametrosFaturamento,
  only?: { ano: number; mes: number },
): Promise<MesFaturamento[]> {
  const filter = only ? sql`and ano = ${only.ano} and mes = ${only.mes}` : sql``;
  const rows = await queryRows<MonthRow>(
    db,
    sql`with meses as (
          select ano, mes from faturamento where tenant_id = ${tenantId} ${filter}
          union
          select ano, mes from fechamento_faturamento
          where tenant_id = ${tenantId} and reaberto_em is null ${filter}),
        projetado as (
          select f.ano, f.mes, count(distinct f.concessionaria_id)::int as empresas,
                 coalesce(${chargedVehicles(p)}, 0)::int as veiculos
          from faturamento f where f.tenant_id = ${tenantId} group by f.ano, f.mes)
        select m.ano, m.mes, fe.efetivado_em,
               coalesce(pr.empresas, 0)::int as empresas,
               (case when fe.id is null then coalesce(pr.veiculos, 0)
                     else (select coalesce(sum(quantidade_veiculos), 0) from cobranca
                           where fechamento_id = fe.id) end)::int as veiculos,
               (case when fe.id is null
                     then round(coalesce(pr.veiculos, 0) * ${p.ValorPorVeiculo}::numeric, 2)
                     else (select coalesce(sum(valor), 0) from cobranca
                           where fechamento_id = fe.id) end)::text as valor
        from meses m
        left join projetado pr on pr.ano = m.ano and pr.mes = m.mes
        left join fechamento_faturamento fe on fe.tenant_id = ${tenantId} and fe.ano = m.ano
             and fe.mes = m.mes and fe.reaberto_em is null
        order by m.ano desc, m.mes desc
        limit 24`,
  );
  return rows.map(toMes);
}

/** GET EfetivarFaturamentos: the parameters and the recent months. */
export async function resumo(db: Db, tenantId: string) {
  const Parametros = await readParametros(db, tenantId);
  return { Parametros, Meses: await months(db, tenantId, Parametros) };
}

/** One month's figures (zeros when it has nothing). */
async function oneMonth(db: Db, tenantId: string, ano: number, mes: number) {
  const [found] = await months(db, tenantId, await readParametros(db, tenantId), { ano, mes });
  return (
    found ?? {
      Ano: ano,
      Mes: mes,
      Efetivado: false,
      EfetivadoEm: null,
      QuantidadeEmpresas: 0,
      QuantidadeVeiculos: 0,
      ValorTotal: 0,
    }
  );
}

/**
 * The dealerships with billings in the month, then the associated active ones that sent none
 * (`SemFaturamento`), by name.
 */
export async function empresasDoMes(
  db: Db,
  tenantId: string,
  ano: number,
  mes: number,
): Promise<EmpresaComFaturamento[]> {
  const p = await readParametros(db, tenantId);
  const rows = await queryRows<{
    id: number;
    razao_social: string;
    cnpj: string;
    codigo_faturamento: string;
    qdvr: number;
    qdve: number;
    vdvr: string;
    vdve: string;
    cobrado: number;
    valor_cobranca: string | null;
    efetivado: boolean;
    pendencia: boolean | null;
    carta_enviada_em: Date | string | null;
    sem: boolean;
  }>(
    db,
    sql`with mes as (
          select f.concessionaria_id,
            coalesce(sum(f.quantidade_veiculos) filter (where f.tipo_nota = 'DVR'), 0)::int as qdvr,
            coalesce(sum(f.quantidade_veiculos) filter (where f.tipo_nota = 'DVE'), 0)::int as qdve,
            coalesce(sum(f.valor) filter (where f.tipo_nota = 'DVR'), 0)::text as vdvr,
            coalesce(sum(f.valor) filter (where f.tipo_nota = 'DVE'), 0)::text as vdve,
            coalesce(${chargedVehicles(p)}, 0)::int as cobrado
          from faturamento f
          where f.tenant_id = ${tenantId} and f.ano = ${ano} and f.mes = ${mes}
          group by f.concessionaria_id),
        fechamento as (
          select id from fechamento_faturamento
          where tenant_id = ${tenantId} and ano = ${ano} and mes = ${mes} and reaberto_em is null)
        select c.id, c.razao_social, c.cnpj, c.codigo_faturamento,
               coalesce(m.qdvr, 0) as qdvr, coalesce(m.qdve, 0) as qdve,
               coalesce(m.vdvr, '0') as vdvr, coalesce(m.vdve, '0') as vdve,
               coalesce(m.cobrado, 0) as cobrado, co.valor::text as valor_cobranca,
               exists (select from fechamento) as efetivado,
               c.pendencia_financeira as pendencia, co.carta_enviada_em,
               m.concessionaria_id is null as sem
        from concessionaria c
        left join mes m on m.concessionaria_id = c.id
        left join cobranca co on co.fechamento_id = (select id from fechamento)
                             and co.concessionaria_id = c.id
        where c.tenant_id = ${tenantId}
          and (m.concessionaria_id is not null or (c.associada and c.status = 'Ativo'))
        order by m.concessionaria_id is null, c.razao_social, c.id`,
  );
  return rows.map((r) => ({
    EmpresaId: r.id,
    RazaoSocial: r.razao_social,
    CNPJ: r.cnpj,
    CodigoFaturamento: r.codigo_faturamento,
    QuantidadeDVR: r.qdvr,
    QuantidadeDVE: r.qdve,
    ValorDVR: Number(r.vdvr),
    ValorDVE: Number(r.vdve),
    ValorCobranca:
      r.valor_cobranca !== null
        ? Number(r.valor_cobranca)
        : r.efetivado
          ? 0
          : Math.round(r.cobrado * p.ValorPorVeiculo * 100) / 100,
    Efetivado: r.efetivado,
    PendenciaFinanceira: r.pendencia === true,
    CartaEnviadaEm: r.carta_enviada_em === null ? null : new Date(r.carta_enviada_em).toISOString(),
    SemFaturamento: r.sem,
  }));
}

/**
 * Closes the month: one charge per dealership with charged vehicles, due on the due day of the
 * next month. 409 when already closed or without billings.
 */
export async function efetivarMes(
  db: Db,
  publisher: RealtimePublisher,
  session: Session,
  ano: number,
  mes: number,
  today: string,
): Promise<MesFaturamento> {
  const { tenantId } = session;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${billingLock(tenantId)}))`);
  const label = mesLabel(ano, mes);
  const [state] = await queryRows<{ fechado: boolean; faturamentos: number }>(
    db,
    sql`select
          exists (select from fechamento_faturamento where tenant_id = ${tenantId} and ano = ${ano}
                  and mes = ${mes} and reaberto_em is null) as fechado,
          (select count(*)::int from faturamento where tenant_id = ${tenantId} and ano = ${ano}
                  and mes = ${mes}) as faturamentos`,
  );
  if (state?.fechado) throw problemOf(409, 'conflito', 'detalhe.mes-ja-efetivado', { mes: label });
  if (!state?.faturamentos)
    throw problemOf(409, 'conflito', 'detalhe.mes-sem-faturamentos', { mes: label });
  const p = await readParametros(db, tenantId);
  const [closing] = await queryRows<{ id: number }>(
    db,
    sql`insert into fechamento_faturamento (tenant_id, ano, mes, efetivado_por)
        values (${tenantId}, ${ano}, ${mes}, ${session.usuario.id}) returning id`,
  );
  const next = mes === 12 ? { ano: ano + 1, mes: 1 } : { ano, mes: mes + 1 };
  const charges = await queryRows<{ n: number; total: string; empresas: number[] }>(
    db,
    sql`with novas as (
          insert into cobranca (tenant_id, fechamento_id, concessionaria_id, ano, mes,
            quantidade_veiculos, valor, vencimento)
          select ${tenantId}, ${closing?.id}, x.concessionaria_id, ${ano}, ${mes}, x.veiculos,
                 round(x.veiculos * ${p.ValorPorVeiculo}::numeric, 2),
                 make_date(${next.ano}, ${next.mes}, ${p.DiaVencimento})
          from (select f.concessionaria_id, coalesce(${chargedVehicles(p)}, 0)::int as veiculos
                from faturamento f
                where f.tenant_id = ${tenantId} and f.ano = ${ano} and f.mes = ${mes}
                group by f.concessionaria_id) x
          -- Nothing to charge (only invoice types the association does not charge): no charge.
          where x.veiculos > 0
          returning valor, concessionaria_id)
        select count(*)::int as n, coalesce(sum(valor), 0)::text as total,
               coalesce(array_agg(concessionaria_id), '{}') as empresas from novas`,
  );
  // A month closed late has charges already past due: their dealerships owe from today.
  await refreshPendencias(db, publisher, tenantId, today, charges[0]?.empresas ?? []);
  await logFaturamento(publisher, db, tenantId, session.usuario.id, {
    tipo: 'Efetivacao',
    ano,
    mes,
    cobrancas: charges[0]?.n ?? 0,
    valorTotal: charges[0]?.total ?? '0',
  });
  return oneMonth(db, tenantId, ano, mes);
}

/**
 * Reopens a closed month (administrators only, with the reason logged): its billings may change
 * again and its unpaid charges are cancelled. A month with a paid charge stays closed.
 */
export async function reabrirMes(
  db: Db,
  publisher: RealtimePublisher,
  session: Session,
  ano: number,
  mes: number,
  motivo: string,
  today: string,
): Promise<MesFaturamento> {
  if (!session.perfil.ehAdmin) throw forbidden('detalhe.reabrir-so-administrador');
  const { tenantId } = session;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${billingLock(tenantId)}))`);
  const label = mesLabel(ano, mes);
  const [closing] = await queryRows<{ id: number; pagas: number }>(
    db,
    sql`select fe.id, (select count(*)::int from cobranca
                       where fechamento_id = fe.id and status = 'Paga') as pagas
        from fechamento_faturamento fe
        where fe.tenant_id = ${tenantId} and fe.ano = ${ano} and fe.mes = ${mes}
          and fe.reaberto_em is null`,
  );
  if (!closing) throw problemOf(409, 'conflito', 'detalhe.mes-nao-efetivado', { mes: label });
  if (closing.pagas > 0)
    throw problemOf(409, 'conflito', 'detalhe.mes-com-pagamentos', { mes: label });
  await db.execute(sql`update fechamento_faturamento
    set reaberto_em = now(), reaberto_por = ${session.usuario.id}, motivo_reabertura = ${motivo.trim()}
    where id = ${closing.id}`);
  const cancelled = await queryRows<{ concessionaria_id: number }>(
    db,
    sql`update cobranca set status = 'Cancelada'
        where fechamento_id = ${closing.id} and status = 'Pendente'
        returning concessionaria_id`,
  );
  await refreshPendencias(
    db,
    publisher,
    tenantId,
    today,
    cancelled.map((c) => c.concessionaria_id),
  );
  await logFaturamento(publisher, db, tenantId, session.usuario.id, {
    tipo: 'Reabertura',
    ano,
    mes,
    motivo: motivo.trim(),
  });
  return oneMonth(db, tenantId, ano, mes);
}
