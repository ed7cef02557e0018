// The scope of the demo users whose profile needs one (the users screen requires it of real
// users): the dealership user and the group user get a dealership of the tenant's own brand (and
// its business group), the regional user an operational region, so each sees real figures on its
// landing page. Only where the user has none yet: an administrator's later choice is kept.
import { sql } from 'drizzle-orm';
import { withTenant, type Db } from '../db/client.js';
import { demoTenants } from './demo.js';

/** Gives the demo dealership, group and regional users of every demo tenant their scope. */
export async function seedDemoScopes(
  db: Db,
  tenantIds: readonly string[] = demoTenants.map((t) => t.id),
): Promise<void> {
  // Per tenant, in its scope: the policies bind the seed like any request.
  for (const tenantId of tenantIds) await withTenant(db, tenantId, () => seedTenant(db, tenantId));
}

async function seedTenant(db: Db, tenantId: string): Promise<void> {
  // The tenant's first dealership of its own brand that belongs to a business group.
  const dealership = sql`(select c.id from concessionaria c
      join fabricante f on f.id = c.montadora_id
      join parametro p on p.tenant_id = c.tenant_id and p.parametro_id = 'EMP_FABRICANTE'
      where c.tenant_id = u.tenant_id and c.grupo_empresa_id is not null
        and lower(f.nome) = lower(p.valor)
      order by c.id limit 1)`;
  await db.execute(sql`
    update usuario u set dados_adicionais = u.dados_adicionais || jsonb_strip_nulls(jsonb_build_object(
      'empresaId', ${dealership},
      'grupoEmpresaId', (select c.grupo_empresa_id from concessionaria c where c.id = ${dealership})))
    where u.tenant_id = ${tenantId} and split_part(u.login, '@', 1) in ('concessionario', 'loja', 'grupo')
      and not (u.dados_adicionais ? 'empresaId')`);
  await db.execute(sql`
    update usuario u set dados_adicionais = u.dados_adicionais || jsonb_strip_nulls(jsonb_build_object(
      'regiaoOperacionalId', (select min(r.id) from regiao_operacional r where r.tenant_id = u.tenant_id)))
    where u.tenant_id = ${tenantId} and split_part(u.login, '@', 1) = 'regional'
      and not (u.dados_adicionais ? 'regiaoOperacionalId')`);
}
