// Exports of the two lists the browser pages itself (segments, vehicle categories): the file holds
// the rows the browser names, in its order, read again from the tenant's data under the list's
// permission; booleans are words of the language that prepared the export, in every export.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { problemOf, useReferenceServer } from './helpers.js';

const base = '/api/Geral/Exportacao';
const segmentColumns = [
  { campo: 'Nome', titulo: 'Name' },
  { campo: 'TipoSegmentoNome', titulo: 'Segment type' },
  { campo: 'Ativo', titulo: 'Status' },
];

interface SegmentRow {
  Id: number;
  Nome: string;
  TipoSegmentoId: number;
  TipoSegmentoNome: string;
  Ativo: boolean;
}

const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

describe('exports of the lists paged in the browser', () => {
  const t = useReferenceServer('', ['abracaf', 'assobrav']);

  const segments = async (headers = t.admin) =>
    (await t.call('GET', '/api/Veiculos/Segmento/ObterSegmentos', headers)).json<SegmentRow[]>();
  /** Prepares an export and downloads it: the download's answer, or the refusal of the POST. */
  const exported = async (body: object, headers: Record<string, string>) => {
    const prepared = await t.call('POST', base, headers, body);
    if (prepared.statusCode !== 201) return prepared;
    return t.server.app.inject({ method: 'GET', url: prepared.json<{ url: string }>().url });
  };
  const segmentExport = (formato: 'csv' | 'xlsx', linhas: unknown) => ({
    operacao: 'obterSegmentos',
    formato,
    colunas: segmentColumns,
    consulta: { userdata: { linhas } },
  });

  it('writes the named segments in the given order, booleans in English, as CSV', async () => {
    const all = await segments();
    expect(all.length).toBeGreaterThan(2);
    // Made inactive so that both words appear in the file.
    const [first, second, third] = all;
    if (!first || !second || !third) throw new Error('the reference data has segments');
    const put = await t.call('PUT', '/api/Veiculos/Segmento/AtualizarSegmento', t.admin, {
      Id: second.Id,
      Nome: second.Nome,
      TipoSegmentoId: second.TipoSegmentoId,
      Ativo: false,
    });
    expect(put.statusCode).toBe(200);
    const file = await exported(segmentExport('csv', [third.Id, second.Id, first.Id]), {
      ...t.admin,
      'accept-language': 'en',
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /filename=segmentos-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(lines(file.body)).toEqual([
      'Name;Segment type;Status',
      `${third.Nome};${third.TipoSegmentoNome};${third.Ativo ? 'Yes' : 'No'}`,
      `${second.Nome};${second.TipoSegmentoNome};No`,
      `${first.Nome};${first.TipoSegmentoNome};${first.Ativo ? 'Yes' : 'No'}`,
    ]);
  });

  it('writes XLSX with booleans in French, and leaves out ids the tenant does not have', async () => {
    const mine = await segments();
    const theirs = await segments(t.other);
    const foreign = theirs.find((row) => !mine.some((own) => own.Id === row.Id));
    if (!foreign) throw new Error('each tenant has segments of its own');
    const named = [mine[1]?.Id, foreign.Id, mine[0]?.Id];
    const file = await exported(segmentExport('xlsx', named), {
      ...t.admin,
      'accept-language': 'fr',
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('segmentos');
    const values = sheet?.getSheetValues().slice(1) as unknown[][];
    const expected = [mine[1], mine[0]].map((row) => [
      row?.Nome,
      row?.TipoSegmentoNome,
      row?.Ativo ? 'Oui' : 'Non',
    ]);
    expect(values.map((row) => row.slice(1))).toEqual([
      ['Name', 'Segment type', 'Status'],
      ...expected,
    ]);
  });

  it('writes the categories any signed-in user reads, in the order named', async () => {
    const list = await t.call('GET', '/api/Veiculos/CategoriaVeiculo', t.loja);
    const categories = list.json<{ Id: number; Nome: string }[]>();
    expect(categories.length).toBeGreaterThan(1);
    const reversed = [...categories].reverse();
    const file = await exported(
      {
        operacao: 'listarCategoriasVeiculo',
        formato: 'csv',
        colunas: [{ campo: 'Nome', titulo: 'Nome' }],
        consulta: { userdata: { linhas: reversed.map((row) => row.Id) } },
      },
      t.loja,
    );
    expect(file.statusCode).toBe(200);
    expect(lines(file.body)).toEqual(['Nome', ...reversed.map((row) => row.Nome)]);
  });

  it('refuses a profile without the segments’ permission and a bad list of rows, in its language', async () => {
    const forbidden = await t.call('POST', base, t.loja, segmentExport('csv', []));
    expect(forbidden.statusCode).toBe(403);
    for (const linhas of [undefined, 'all', [1, 'x'], [0], [1.5]]) {
      const bad = await t.call(
        'POST',
        base,
        { ...t.admin, 'accept-language': 'de' },
        segmentExport('csv', linhas),
      );
      expect(bad.statusCode, JSON.stringify(linhas)).toBe(400);
      const problem = problemOf(bad);
      expect(problem.errors?.[0]).toEqual({
        field: 'consulta.userdata.linhas',
        message: 'Das Feld linhas ist ungültig',
      });
    }
  });

  it('writes the booleans of a server-paged list in the language of the request too', async () => {
    const file = await exported(
      {
        operacao: 'listarEmpresasDetalhadas',
        formato: 'csv',
        colunas: [{ campo: 'Associada', titulo: 'Mitglied' }],
        consulta: { draw: 1, start: 0, length: 25 },
        parametros: { paginar: false },
      },
      { ...t.admin, 'accept-language': 'de' },
    );
    const rows = lines(file.body);
    expect(rows[0]).toBe('Mitglied');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row === 'Ja' || row === 'Nein')).toBe(true);
  });
});
