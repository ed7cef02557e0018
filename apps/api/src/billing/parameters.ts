// The billing parameters (EMP_FATURAMENTO_* system parameters of the tenant): fee per vehicle,
// due day, the invoice types charged, and the collection letter's sender, subject and text.
// Absent parameters take the defaults below, so a new association can close a month at once; the
// letters' default sender is on the tenant's own mail domain.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { parametro, tenant } from '../db/schema.js';
import type { TipoNota } from '../db/schema-billing.js';
import { parameterValues } from '../admin/parameters.js';

/** The contract's `ParametrosFaturamento`. */
export interface ParametrosFaturamento {
  ValorPorVeiculo: number;
  DiaVencimento: number;
  TiposNota: TipoNota[];
  EmailRemetente: string;
  AssuntoCarta: string;
  TextoCarta: string;
}

const IDS = {
  ValorPorVeiculo: 'EMP_FATURAMENTO_VALOR_VEICULO',
  DiaVencimento: 'EMP_FATURAMENTO_DIA_VENCIMENTO',
  TiposNota: 'EMP_FATURAMENTO_TIPOS_NOTA',
  EmailRemetente: 'EMP_FATURAMENTO_EMAIL_REMETENTE',
  AssuntoCarta: 'EMP_FATURAMENTO_ASSUNTO_CARTA',
  TextoCarta: 'EMP_FATURAMENTO_TEXTO_CARTA',
} as const satisfies Record<keyof ParametrosFaturamento, string>;

const DESCRICOES: Record<keyof ParametrosFaturamento, string> = {
  ValorPorVeiculo: 'Valor cobrado por veículo faturado (R$)',
  DiaVencimento: 'Dia de vencimento da cobrança, no mês seguinte ao do faturamento',
  TiposNota: 'Tipos de nota cobrados (lista separada por ;)',
  EmailRemetente: 'Remetente das cartas de cobrança',
  AssuntoCarta: 'Assunto do e-mail da carta de cobrança',
  TextoCarta: 'Texto da carta de cobrança ({empresa}, {valor}, {vencimento})',
};

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * A tenant's mail domain: the one it stores, else its first host that is a domain name (not an
 * address, not `localhost`), else `<id>.localhost`, where the portal reaches a tenant without
 * hosts in development (http/branding.ts). Never another tenant's domain.
 */
export function mailDomainOf(row: {
  id: string;
  dominioEmail: string | null;
  hosts: readonly string[];
}): string {
  const stored = row.dominioEmail?.trim().toLowerCase();
  if (stored) return stored;
  const host = row.hosts
    .map((h) => h.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, ''))
    .find((h) => h.includes('.') && !IPV4.test(h));
  return host ?? `${row.id}.localhost`;
}

/** The letters' default sender of a tenant: `cobranca@` its mail domain. */
async function defaultSender(db: Db, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ id: tenant.id, dominioEmail: tenant.dominioEmail, hosts: tenant.hosts })
    .from(tenant)
    .where(eq(tenant.id, tenantId));
  return `cobranca@${mailDomainOf(row ?? { id: tenantId, dominioEmail: null, hosts: [] })}`;
}

/** What a tenant that never saved its parameters gets, but the sender (`defaultSender`). */
export const PADRAO: Omit<ParametrosFaturamento, 'EmailRemetente'> = {
  ValorPorVeiculo: 12.5,
  DiaVencimento: 10,
  TiposNota: ['DVR', 'DVE'],
  AssuntoCarta: 'Carta de cobrança — {empresa}',
  TextoCarta:
    'Prezados, consta em aberto a contribuição de {empresa} no valor de {valor}, com ' +
    'vencimento em {vencimento}. Pedimos a gentileza de regularizar o pagamento. Caso já o ' +
    'tenham feito, desconsiderem esta carta.',
};

/** The tenant's billing parameters. */
export async function readParametros(db: Db, tenantId: string): Promise<ParametrosFaturamento> {
  const values = await parameterValues(db, tenantId, Object.values(IDS));
  const number = (key: 'ValorPorVeiculo' | 'DiaVencimento') => {
    const value = Number(values.get(IDS[key]));
    return values.has(IDS[key]) && Number.isFinite(value) ? value : PADRAO[key];
  };
  const tipos = values
    .get(IDS.TiposNota)
    ?.split(';')
    .map((t) => t.trim().toUpperCase())
    .filter((t): t is TipoNota => t === 'DVR' || t === 'DVE');
  return {
    ValorPorVeiculo: number('ValorPorVeiculo'),
    DiaVencimento: number('DiaVencimento'),
    TiposNota: tipos ?? PADRAO.TiposNota,
    EmailRemetente: values.get(IDS.EmailRemetente) ?? (await defaultSender(db, tenantId)),
    AssuntoCarta: values.get(IDS.AssuntoCarta) ?? PADRAO.AssuntoCarta,
    TextoCarta: values.get(IDS.TextoCarta) ?? PADRAO.TextoCarta,
  };
}

/** Saves every billing parameter of the tenant (the contract checked each value). */
export async function saveParametros(
  db: Db,
  tenantId: string,
  p: ParametrosFaturamento,
): Promise<ParametrosFaturamento> {
  const valores: Record<keyof ParametrosFaturamento, string> = {
    // Cents: the fee is money, stored as its exact decimal text.
    ValorPorVeiculo: (Math.round(p.ValorPorVeiculo * 100) / 100).toFixed(2),
    DiaVencimento: String(p.DiaVencimento),
    TiposNota: [...new Set(p.TiposNota)].join(';'),
    EmailRemetente: p.EmailRemetente.trim(),
    AssuntoCarta: p.AssuntoCarta.trim(),
    TextoCarta: p.TextoCarta.trim(),
  };
  await db
    .insert(parametro)
    .values(
      (Object.keys(IDS) as (keyof ParametrosFaturamento)[]).map((key) => ({
        tenantId,
        parametroId: IDS[key],
        valor: valores[key],
        descricao: DESCRICOES[key],
      })),
    )
    .onConflictDoUpdate({
      target: [parametro.tenantId, parametro.parametroId],
      set: { valor: sql`excluded.valor` },
    });
  return readParametros(db, tenantId);
}
