// The tenant's own brand, which a validation compares: the manufacturer the EMP_FABRICANTE
// parameter names (the same parameter the KPI dashboard reads), matched as imports match names.
import { eq } from 'drizzle-orm';
import { parameterValues } from '../admin/parameters.js';
import type { Db } from '../db/client.js';
import { fabricante } from '../db/schema-reference.js';
import { EMP_FABRICANTE } from '../analytics/own-brand.js';
import { foldName } from '../registrations/references.js';

/** The id of the tenant's own brand; undefined when the parameter names none of its brands. */
export async function ownBrand(db: Db, tenantId: string): Promise<number | undefined> {
  const name = (await parameterValues(db, tenantId, [EMP_FABRICANTE])).get(EMP_FABRICANTE) ?? '';
  if (name.trim() === '') return undefined;
  const brands = await db
    .select({ id: fabricante.id, nome: fabricante.nome, codigo: fabricante.codigo })
    .from(fabricante)
    .where(eq(fabricante.tenantId, tenantId));
  const wanted = foldName(name);
  return brands.find(
    (b) => foldName(b.nome) === wanted || (b.codigo !== null && foldName(b.codigo) === wanted),
  )?.id;
}
