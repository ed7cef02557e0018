// System parameters per tenant (product rules §3): read by id; the profile rules read the four lists.
import { PARAMETER_IDS, profileParametersFrom, type ProfileParameters } from '@emplacamento/access';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { parametro } from '../db/schema.js';

/** Values of some parameters of a tenant, by id (absent ids are left out). */
export async function parameterValues(
  db: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: parametro.parametroId, valor: parametro.valor })
    .from(parametro)
    .where(and(eq(parametro.tenantId, tenantId), inArray(parametro.parametroId, [...ids])));
  return new Map(rows.map((r) => [r.id, r.valor]));
}

/**
 * A tenant's profiles and its profile-list parameters: the same for every caller of the tenant,
 * kept in the `perfis` cache (docs/decisions/0214). Here, beside the parameters, so the cache's
 * registry can name it without importing the users' service, which imports the registry.
 */
export interface TenantProfiles {
  profiles: { id: string; nome: string }[];
  params: ProfileParameters;
}

/** The profile-code lists of a tenant, parsed by @emplacamento/access. */
export async function profileParameters(db: Db, tenantId: string): Promise<ProfileParameters> {
  const values = await parameterValues(db, tenantId, [
    PARAMETER_IDS.perfisAdmin,
    PARAMETER_IDS.perfisGrupo,
    PARAMETER_IDS.perfisLoja,
    PARAMETER_IDS.perfisRegional,
  ]);
  return profileParametersFrom({
    perfisAdmin: values.get(PARAMETER_IDS.perfisAdmin) ?? null,
    perfisGrupo: values.get(PARAMETER_IDS.perfisGrupo) ?? null,
    perfisLoja: values.get(PARAMETER_IDS.perfisLoja) ?? null,
    perfisRegional: values.get(PARAMETER_IDS.perfisRegional) ?? null,
  });
}

/** The parameter the person-document rule reads (product rules §3). */
export const DOCUMENTO_OBRIGATORIO = 'ADMINISTRACAO_CADASTRO_PESSOA_FISICA_DOCUMENTO_OBRIGATORIO';

/** Values of the list-like parameters: the profile-code lists ("type value 3"). */
const listParameter = /^EMP_PERFIS_/;

/** A parameter of the tenant as the contract answers it (a list: absent → empty). */
export async function parameterOf(db: Db, tenantId: string, parametroId: string) {
  const rows = await db
    .select()
    .from(parametro)
    .where(and(eq(parametro.tenantId, tenantId), eq(parametro.parametroId, parametroId)));
  return rows.map((row) => ({
    parametroId: row.parametroId,
    valor: row.valor,
    tipo: 2,
    tipoValor: listParameter.test(row.parametroId) ? (3 as const) : (1 as const),
    descricao: row.descricao === '' ? null : row.descricao,
  }));
}
