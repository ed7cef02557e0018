// Billing files and calls for the billing journey: a CSV (`;`, header) of billing rows with the
// domain's column names, the administrator's token, and reading the billing log and the file
// archive through the API the screens use.
import type { APIRequestContext } from '@playwright/test';
import { apiToken, demo } from './portal';

/** One billing row: a dealership by its billing code, a month, an invoice type and amounts. */
export interface BillingRow {
  readonly codigo: string;
  readonly ano: number;
  readonly mes: number;
  readonly tipo: 'DVR' | 'DVE';
  readonly veiculos: number;
  /** In pt-BR notation, e.g. `1.234,56`. */
  readonly valor: string;
}

/** A billing CSV of `rows`. */
export function billingCsv(rows: readonly BillingRow[]): Buffer {
  const lines = [
    'codigo_faturamento;cnpj;ano;mes;tipo_nota;quantidade_veiculos;valor',
    ...rows.map((r) =>
      [r.codigo, '', r.ano, r.mes, r.tipo, r.veiculos, r.valor].map(String).join(';'),
    ),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The demo administrator's headers for direct API calls. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await apiToken(request, demo('administrador'));
  return { Domain: 'default', Authorization: `Bearer ${token}` };
}

/** The billing log's documents, newest first. */
export async function billingLog(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<{ dados: Record<string, unknown> }[]> {
  const answer = await request.get('/api/Realtime/logFaturamento', { headers });
  return (await answer.json()) as { dados: Record<string, unknown> }[];
}
