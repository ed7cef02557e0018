// Billing files and calls for the billing tests: a file from rows, the upload that starts its
// import, waiting for the import, and two dealerships of the demo tenant to bill.
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { COLUNAS_FATURAMENTO } from '../src/billing/columns.js';
import { concessionaria } from '../src/db/schema-reference.js';
import { formBody } from './files-helpers.js';
import { inTenant, type TestServer } from './helpers.js';
import { csvBytes, waitImport, type Importacao, type Linha } from './registrations-helpers.js';

const BASE = '/api/Emplacamento/ImportacaoFaturamento';

/** A billing CSV (UTF-8, `;`) of `rows`. */
export const billingCsv = (rows: Linha[], columns: readonly string[] = COLUNAS_FATURAMENTO) =>
  csvBytes(rows, 'utf-8', columns);

/** POST ImportarFaturamentos with one file. */
export async function uploadBillings(
  server: TestServer,
  headers: Record<string, string>,
  name: string,
  content: Buffer,
) {
  const body = await formBody([{ name, content, type: 'text/csv' }]);
  return server.app.inject({
    method: 'POST',
    url: `${BASE}/ImportarFaturamentos`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads one billing file and waits for its import to end. */
export async function importBillings(
  server: TestServer,
  headers: Record<string, string>,
  name: string,
  content: Buffer,
): Promise<Importacao> {
  const response = await uploadBillings(server, headers, name, content);
  expect(response.statusCode, response.body).toBe(202);
  const [created] = response.json<Importacao[]>();
  return waitImport(server, headers, created?.Id ?? 0);
}

/** A dealership of the seeded reference data. */
export interface Dealer {
  id: number;
  nome: string;
  cnpj: string;
  codigo: string;
}

/** The first `n` dealerships of a tenant, by id. */
export async function dealersOf(server: TestServer, tenantId: string, n: number) {
  const rows = await inTenant(server, tenantId, () =>
    server.database.db
      .select({
        id: concessionaria.id,
        nome: concessionaria.razaoSocial,
        cnpj: concessionaria.cnpj,
        codigo: concessionaria.codigoFaturamento,
      })
      .from(concessionaria)
      .where(and(eq(concessionaria.tenantId, tenantId)))
      .orderBy(asc(concessionaria.id))
      .limit(n),
  );
  return rows satisfies Dealer[];
}

/** A billing row for `dealer` in `mes`/`ano`. */
export const billingRow = (dealer: Dealer, over: Linha = {}): Linha => ({
  codigo_faturamento: dealer.codigo,
  cnpj: '',
  ano: '2025',
  mes: '3',
  tipo_nota: 'DVR',
  quantidade_veiculos: '10',
  valor: '1.234,56',
  ...over,
});
