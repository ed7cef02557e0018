// A dealership's PendenciaFinanceira: set while it has a pending charge past its due date, cleared
// when none is left. Recomputed from the charges (never toggled), so every path that changes a
// charge — closing, letters, payment, reopening — leaves the same answer. Each change is told to
// the dealership's users as a notification, so the portal's banner follows without a new sign-in.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import type { RealtimePublisher } from '../realtime/publisher.js';

/** The notification's `tipo`: the portal reads the signed-in user again when one arrives. */
export const TIPO_PENDENCIA = 'PendenciaFinanceira';

/**
 * Recomputes the flag of the tenant's dealerships (only `ids` when given) for the date `today`
 * (yyyy-MM-dd, São Paulo), notifies the users of the dealerships whose flag changed (in `db`'s
 * transaction) and answers those dealerships' ids.
 */
export async function refreshPendencias(
  db: Db,
  publisher: RealtimePublisher,
  tenantId: string,
  today: string,
  ids?: readonly number[],
): Promise<number[]> {
  if (ids?.length === 0) return [];
  const only =
    ids === undefined
      ? sql``
      : sql`and c.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const changed = await queryRows<{ id: number; devendo: boolean }>(
    db,
    sql`update concessionaria c set pendencia_financeira = x.devendo
        from (select c2.id, exists (select from cobranca co where co.tenant_id = c2.tenant_id
                and co.concessionaria_id = c2.id and co.status = 'Pendente'
                and co.vencimento < ${today}::date) as devendo
              from concessionaria c2 where c2.tenant_id = ${tenantId}) x
        where c.tenant_id = ${tenantId} and c.id = x.id ${only}
          and c.pendencia_financeira is distinct from x.devendo
          -- A dealership that never had a charge keeps its flag unset rather than false.
          and (x.devendo or c.pendencia_financeira is not null)
        returning c.id, x.devendo`,
  );
  await notifyUsers(db, publisher, tenantId, changed);
  return changed.map((r) => r.id);
}

/** One notification per active user of each dealership whose flag changed. */
async function notifyUsers(
  db: Db,
  publisher: RealtimePublisher,
  tenantId: string,
  changed: readonly { id: number; devendo: boolean }[],
): Promise<void> {
  if (changed.length === 0) return;
  const owing = new Map(changed.map((c) => [c.id, c.devendo]));
  // empresaId lives in the users' free-form data, as a number (the session reads it so).
  const users = await queryRows<{ id: number; empresa_id: number }>(
    db,
    sql`select u.id, (u.dados_adicionais->>'empresaId')::int as empresa_id from usuario u
        where u.tenant_id = ${tenantId} and u.status = 'Ativo' and not u.pendente
          and jsonb_typeof(u.dados_adicionais->'empresaId') = 'number'
          and (u.dados_adicionais->>'empresaId')::int in (${sql.join(
            changed.map((c) => sql`${c.id}`),
            sql`, `,
          )})`,
  );
  for (const user of users) {
    const devendo = owing.get(user.empresa_id) === true;
    await publisher.publish(
      {
        tenantId,
        colecao: 'notificacoes',
        usuarioId: user.id,
        dados: {
          tipo: TIPO_PENDENCIA,
          pendenciaFinanceira: devendo,
          // Shown in the reader's language by the portal; the pt-BR words for other readers.
          mensagem: devendo ? 'pendencia-financeira' : 'pendencia-financeira-quitada',
          titulo: devendo ? 'Pendência financeira' : 'Pendência financeira quitada',
          texto: devendo
            ? 'A concessionária tem uma cobrança vencida e não paga.'
            : 'A concessionária não tem mais cobranças vencidas.',
          lida: false,
        },
      },
      db,
    );
  }
}
