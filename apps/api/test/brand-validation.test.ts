// Brand validations through the API on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE=postgres): a generated manufacturer's list with planted differences is compared
// with a month of imported registrations and exactly those differences come out, in the list, in
// the summary, in the log and in the archived result files; types per profile, bad input, removal
// and tenant isolation.
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentoRealtime } from '../src/db/schema-realtime.js';
import { auth, inTenant, login, problemOf, useReferenceServer } from './helpers.js';
import { csvBytes, importFile } from './registrations-helpers.js';
import {
  COLUNAS_LISTA,
  diferencasEsperadas,
  listaComDiferencas,
  listaXlsx,
  registrosDoMes,
  uploadLista,
  waitValidacao,
  type Validacao,
} from './brand-validation-helpers.js';

interface Diferenca {
  Tipo: string;
  Chassi: string;
  Campo: string | null;
  ValorEmplacamento: string | null;
  ValorFabricante: string | null;
  Linha: number | null;
}

describe('brand validation', () => {
  const ctx = useReferenceServer('/api/ValidacaoMarca', ['abracaf', 'assobrav']);
  let marca: Record<string, string>;
  let xlsxGuid = '';

  const start = (headers: Record<string, string>, body: Record<string, unknown>) =>
    ctx.call('POST', '/IniciarValidacaoMarcaManual', headers, body);
  const differences = async (id: number, tipo?: string) => {
    const response = await ctx.call(
      'POST',
      `/ObterDiferencasValidacaoMarca?id=${String(id)}`,
      ctx.admin,
      {
        draw: 1,
        start: 0,
        length: 100,
        ...(tipo ? { userdata: { tipo } } : {}),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ Data: { data: Diferenca[]; recordsTotal: number } }>().Data;
  };

  beforeAll(async () => {
    marca = auth((await login(ctx.server.app, 'validacao.marca')).token);
    const imported = await importFile(
      ctx.server,
      ctx.admin,
      'emplacamentos.csv',
      csvBytes(registrosDoMes()),
    );
    expect(imported.LinhasImportadas).toBe(33);
    xlsxGuid = await uploadLista(
      ctx.server,
      ctx.admin,
      'fabricante.xlsx',
      await listaXlsx(listaComDiferencas()),
    );
  }, 120_000);

  describe('a Padrão validation of March 2025 against an XLSX list', () => {
    let result: Validacao;
    beforeAll(async () => {
      const started = await start(ctx.admin, {
        Tipo: 3,
        DataReferencia: '2025-03-15',
        ArquivoGuid: xlsxGuid,
      });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json<Validacao>()).toMatchObject({
        Status: 'Pendente',
        DataInicial: '2025-03-01',
        DataFinal: '2025-03-31',
        Manual: true,
      });
      result = await waitValidacao(ctx.server, ctx.admin, started.json<Validacao>().Id);
    }, 120_000);

    it('finds exactly the planted differences and sums them up', async () => {
      const one = await ctx.call('GET', `/ObterValidacaoMarca?id=${String(result.Id)}`, marca);
      expect(one.json()).toEqual(result);
      expect(result).toMatchObject({
        Status: 'Concluida',
        Progresso: 100,
        TotalEmplacamentos: 30,
        TotalFabricante: 31,
        ...diferencasEsperadas,
      });
    });

    it('lists each difference with both values', async () => {
      const all = await differences(result.Id);
      expect(all.recordsTotal).toBe(11);
      const divergences = all.data
        .filter((d) => d.Tipo === 'Divergencia')
        .map((d) => [d.Linha, d.Campo, d.ValorEmplacamento, d.ValorFabricante]);
      expect(divergences).toEqual([
        [24, 'placa', expect.any(String), 'ZZZ9Z99'],
        [24, 'data', '24/03/2025', '01/03/2025'],
        [25, 'concessionaria', null, '11222333000181'],
        [26, 'placa', expect.any(String), 'QQQ1Q11'],
        [27, 'modelo', 'ARGO', 'MOBI'],
        [28, 'data', '28/03/2025', '01/04/2025'],
        [29, 'municipio', '3550308', '3304557'],
        [30, 'chassi', expect.any(String), expect.any(String)],
      ]);
      expect(
        all.data.filter((d) => d.Tipo === 'AusenteNoEmplacamento').map((d) => d.Linha),
      ).toEqual([31, 32]);
      const searched = await ctx.call(
        'POST',
        `/ObterDiferencasValidacaoMarca?id=${String(result.Id)}`,
        ctx.admin,
        { draw: 1, start: 0, length: 10, search: { value: all.data[0]?.Chassi.slice(-8) } },
      );
      expect(searched.json<{ Data: { data: Diferenca[] } }>().Data.data).toHaveLength(2);
      const missing = await differences(result.Id, 'AusenteNoFabricante');
      expect(missing.data).toHaveLength(1);
      expect(missing.data[0]?.Linha).toBeNull();
    });

    it('archives the result as XLSX and CSV, both downloadable', async () => {
      const xlsx = await ctx.server.app.inject({
        method: 'GET',
        url: `/api/Geral/GerenciadorArquivo/Download?id=${String(result.ArquivoResultadoId)}`,
        headers: marca,
      });
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.actualRowCount).toBe(12);
      expect(sheet?.getRow(1).getCell(1).value).toBe('Tipo');
      const csv = await ctx.server.app.inject({
        method: 'GET',
        url: `/api/Geral/GerenciadorArquivo/Download?id=${String(result.ArquivoResultadoCsvId)}`,
        headers: marca,
      });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(12);
      expect(lines.filter((l) => l.startsWith('Divergencia;'))).toHaveLength(8);
    });

    it('writes its progress and outcome to the brand validation log', async () => {
      const lines = await inTenant(ctx.server, 'abracaf', () =>
        ctx.server.database.db
          .select({ dados: documentoRealtime.dados })
          .from(documentoRealtime)
          .where(
            and(
              eq(documentoRealtime.tenantId, 'abracaf'),
              eq(documentoRealtime.colecao, 'logValidacaoMarca'),
            ),
          ),
      );
      const line = lines.find((l) => l.dados.validacaoId === result.Id);
      expect(line?.dados).toMatchObject({
        status: 'Concluida',
        progresso: 100,
        totalEmplacamentos: 30,
        ausentesNoFabricante: 1,
        ausentesNoEmplacamento: 2,
        divergencias: 7,
      });
    });
  });

  it('a Detalhado validation of a CSV list also lists the matches', async () => {
    const guid = await uploadLista(
      ctx.server,
      ctx.admin,
      'fabricante.csv',
      csvBytes(listaComDiferencas(), 'windows-1252', COLUNAS_LISTA),
    );
    const started = await start(ctx.admin, {
      Tipo: 4,
      DataReferencia: '2025-03-01',
      ArquivoGuid: guid,
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitValidacao(ctx.server, ctx.admin, started.json<Validacao>().Id);
    expect(done).toMatchObject({ Status: 'Concluida', ...diferencasEsperadas });
    expect((await differences(done.Id, 'Conferido')).data).toHaveLength(22);
  }, 120_000);

  it('a request without a file reads the last list of the same period', async () => {
    const response = await ctx.server.app.inject({
      method: 'POST',
      url: '/api/Geral/Importacao/RequisitarValidacaoMarca',
      headers: ctx.admin,
      payload: { Tipo: 3, DataReferencia: '2025-03-31' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const done = await waitValidacao(ctx.server, ctx.admin, response.json<Validacao>().Id);
    expect(done).toMatchObject({ Manual: false, Status: 'Concluida', ...diferencasEsperadas });
  }, 120_000);

  it('a Diário validation compares only that day', async () => {
    const started = await start(ctx.admin, {
      Tipo: 1,
      DataReferencia: '2025-03-02',
      ArquivoGuid: xlsxGuid,
    });
    expect(started.statusCode, started.body).toBe(202);
    const done = await waitValidacao(ctx.server, ctx.admin, started.json<Validacao>().Id);
    // Registrations 1 and 29 fall on 02/03; every other listed vehicle lacks a registration.
    expect(done).toMatchObject({ TotalEmplacamentos: 2, TotalFabricante: 31 });
  }, 120_000);

  it('shows each profile only the types it may start', async () => {
    const admin = await ctx.call('GET', '/ObterTiposValidacaoMarca');
    expect(admin.json<{ Id: number }[]>().map((t) => t.Id)).toEqual([1, 2, 3, 4]);
    const own = await ctx.call('GET', '/ObterTiposValidacaoMarca', marca);
    expect(own.json()).toEqual([{ Id: 3, Nome: 'Padrão' }]);
    const refused = await start(marca, {
      Tipo: 1,
      DataReferencia: '2025-03-02',
      ArquivoGuid: xlsxGuid,
    });
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toBe('Seu perfil só pode iniciar validações do tipo Padrão.');
    const store = await ctx.call('GET', '/ObterTiposValidacaoMarca', ctx.loja);
    expect(store.statusCode).toBe(403);
    const list = await ctx.call('POST', '/ObterValidacoesMarca', marca, {
      draw: 1,
      start: 0,
      length: 50,
    });
    const tipos = list.json<{ Data: { data: Validacao[] } }>().Data.data.map((v) => v.Tipo);
    expect(tipos.length).toBeGreaterThan(0);
    expect(new Set(tipos)).toEqual(new Set([3]));
  });

  it("refuses bad input with a problem in the reader's language and saves nothing", async () => {
    const before = await ctx.call('POST', '/ObterValidacoesMarca', ctx.admin, {
      draw: 1,
      start: 0,
      length: 1,
    });
    const total = before.json<{ Data: { recordsTotal: number } }>().Data.recordsTotal;
    const noDay = await start(ctx.admin, {
      Tipo: 3,
      DataReferencia: '2025-02-30',
      ArquivoGuid: xlsxGuid,
    });
    expect(noDay.statusCode).toBe(400);
    const noFile = await ctx.server.app.inject({
      method: 'POST',
      url: '/api/ValidacaoMarca/IniciarValidacaoMarcaManual',
      headers: { ...ctx.admin, 'accept-language': 'en' },
      payload: { Tipo: 3, DataReferencia: '2025-03-01', ArquivoGuid: 'f'.repeat(64) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(problemOf(noFile).detail).toMatch(/^Manufacturer's list not found/);
    const noPeriod = await start(ctx.admin, { Tipo: 2, DataReferencia: '2024-01-10' });
    expect(noPeriod.statusCode).toBe(400);
    const badType = await start(ctx.admin, { Tipo: 7, DataReferencia: '2025-03-01' });
    expect(badType.statusCode).toBe(400);
    const after = await ctx.call('POST', '/ObterValidacoesMarca', ctx.admin, {
      draw: 1,
      start: 0,
      length: 1,
    });
    expect(after.json<{ Data: { recordsTotal: number } }>().Data.recordsTotal).toBe(total);
  });

  it('keeps tenants apart and removes a validation with its result files', async () => {
    const started = await start(ctx.admin, {
      Tipo: 3,
      DataReferencia: '2025-03-15',
      ArquivoGuid: xlsxGuid,
    });
    const done = await waitValidacao(ctx.server, ctx.admin, started.json<Validacao>().Id);
    const theirs = await ctx.call('POST', '/ObterValidacoesMarca', ctx.other, {
      draw: 1,
      start: 0,
      length: 50,
    });
    expect(theirs.json<{ Data: { recordsTotal: number } }>().Data.recordsTotal).toBe(0);
    const peek = await ctx.call(
      'POST',
      `/ObterDiferencasValidacaoMarca?id=${String(done.Id)}`,
      ctx.other,
      {
        draw: 1,
        start: 0,
        length: 10,
      },
    );
    expect(peek.statusCode).toBe(404);
    expect((await ctx.call('DELETE', `?id=${String(done.Id)}`, ctx.other)).statusCode).toBe(404);
    expect(
      (await ctx.call('GET', `/ObterValidacaoMarca?id=${String(done.Id)}`, ctx.other)).statusCode,
    ).toBe(404);
    const download = () =>
      ctx.server.app.inject({
        method: 'GET',
        url: `/api/Geral/GerenciadorArquivo/Download?id=${String(done.ArquivoResultadoId)}`,
        headers: ctx.admin,
      });
    expect((await download()).statusCode).toBe(200);
    expect((await ctx.call('DELETE', `?id=${String(done.Id)}`)).statusCode).toBe(204);
    expect((await download()).statusCode).toBe(404);
    const file = await ctx.server.app.inject({
      method: 'GET',
      url: `/api/Geral/GerenciadorArquivo/Download?id=${String(done.ArquivoResultadoId)}`,
      headers: ctx.admin,
    });
    expect(file.statusCode).toBe(404);
    expect((await ctx.call('DELETE', `?id=${String(done.Id)}`)).statusCode).toBe(404);
  }, 120_000);
});
