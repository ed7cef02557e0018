// Charges (cobranças) created by closing a month: the list, and registering a payment, which
// clears the dealership's PendenciaFinanceira once nothing overdue is left.
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { cobranca, pagamento, type StatusCobranca } from '../db/schema-billing.js';
import { concessionaria } from '../db/schema-reference.js';
import { searchAny } from '../http/listing.js';
import { envelope, orderBy, type ListEnvelope, type PagingRequest } from '../http/paging.js';
import { problemOf } from '../http/problem.js';
import type { RealtimePublisher } from '../realtime/publisher.js';
import { logFaturamento } from './log.js';
import { refreshPendencias } from './pendencies.js';

/** The contract's `Cobranca`. */
export interface CobrancaDto {
  Id: number;
  EmpresaId: number;
  RazaoSocial: string;
  Ano: number;
  Mes: number;
  Valor: number;
  Vencimento: string;
  Status: StatusCobranca;
  PagaEm: string | null;
  CartaEnviadaEm: string | null;
  QuantidadeEnvios: number;
}

type Row = typeof cobranca.$inferSelect & { razaoSocial: string | null };

const toDto = (r: Row): CobrancaDto => ({
  Id: r.id,
  EmpresaId: r.concessionariaId,
  RazaoSocial: r.razaoSocial ?? '',
  Ano: r.ano,
  Mes: r.mes,
  Valor: Number(r.valor),
  Vencimento: r.vencimento,
  Status: r.status,
  PagaEm: r.pagaEm,
  CartaEnviadaEm: r.cartaEnviadaEm?.toISOString() ?? null,
  QuantidadeEnvios: r.quantidadeEnvios,
});

const selectRows = (db: Db) =>
  db
    .select({ ...getTableColumns(cobranca), razaoSocial: concessionaria.razaoSocial })
    .from(cobranca)
    .leftJoin(
      concessionaria,
      and(
        eq(concessionaria.tenantId, cobranca.tenantId),
        eq(concessionaria.id, cobranca.concessionariaId),
      ),
    );

/** The list filter of ListarCobrancas. */
export interface FiltroCobrancas {
  ano?: number;
  mes?: number;
  empresaId?: number;
  status?: StatusCobranca;
}

const columns = {
  Id: cobranca.id,
  RazaoSocial: concessionaria.razaoSocial,
  Valor: cobranca.valor,
  Vencimento: cobranca.vencimento,
  Status: cobranca.status,
  CartaEnviadaEm: cobranca.cartaEnviadaEm,
};

/** The tenant's charges, newest month first, by dealership name; searched by dealership. */
export async function listarCobrancas(
  db: Db,
  tenantId: string,
  request: PagingRequest<FiltroCobrancas>,
  paginar: boolean,
): Promise<ListEnvelope<CobrancaDto>> {
  const f = request.userdata ?? {};
  const base = eq(cobranca.tenantId, tenantId);
  const conditions: (SQL | undefined)[] = [
    base,
    f.ano === undefined ? undefined : eq(cobranca.ano, f.ano),
    f.mes === undefined ? undefined : eq(cobranca.mes, f.mes),
    f.empresaId === undefined ? undefined : eq(cobranca.concessionariaId, f.empresaId),
    f.status === undefined ? undefined : eq(cobranca.status, f.status),
    searchAny(request.search?.value, [sql`${concessionaria.razaoSocial}`]),
  ];
  const where = and(...conditions);
  const order = request.order?.length
    ? orderBy(request.order, columns, cobranca.id)
    : [desc(cobranca.ano), desc(cobranca.mes), concessionaria.razaoSocial, cobranca.id];
  // One query after the other: inside the request's tenant transaction they share one client.
  const [total] = await db.select({ n: count() }).from(cobranca).where(base);
  // The search reaches the dealership's name, so the filtered count joins as the rows do.
  const [filtered] = await db
    .select({ n: count() })
    .from(cobranca)
    .leftJoin(
      concessionaria,
      and(
        eq(concessionaria.tenantId, cobranca.tenantId),
        eq(concessionaria.id, cobranca.concessionariaId),
      ),
    )
    .where(where);
  const query = selectRows(db)
    .where(where)
    .orderBy(...order);
  const rows = await (paginar ? query.limit(request.length).offset(request.start) : query);
  return envelope(rows.map(toDto), request.draw, total?.n ?? 0, filtered?.n ?? 0);
}

/** Marks a pending charge paid on `pagaEm`; 404 outside the tenant, 409 unless pending. */
export async function registrarPagamento(
  db: Db,
  publisher: RealtimePublisher,
  session: Session,
  body: { CobrancaId: number; PagaEm: string },
  today: string,
): Promise<CobrancaDto> {
  const { tenantId } = session;
  const where = and(eq(cobranca.tenantId, tenantId), eq(cobranca.id, body.CobrancaId));
  const [found] = await selectRows(db).where(where).for('update', { of: cobranca });
  if (!found) throw problemOf(404, 'nao-encontrado', 'detalhe.cobranca-nao-encontrada');
  if (found.status !== 'Pendente')
    throw problemOf(409, 'conflito', 'detalhe.cobranca-nao-pendente', { status: found.status });
  await db.insert(pagamento).values({
    tenantId,
    cobrancaId: found.id,
    pagaEm: body.PagaEm,
    valor: found.valor,
    usuarioId: session.usuario.id,
  });
  await db.update(cobranca).set({ status: 'Paga', pagaEm: body.PagaEm }).where(where);
  await refreshPendencias(db, publisher, tenantId, today, [found.concessionariaId]);
  await logFaturamento(publisher, db, tenantId, session.usuario.id, {
    tipo: 'Pagamento',
    cobrancaId: found.id,
    empresa: found.razaoSocial ?? '',
    valor: found.valor,
    pagaEm: body.PagaEm,
  });
  const [after] = await selectRows(db).where(where);
  if (!after) throw problemOf(404, 'nao-encontrado', 'detalhe.cobranca-nao-encontrada');
  return toDto(after);
}
