// The tenant's own brand: the manufacturer the EMP_FABRICANTE parameter names, matched by its name
// (case and surrounding spaces aside). One rule for the KPI dashboard, the report engine and the
// own-brand city rollups (docs/decisions/0210), so a rollup built with one brand is read only by
// a run that finds the same one.
import { sql } from 'drizzle-orm';
import { parameterValues } from '../admin/parameters.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';

/** The parameter naming the tenant's own brand. */
export const EMP_FABRICANTE = 'EMP_FABRICANTE';

/** A brand of the tenant. */
export interface Marca {
  id: number;
  nome: string;
  cor: string | null;
}

/** The tenant's brands by name and the id of its own (null when EMP_FABRICANTE names none). */
export async function brandsOf(
  db: Db,
  tenantId: string,
): Promise<{ todas: Marca[]; propria: number | null }> {
  const own = (await parameterValues(db, tenantId, [EMP_FABRICANTE])).get(EMP_FABRICANTE) ?? '';
  const todas = await queryRows<Marca>(
    db,
    sql`select id, nome, cor from fabricante where tenant_id = ${tenantId} order by nome`,
  );
  const propria = todas.find((m) => m.nome.trim().toLowerCase() === own.trim().toLowerCase());
  return { todas, propria: propria?.id ?? null };
}
