// Registration files for the import tests: CSV (UTF-8 or Windows-1252) and XLSX built from rows,
// a valid row factory, and the calls of an import (upload, create, wait for the end).
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import { COLUNAS } from '../src/registrations/columns.js';
import { chassiOf, placaOf, renavamOf } from '../src/registrations/generate.js';
import type { TestServer } from './helpers.js';
import { formBody } from './files-helpers.js';

/** One row of a file, by column. */
export type Linha = Partial<Record<string, string>>;

/** A valid row (FIAT, São Paulo, retail) numbered `n`; `over` changes fields. */
export const validRow = (n: number, over: Linha = {}): Linha => ({
  data_emplacamento: `${String((n % 28) + 1).padStart(2, '0')}/03/2025`,
  chassi: chassiOf('9BD', n, 2025),
  placa: placaOf(n),
  renavam: renavamOf(n),
  fabricante: 'FIAT',
  modelo: 'ARGO',
  versao: 'ARGO 1.0 FLEX',
  segmento: 'Hatch',
  ano_fabricacao: '2024',
  ano_modelo: '2025',
  combustivel: 'FLEX',
  cor: 'BRANCO',
  municipio_ibge: '3550308',
  cnpj_faturador: '',
  tipo_venda: 'VAREJO',
  ...over,
});

/** The CSV text of `rows` with `columns` as header (`;`, CRLF). */
export function csvText(rows: Linha[], columns: readonly string[] = COLUNAS): string {
  return [columns.join(';'), ...rows.map((r) => columns.map((c) => r[c] ?? '').join(';'))]
    .map((line) => `${line}\r\n`)
    .join('');
}

/** The CSV bytes in UTF-8 or Windows-1252. */
export const csvBytes = (
  rows: Linha[],
  encoding: 'utf-8' | 'windows-1252' = 'utf-8',
  columns?: readonly string[],
) =>
  encoding === 'utf-8'
    ? Buffer.from(csvText(rows, columns))
    : iconv.encode(csvText(rows, columns), 'win1252');

/** An XLSX workbook of `rows`; dates as real date cells, years as numbers. */
export async function xlsxBytes(rows: Linha[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Emplacamentos');
  sheet.addRow([...COLUNAS]);
  for (const r of rows) {
    sheet.addRow(
      COLUNAS.map((c) => {
        const value = r[c] ?? '';
        if (c === 'data_emplacamento' && /^\d\d\/\d\d\/\d{4}$/.test(value)) {
          const [d, m, y] = value.split('/').map(Number);
          return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
        }
        if ((c === 'ano_fabricacao' || c === 'ano_modelo') && /^\d+$/.test(value))
          return Number(value);
        return value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a registration file; answers its guid. */
export async function uploadRegistrations(
  server: TestServer,
  headers: Record<string, string>,
  name: string,
  content: Buffer,
): Promise<string> {
  const body = await formBody([
    {
      name,
      content,
      type: name.endsWith('.xlsx')
        ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : 'text/csv',
    },
  ]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/Emplacamento/ImportacaoEmplacamento?guid=true',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Guid: string }[]>()[0]?.Guid ?? '';
}

/** The contract's Importacao, as far as the tests read it. */
export interface Importacao {
  Id: number;
  Status: string;
  ArquivoNome: string;
  Progresso: number;
  TotalLinhas: number | null;
  LinhasProcessadas: number;
  LinhasImportadas: number;
  LinhasComErro: number;
  VersoesNaoMapeadas: number;
  ColunasIgnoradas: string[];
  Mensagem: string | null;
  SubstituiId: number | null;
  SubstituidaPorId: number | null;
  UrlRelatorioErros: string | null;
  Erros?: { Linha: number; Coluna: string | null; Valor: string | null; Mensagem: string }[];
}

/** POST CriarImportacao. */
export const criar = (
  server: TestServer,
  headers: Record<string, string>,
  guid: string,
  substituir?: boolean,
) =>
  server.app.inject({
    method: 'POST',
    url: '/api/Emplacamento/ImportacaoEmplacamento/CriarImportacao',
    headers,
    payload: { ArquivoGuid: guid, ...(substituir === undefined ? {} : { Substituir: substituir }) },
  });

const FINAL = ['Concluida', 'ConcluidaComErros', 'Falhou', 'Cancelada'];

/** Reads the import until it reaches a final status (the job runs in the server's queue). */
export async function waitImport(
  server: TestServer,
  headers: Record<string, string>,
  id: number,
): Promise<Importacao> {
  for (;;) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(id)}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Importacao>();
    if (FINAL.includes(body.Status)) return body;
    // A short pause between reads: the import shares the database with these calls.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Uploads, creates and waits for one import. */
export async function importFile(
  server: TestServer,
  headers: Record<string, string>,
  name: string,
  content: Buffer,
): Promise<Importacao> {
  const guid = await uploadRegistrations(server, headers, name, content);
  const created = await criar(server, headers, guid);
  expect(created.statusCode, created.body).toBe(202);
  return waitImport(server, headers, created.json<Importacao>().Id);
}
