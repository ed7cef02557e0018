// Demo billings, so the billing reports and the month effectivation show real figures in a fresh
// product: for every demo tenant without billings, each dealership's invoices of the last twelve
// months and of the current month to date (the report page opens on the month to date), counted
// from the registrations it billed (one in five as DVE: a registration carries nothing that says
// its invoice type, and direct sales have no dealership) at an average invoice of R$ 70.000 to
// R$ 140.000 per vehicle, fixed per dealership. Written once: afterwards billings come from the billing import only, and the seed never overwrites them.
import { sql } from 'drizzle-orm';
import { withTenant, type Db } from '../db/client.js';
import { todayInSaoPaulo } from '../analytics/period.js';

/** Demo billings for every listed tenant that has none yet, up to `today`. */
export async function seedBillings(
  db: Db,
  tenantIds: readonly string[],
  today: Date,
): Promise<void> {
  // The product's day (São Paulo), as the registrations' last day is.
  const day = todayInSaoPaulo(today);
  const thisMonth = `${day.slice(0, 7)}-01`;
  for (const tenantId of tenantIds)
    await withTenant(db, tenantId, () =>
      db.execute(sql`
        insert into faturamento (tenant_id, concessionaria_id, ano, mes, tipo_nota,
          quantidade_veiculos, valor)
        select e.tenant_id, e.concessionaria_id,
          extract(year from e.data_emplacamento)::smallint,
          extract(month from e.data_emplacamento)::smallint,
          case when e.id % 5 = 0 then 'DVE' else 'DVR' end,
          count(*)::int,
          round(count(*) * (70000 + (e.concessionaria_id % 10) * 7777.77), 2)
        from emplacamento e
        where e.tenant_id = ${tenantId} and e.concessionaria_id is not null
          and e.data_emplacamento >= ${thisMonth}::date - interval '12 months'
          and e.data_emplacamento <= ${day}::date
          and not exists (select 1 from faturamento f where f.tenant_id = ${tenantId})
        group by 1, 2, 3, 4, 5`),
    );
}
