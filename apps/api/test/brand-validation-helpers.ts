// A generated month of own-brand registrations and a manufacturer's list made from the same rows
// with known differences planted, so a validation must find exactly those; plus the calls of a
// validation (upload the list, start, wait for the end).
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { chassiOf } from '../src/registrations/generate.js';
import type { TestServer } from './helpers.js';
import { formBody } from './files-helpers.js';
import { validRow, type Linha } from './registrations-helpers.js';

/** The header of the generated manufacturer's list. */
export const COLUNAS_LISTA = [
  'chassi',
  'placa',
  'modelo',
  'data_emplacamento',
  'municipio_ibge',
  'cnpj_concessionaria',
] as const;

/** Own-brand (FIAT) registrations 1–30 of March 2025; two of another brand; one in April. */
export const registrosDoMes = (): Linha[] => [
  ...Array.from({ length: 30 }, (_, i) => validRow(i + 1)),
  validRow(201, { fabricante: 'VOLKSWAGEN', modelo: 'POLO', versao: 'POLO 1.0' }),
  validRow(202, { fabricante: 'VOLKSWAGEN', modelo: 'POLO', versao: 'POLO 1.0' }),
  validRow(203, { data_emplacamento: '02/04/2025' }),
];

/** A manufacturer row as the list holds registration `n`. */
const asListed = (n: number, over: Linha = {}): Linha => {
  const r = validRow(n);
  return {
    chassi: r.chassi,
    placa: r.placa,
    modelo: 'ARGO',
    data_emplacamento: r.data_emplacamento,
    municipio_ibge: r.municipio_ibge,
    cnpj_concessionaria: '',
    ...over,
  };
};

/**
 * The list: 1–22 as registered, 23 with another plate and date, 24 with a dealership, 25 another
 * plate, 26 another model, 27 another date, 28 another city, 29 another chassis (same plate), 30
 * missing, and two vehicles that have no registration.
 */
export const listaComDiferencas = (): Linha[] => [
  ...Array.from({ length: 22 }, (_, i) => asListed(i + 1)),
  asListed(23, { placa: 'ZZZ9Z99', data_emplacamento: '01/03/2025' }),
  asListed(24, { cnpj_concessionaria: '11.222.333/0001-81' }),
  asListed(25, { placa: 'QQQ1Q11' }),
  asListed(26, { modelo: 'MOBI' }),
  asListed(27, { data_emplacamento: '01/04/2025' }),
  asListed(28, { municipio_ibge: '3304557' }),
  asListed(29, { chassi: chassiOf('9BD', 929, 2025) }),
  asListed(101),
  asListed(102),
];

/** The differences the list must produce, as [kind, chassis registration n, field]. */
export const diferencasEsperadas = {
  AusentesNoFabricante: 1,
  AusentesNoEmplacamento: 2,
  Divergencias: 7,
  DivergenciasPorCampo: {
    placa: 2,
    data: 2,
    concessionaria: 1,
    modelo: 1,
    municipio: 1,
    chassi: 1,
  },
};

/** An XLSX of the list. */
export async function listaXlsx(rows: Linha[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Fabricante');
  sheet.addRow([...COLUNAS_LISTA]);
  for (const r of rows) sheet.addRow(COLUNAS_LISTA.map((c) => r[c] ?? ''));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a file to the archive (UploadArquivo); answers its guid. */
export async function uploadLista(
  server: TestServer,
  headers: Record<string, string>,
  name: string,
  content: Buffer,
): Promise<string> {
  const body = await formBody([{ name, content, type: 'application/octet-stream' }]);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/Geral/Importacao/UploadArquivo',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Guid: string }[]>()[0]?.Guid ?? '';
}

/** The contract's ValidacaoMarca, as far as the tests read it. */
export interface Validacao {
  Id: number;
  Tipo: number;
  Status: string;
  Progresso: number;
  DataInicial: string;
  DataFinal: string;
  Manual: boolean;
  ArquivoResultadoId: number | null;
  ArquivoResultadoCsvId: number | null;
  TotalEmplacamentos: number | null;
  TotalFabricante: number | null;
  AusentesNoFabricante: number | null;
  AusentesNoEmplacamento: number | null;
  Divergencias: number | null;
  DivergenciasPorCampo: Record<string, number> | null;
  Mensagem: string | null;
}

const FINAL = ['Concluida', 'ConcluidaComErros', 'Falhou', 'Cancelada'];

/** Lists until validation `id` reaches a final status (the job runs in the server's queue). */
export async function waitValidacao(
  server: TestServer,
  headers: Record<string, string>,
  id: number,
): Promise<Validacao> {
  for (;;) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/ValidacaoMarca/ObterValidacoesMarca?paginar=false',
      headers,
      payload: { draw: 1, start: 0, length: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const found = response
      .json<{ Data: { data: Validacao[] } }>()
      .Data.data.find((v) => v.Id === id);
    if (!found) throw new Error(`validation ${String(id)} is not listed`);
    if (FINAL.includes(found.Status)) return found;
    // A short pause between reads: the job shares the database with these calls.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
