// Data for the brand validation journey: a month of own-brand (FIAT) registrations imported
// through the API as the demo administrator, in a month of its own (2020: older than the demo
// data, one month per test, so parallel tests never compare each other's rows), and the
// manufacturer's list made from the same rows with known differences planted.
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, demo } from './portal';
import { csvOf, rowsOf } from './registrations';

type Row = ReturnType<typeof rowsOf>[number];

/** `count` registrations of `tag` dated in `month` of 2020 (days 1–28). */
export function monthRows(tag: string, month: number, count: number): Row[] {
  const mm = String(month).padStart(2, '0');
  return rowsOf(tag, count).map((row, n) => ({
    ...row,
    data_emplacamento: `${String((n % 28) + 1).padStart(2, '0')}/${mm}/2020`,
    ano_fabricacao: '2019',
    ano_modelo: '2020',
  }));
}

const LIST_COLUMNS = ['chassi', 'placa', 'modelo', 'data_emplacamento', 'municipio_ibge'] as const;

/**
 * The manufacturer's list of `rows`: the last one missing, row 0 with another plate, row 1 with
 * another model, and one vehicle the registrations lack. Answers the CSV bytes.
 */
export function listOf(rows: readonly Row[]): Buffer {
  const listed = rows.slice(0, -1).map((row, n) => ({
    chassi: row.chassi,
    placa: n === 0 ? 'ZZZ9Z99' : row.placa,
    modelo: n === 1 ? 'MOBI' : row.modelo,
    data_emplacamento: row.data_emplacamento,
    municipio_ibge: row.municipio_ibge,
  }));
  listed.push({ ...listed[2], chassi: '9BDZZZZZZZZ999999' } as (typeof listed)[number]);
  const lines = [
    LIST_COLUMNS.join(';'),
    ...listed.map((r) => LIST_COLUMNS.map((c) => r[c]).join(';')),
  ];
  return Buffer.from(lines.map((line) => `${line}\r\n`).join(''));
}

/** Imports `rows` as the demo administrator of the default tenant and waits for the end. */
export async function importRows(request: APIRequestContext, rows: readonly Row[]): Promise<void> {
  const token = await apiToken(request, demo('administrador'));
  const headers = { Domain: 'default', Authorization: `Bearer ${token}` };
  const upload = await request.post('/api/Emplacamento/ImportacaoEmplacamento?guid=true', {
    headers,
    multipart: {
      'files[]': { name: 'validacao.csv', mimeType: 'text/csv', buffer: csvOf(rows) },
    },
  });
  expect(upload.status()).toBe(200);
  const [{ Guid }] = (await upload.json()) as [{ Guid: string }];
  const created = await request.post('/api/Emplacamento/ImportacaoEmplacamento/CriarImportacao', {
    headers,
    data: { ArquivoGuid: Guid },
  });
  expect(created.status()).toBe(202);
  const { Id } = (await created.json()) as { Id: number };
  await expect
    .poll(
      async () => {
        const one = await request.get(
          `/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(Id)}`,
          { headers },
        );
        return ((await one.json()) as { Status: string }).Status;
      },
      { timeout: 90_000 },
    )
    .toBe('Concluida');
}
