// The billing parameters (EMP_FATURAMENTO_* system parameters of the tenant): fee per vehicle,
// due day, the invoice types charged, and the collection letter's sender, subject and text.
// Absent parameters take the defaults below, so a new association can close a month at once.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { parametro } from '../db/schema.js';
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

/** What a tenant that never saved its parameters gets. */
export const PADRAO: ParametrosFaturamento = {
  ValorPorVeiculo: 12.5,
  DiaVencimento: 10,
  TiposNota: ['DVR', 'DVE'],
  EmailRemetente: 'cobranca@emplacamento.demo',
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
    EmailRemetente: values.get(IDS.EmailRemetente) ?? PADRAO.EmailRemetente,
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
