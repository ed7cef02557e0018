// Registration imports through the API on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE=postgres): the pipeline, per-column validation, encodings, XLSX, idempotency per
// file hash and replacement, the error report, permissions and tenant isolation.
import ExcelJS from 'exceljs';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentoRealtime } from '../src/db/schema-realtime.js';
import { emplacamento, importacao } from '../src/db/schema-registrations.js';
import { nomenclatura } from '../src/db/schema-reference.js';
import { inTenant, problemOf, useReferenceServer } from './helpers.js';
import {
  criar,
  csvBytes,
  importFile,
  uploadRegistrations,
  validRow,
  waitImport,
  xlsxBytes,
  type Importacao,
} from './registrations-helpers.js';

describe('registration imports', () => {
  const ctx = useReferenceServer('/api/Emplacamento/ImportacaoEmplacamento', [
    'abracaf',
    'assobrav',
  ]);
  const db = () => ctx.server.database.db;
  // The test's own reads are one tenant's, in its scope like the API's.
  const abracaf = <T>(fn: () => Promise<T>) => inTenant(ctx.server, 'abracaf', fn);
  const rowsOf = async (importacaoId: number) =>
    (
      await abracaf(() =>
        db()
          .select({ n: count() })
          .from(emplacamento)
          .where(
            and(eq(emplacamento.tenantId, 'abracaf'), eq(emplacamento.importacaoId, importacaoId)),
          ),
      )
    )[0]?.n ?? 0;

  let mapped = '';
  beforeAll(async () => {
    const [version] = await abracaf(() =>
      db()
        .select({ versao: nomenclatura.versao })
        .from(nomenclatura)
        .where(and(eq(nomenclatura.tenantId, 'abracaf'), eq(nomenclatura.versao, 'ARGO 1.0 FLEX'))),
    );
    mapped = version?.versao ?? '';
  });

  describe('a CSV with good and bad rows', () => {
    let result: Importacao;
    beforeAll(async () => {
      const rows = [
        validRow(1, { versao: mapped, extra: 'x' }),
        validRow(2, { versao: 'ARGO TREKKING 1.3 NOVA' }),
        validRow(3, { chassi: '0BD12345678901234' }),
        validRow(4, { data_emplacamento: '31/02/2025', placa: 'AB-12' }),
        validRow(5, { municipio_ibge: '9999999' }),
        validRow(6, { tipo_venda: 'ATACADO', ano_fabricacao: '2024', ano_modelo: '2026' }),
        validRow(7, { fabricante: 'MARCA INEXISTENTE', renavam: '12345678901' }),
        validRow(8, { cnpj_faturador: '11.222.333/0001-00' }),
        validRow(1, { versao: mapped }),
        validRow(9, { tipo_venda: 'venda_direta', cnpj_faturador: '11.222.333/0001-81' }),
      ];
      result = await importFile(
        ctx.server,
        ctx.admin,
        'emplacamentos.csv',
        csvBytes(rows, 'utf-8', [...Object.keys(validRow(0)), 'extra']),
      );
    });

    it('imports the good rows and reports every bad one by column', async () => {
      expect(result).toMatchObject({
        Status: 'ConcluidaComErros',
        Progresso: 100,
        TotalLinhas: 10,
        LinhasProcessadas: 10,
        LinhasImportadas: 3,
        LinhasComErro: 7,
        VersoesNaoMapeadas: 1,
        ColunasIgnoradas: ['extra'],
      });
      expect(await rowsOf(result.Id)).toBe(3);
      const errors = (result.Erros ?? []).map((e) => [e.Linha, e.Coluna, e.Mensagem]);
      expect(errors).toEqual([
        [4, 'chassi', 'Insira um chassi válido.'],
        [5, 'data_emplacamento', 'Insira uma data válida (dd/MM/aaaa) no campo data_emplacamento'],
        [5, 'placa', 'Insira uma placa válida.'],
        [6, 'municipio_ibge', 'Município não encontrado pelo código IBGE'],
        [7, 'ano_modelo', 'O ano do modelo deve ser o ano de fabricação ou o seguinte'],
        [7, 'tipo_venda', 'O tipo de venda deve ser VAREJO ou VENDA_DIRETA'],
        [8, 'renavam', 'Insira um renavam válido.'],
        [8, 'fabricante', 'Fabricante não cadastrado'],
        [9, 'cnpj_faturador', 'Documento inválido'],
        [10, 'chassi', 'Chassi repetido no arquivo com a mesma data (linha 2)'],
      ]);
      expect(result.Erros?.[0]?.Valor).toBe('0BD12345678901234');
    });

    it('keeps the unmapped version for mapping and resolves the mapped one to its model', async () => {
      const stored = await abracaf(() =>
        db()
          .select({
            modeloId: emplacamento.modeloId,
            segmentoId: emplacamento.segmentoId,
            tipo: emplacamento.tipoVenda,
          })
          .from(emplacamento)
          .where(eq(emplacamento.importacaoId, result.Id)),
      );
      expect(stored.filter((r) => r.modeloId !== null && r.segmentoId !== null)).toHaveLength(2);
      expect(stored.filter((r) => r.modeloId === null)).toHaveLength(1);
      expect(stored.map((r) => r.tipo).sort()).toEqual(['VAREJO', 'VAREJO', 'VENDA_DIRETA']);
      const [unmapped] = await abracaf(() =>
        db()
          .select()
          .from(nomenclatura)
          .where(
            and(
              eq(nomenclatura.tenantId, 'abracaf'),
              eq(nomenclatura.versao, 'ARGO TREKKING 1.3 NOVA'),
            ),
          ),
      );
      expect(unmapped).toMatchObject({ modeloId: null, quantidadeEmplacamentos: 1 });
    });

    it('published the progress marker and a notification', async () => {
      // The notification follows the commit that made the import final: wait for it.
      const read = () =>
        abracaf(() =>
          db().select().from(documentoRealtime).where(eq(documentoRealtime.tenantId, 'abracaf')),
        );
      let docs = await read();
      while (
        !docs.some((d) => d.colecao === 'notificacoes' && d.dados.importacaoId === result.Id)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        docs = await read();
      }
      const marker = docs.find(
        (d) => d.colecao === 'marcadoresProcessamento' && d.dados.importacaoId === result.Id,
      );
      expect(marker?.dados).toMatchObject({
        status: 'ConcluidaComErros',
        progresso: 100,
        linhasImportadas: 3,
        linhasRejeitadas: 7,
      });
      const note = docs.find(
        (d) => d.colecao === 'notificacoes' && d.dados.importacaoId === result.Id,
      );
      expect(note?.dados).toMatchObject({
        titulo: 'Importação concluída com erros',
        lida: false,
        mensagem: 'importacao-ConcluidaComErros',
        parametros: { importadas: 3, rejeitadas: 7 },
      });
    });

    it('serves the error report as CSV in the reader language', async () => {
      const response = await ctx.call('GET', `/RelatorioErros?id=${String(result.Id)}`, {
        ...ctx.admin,
        'accept-language': 'en-US,en;q=0.9',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Row;Column;Value;Message');
      expect(lines).toHaveLength(11);
      expect(lines[1]).toBe('4;chassi;0BD12345678901234;Enter a valid chassis number.');
    });

    it('serves the error report as XLSX', async () => {
      const response = await ctx.call(
        'GET',
        `/RelatorioErros?id=${String(result.Id)}&formato=xlsx`,
        {
          ...ctx.admin,
          'accept-language': 'de',
        },
      );
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).values).toEqual([undefined, 'Zeile', 'Spalte', 'Wert', 'Meldung']);
      expect(sheet?.rowCount).toBe(11);
      expect(sheet?.getRow(4).getCell(4).value).toBe(
        'Gebe Sie ein gültiges Kennzeichen ein.'.replace('Gebe', 'Geben'),
      );
    });

    it('refuses the same file again with a link to the first import, and replaces on request', async () => {
      const [first] = await abracaf(() =>
        db().select().from(importacao).where(eq(importacao.id, result.Id)),
      );
      const again = await criar(ctx.server, ctx.admin, first?.arquivoHash ?? '');
      expect(again.statusCode).toBe(409);
      expect(problemOf(again).detail).toContain(`importação ${String(result.Id)}`);
      expect(again.json<{ link: string }>().link).toBe(
        `/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(result.Id)}`,
      );
      const replaced = await criar(ctx.server, ctx.admin, first?.arquivoHash ?? '', true);
      expect(replaced.statusCode, replaced.body).toBe(202);
      const second = await waitImport(ctx.server, ctx.admin, replaced.json<Importacao>().Id);
      expect(second).toMatchObject({
        Status: 'ConcluidaComErros',
        LinhasImportadas: 3,
        SubstituiId: result.Id,
      });
      expect(await rowsOf(result.Id)).toBe(0);
      expect(await rowsOf(second.Id)).toBe(3);
      const old = await ctx.call('GET', `/ObterImportacao?id=${String(result.Id)}`);
      expect(old.json<Importacao>().SubstituidaPorId).toBe(second.Id);
    });
  });

  describe('encodings and formats', () => {
    it('cuts a long offending value in ObterImportacao with a marker, and keeps it whole in the report', async () => {
      const long = `X${'9'.repeat(99_999)}`;
      const result = await importFile(
        ctx.server,
        ctx.admin,
        'long-value.csv',
        csvBytes([validRow(111, { placa: long })]),
      );
      expect(result.LinhasComErro).toBe(1);
      const [erro] = result.Erros ?? [];
      expect(erro?.Coluna).toBe('placa');
      expect(erro?.Valor).toBe(`${long.slice(0, 200)}…`);
      const report = await ctx.call('GET', `/RelatorioErros?id=${String(result.Id)}`);
      expect(report.body).toContain(long);
    });

    it('reads a Windows-1252 CSV', async () => {
      const result = await importFile(
        ctx.server,
        ctx.admin,
        'latin1.csv',
        csvBytes([validRow(101, { cor: 'PRATA METÁLICO', combustivel: 'ÁLCOOL' })], 'windows-1252'),
      );
      expect(result).toMatchObject({ Status: 'Concluida', LinhasImportadas: 1 });
      const [row] = await abracaf(() =>
        db().select().from(emplacamento).where(eq(emplacamento.importacaoId, result.Id)),
      );
      expect(row).toMatchObject({ cor: 'PRATA METÁLICO', combustivel: 'ÁLCOOL' });
    });

    it('reads a UTF-8 CSV with accents', async () => {
      const result = await importFile(
        ctx.server,
        ctx.admin,
        'utf8.csv',
        csvBytes([validRow(102, { cor: 'CINZA GRAFITE ÇÃO' })]),
      );
      const [row] = await abracaf(() =>
        db().select().from(emplacamento).where(eq(emplacamento.importacaoId, result.Id)),
      );
      expect(row?.cor).toBe('CINZA GRAFITE ÇÃO');
    });

    it('reports the rows already registered, and their repeats in the file, and imports the rest', async () => {
      const first = await importFile(ctx.server, ctx.admin, 'base.csv', csvBytes([validRow(301)]));
      expect(first).toMatchObject({ Status: 'Concluida', LinhasImportadas: 1 });
      const second = await importFile(
        ctx.server,
        ctx.admin,
        'base-again.csv',
        csvBytes([validRow(302), validRow(301), validRow(303), validRow(301)]),
      );
      expect(second).toMatchObject({
        Status: 'ConcluidaComErros',
        LinhasImportadas: 2,
        LinhasComErro: 2,
      });
      expect(await rowsOf(second.Id)).toBe(2);
      expect((second.Erros ?? []).map((e) => [e.Linha, e.Coluna, e.Mensagem])).toEqual([
        [3, 'chassi', 'Este chassi já tem emplacamento nesta data'],
        [5, 'chassi', 'Chassi repetido no arquivo com a mesma data (linha 3)'],
        [5, 'chassi', 'Este chassi já tem emplacamento nesta data'],
      ]);
    });

    it('reads a CSV with quoted cells (a separator and a quote inside a cell) through the full parser', async () => {
      const text = csvBytes([validRow(103), validRow(104, { ano_modelo: '1900' })])
        .toString('utf-8')
        .replace('BRANCO', '"BRANCO; ""PÉROLA"""');
      const result = await importFile(ctx.server, ctx.admin, 'quoted.csv', Buffer.from(text));
      expect(result).toMatchObject({ Status: 'ConcluidaComErros', LinhasImportadas: 1 });
      expect(result.Erros?.map((e) => [e.Linha, e.Coluna])).toEqual([[3, 'ano_modelo']]);
      const [row] = await abracaf(() =>
        db().select().from(emplacamento).where(eq(emplacamento.importacaoId, result.Id)),
      );
      expect(row?.cor).toBe('BRANCO; "PÉROLA"');
    });

    it('counts records, not lines: a quoted cell with line breaks and blank lines add none', async () => {
      const rows = [validRow(107), validRow(108), validRow(109, { ano_modelo: '1900' })];
      const lines = csvBytes(rows).toString('utf-8').split('\r\n');
      const text = [
        lines[0],
        '',
        lines[1]?.replace('BRANCO', '"BRANCO\r\nPÉROLA\nMETÁLICO"'),
        '  ',
        lines[2],
        lines[3]?.replace('FLEX;', '"FLEX";'),
        '',
      ].join('\r\n');
      const result = await importFile(ctx.server, ctx.admin, 'records.csv', Buffer.from(text));
      expect(result).toMatchObject({
        TotalLinhas: rows.length,
        LinhasProcessadas: rows.length,
        LinhasImportadas: 2,
        LinhasComErro: 1,
      });
      const stored = await abracaf(() =>
        db()
          .select({ cor: emplacamento.cor })
          .from(emplacamento)
          .where(eq(emplacamento.importacaoId, result.Id)),
      );
      expect(stored.map((r) => r.cor).sort()).toEqual(['BRANCO', 'BRANCO\r\nPÉROLA\nMETÁLICO']);
      expect(result.TotalLinhas).toBe(stored.length + result.LinhasComErro);
    });

    it('numbers the rows of a plain CSV as its lines, past a BOM, blank lines and a last line without a newline', async () => {
      const lines = csvBytes([validRow(105), validRow(106, { ano_modelo: '1900' })])
        .toString('utf-8')
        .split('\r\n');
      const text = `\uFEFF${lines[0] ?? ''}\r\n\r\n${lines[1] ?? ''}\n   \n${lines[2] ?? ''}`;
      const result = await importFile(ctx.server, ctx.admin, 'blank-lines.csv', Buffer.from(text));
      expect(result).toMatchObject({ Status: 'ConcluidaComErros', LinhasImportadas: 1 });
      expect(result.Erros?.map((e) => [e.Linha, e.Coluna, e.Valor])).toEqual([
        [5, 'ano_modelo', '1900'],
      ]);
    });

    it('reads an XLSX with date cells and reports its bad rows', async () => {
      const result = await importFile(
        ctx.server,
        ctx.admin,
        'emplacamentos.xlsx',
        await xlsxBytes([
          validRow(201),
          validRow(202, { data_emplacamento: '15/06/2025' }),
          validRow(203, { chassi: 'INVALIDO' }),
        ]),
      );
      expect(result).toMatchObject({
        Status: 'ConcluidaComErros',
        LinhasImportadas: 2,
        LinhasComErro: 1,
      });
      expect(result.Erros?.[0]).toMatchObject({ Linha: 4, Coluna: 'chassi' });
      const dates = await abracaf(() =>
        db()
          .select({ d: emplacamento.dataEmplacamento })
          .from(emplacamento)
          .where(eq(emplacamento.importacaoId, result.Id)),
      );
      expect(dates.map((r) => r.d).sort()).toEqual(['2025-03-06', '2025-06-15']);
    });

    it('imports nothing from a file whose rows are all bad, and says why', async () => {
      const result = await importFile(
        ctx.server,
        ctx.admin,
        'ruim.csv',
        csvBytes([validRow(301, { chassi: 'X' }), validRow(302, { municipio_ibge: '1' })]),
      );
      expect(result).toMatchObject({
        Status: 'Falhou',
        LinhasImportadas: 0,
        LinhasComErro: 2,
        Mensagem: 'Nenhuma linha válida: nada foi importado',
      });
    });

    it('fails a file without the required columns, naming them', async () => {
      const result = await importFile(
        ctx.server,
        ctx.admin,
        'colunas.csv',
        Buffer.from('chassi;placa\r\n9BD111111111111;ABC1234\r\n'),
      );
      expect(result.Status).toBe('Falhou');
      expect(result.Mensagem).toContain('data_emplacamento, fabricante, modelo, versao');
    });
  });

  describe('who may import', () => {
    it('answers 403 to a user without the import screen on every operation', async () => {
      const guid = await uploadRegistrations(
        ctx.server,
        ctx.admin,
        'perm.csv',
        csvBytes([validRow(401)]),
      );
      const calls = [
        await criar(ctx.server, ctx.loja, guid),
        await ctx.call('POST', '/ListarImportacoes', ctx.loja, { draw: 1, start: 0, length: 10 }),
        await ctx.call('GET', '/ObterImportacao?id=1', ctx.loja),
        await ctx.call('GET', '/RelatorioErros?id=1', ctx.loja),
        await ctx.call('POST', '/CancelarImportacao?id=1', ctx.loja),
      ];
      expect(calls.map((c) => c.statusCode)).toEqual([403, 403, 403, 403, 403]);
      const body = (await import('./files-helpers.js')).formBody;
      const upload = await body([{ name: 'x.csv', content: 'a' }]);
      const sent = await ctx.server.app.inject({
        method: 'POST',
        url: '/api/Emplacamento/ImportacaoEmplacamento?guid=true',
        headers: { ...ctx.loja, ...upload.headers },
        payload: upload.payload,
      });
      expect(sent.statusCode).toBe(403);
    });

    it("keeps a tenant's imports from another tenant", async () => {
      const mine = await importFile(
        ctx.server,
        ctx.admin,
        'isolado.csv',
        csvBytes([validRow(501)]),
      );
      const [file] = await abracaf(() =>
        db().select().from(importacao).where(eq(importacao.id, mine.Id)),
      );
      const calls = [
        await ctx.call('GET', `/ObterImportacao?id=${String(mine.Id)}`, ctx.other),
        await ctx.call('GET', `/RelatorioErros?id=${String(mine.Id)}`, ctx.other),
        await ctx.call('POST', `/CancelarImportacao?id=${String(mine.Id)}`, ctx.other),
        await criar(ctx.server, ctx.other, file?.arquivoHash ?? ''),
      ];
      expect(calls.map((c) => c.statusCode)).toEqual([404, 404, 404, 404]);
      const list = await ctx.call('POST', '/ListarImportacoes', ctx.other, {
        draw: 1,
        start: 0,
        length: 50,
      });
      expect(
        list.json<{ Data: { data: unknown[]; recordsTotal: number } }>().Data.recordsTotal,
      ).toBe(0);
      const own = await ctx.call('POST', '/ListarImportacoes', ctx.admin, {
        draw: 1,
        start: 0,
        length: 2,
      });
      const page = own.json<{ Data: { data: Importacao[]; recordsTotal: number } }>().Data;
      expect(page.data).toHaveLength(2);
      expect(page.data[0]?.Id).toBe(mine.Id);
      expect(page.recordsTotal).toBeGreaterThan(5);
    });

    it('sorts the history by a column and searches it by file name', async () => {
      await importFile(ctx.server, ctx.admin, 'zz-ultimo-nome.csv', csvBytes([validRow(611)]));
      const byName = await ctx.call('POST', '/ListarImportacoes', ctx.admin, {
        draw: 1,
        start: 0,
        length: 500,
        order: [{ column: 'ArquivoNome', dir: 'desc' }],
      });
      const names = byName
        .json<{ Data: { data: Importacao[] } }>()
        .Data.data.map((row) => row.ArquivoNome);
      expect(names[0]).toBe('zz-ultimo-nome.csv');
      expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const found = await ctx.call('POST', '/ListarImportacoes', ctx.admin, {
        draw: 1,
        start: 0,
        length: 10,
        search: { value: 'ULTIMO-NOME' },
      });
      const page = found.json<{ Data: { data: Importacao[]; recordsFiltered: number } }>().Data;
      expect(page.recordsFiltered).toBe(1);
      expect(page.data.map((row) => row.ArquivoNome)).toEqual(['zz-ultimo-nome.csv']);
      const refused = await ctx.call('POST', '/ListarImportacoes', ctx.admin, {
        draw: 1,
        start: 0,
        length: 10,
        order: [{ column: 'senha', dir: 'asc' }],
      });
      expect(refused.statusCode).toBe(400);
    });

    it('cancels nothing that has finished', async () => {
      const done = await importFile(ctx.server, ctx.admin, 'fim.csv', csvBytes([validRow(601)]));
      const response = await ctx.call('POST', `/CancelarImportacao?id=${String(done.Id)}`);
      expect(response.statusCode).toBe(409);
      expect(problemOf(response).detail).toBe('A importação já terminou e não pode ser cancelada.');
    });

    it('answers its problems in the reader language', async () => {
      const done = await importFile(ctx.server, ctx.admin, 'idioma.csv', csvBytes([validRow(602)]));
      const cancel = await ctx.call('POST', `/CancelarImportacao?id=${String(done.Id)}`, {
        ...ctx.admin,
        'accept-language': 'en',
      });
      expect(cancel.statusCode).toBe(409);
      expect(problemOf(cancel)).toMatchObject({
        title: 'Conflict',
        detail: 'The import has already finished and cannot be cancelled.',
      });
      const missing = await ctx.call('GET', '/ObterImportacao?id=999999', {
        ...ctx.admin,
        'accept-language': 'fr-FR,fr;q=0.9',
      });
      expect(missing.statusCode).toBe(404);
      expect(problemOf(missing).detail).toBe('Importation introuvable.');
    });
  });
});
