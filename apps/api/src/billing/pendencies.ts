// A dealership's PendenciaFinanceira: set while it has a pending charge past its due date, cleared
// when none is left. Recomputed from the charges (never toggled), so every path that changes a
// charge — closing, letters, payment, reopening — leaves the same answer.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * Recomputes the flag of the tenant's dealerships (only `ids` when given) for the date `today`
 * (yyyy-MM-dd, São Paulo); answers the ids whose flag changed.
 */
export async function refreshPendencias(
  db: Db,
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
  const changed = await queryRows<{ id: number }>(
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
        returning c.id`,
  );
  return changed.map((r) => r.id);
}
