// Billing imports through the API on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE=postgres): the registration pipeline with billing rows, each kind of bad row,
// a re-sent file answered by its first import, a later file correcting a row, permissions and
// tenant isolation.
import { and, eq } from 'drizzle-orm';
import { formatCnpj } from '@emplacamento/validators';
import { beforeAll, describe, expect, it } from 'vitest';
import { faturamento } from '../src/db/schema-billing.js';
import { documentoRealtime } from '../src/db/schema-realtime.js';
import {
  billingCsv,
  billingRow,
  dealersOf,
  importBillings,
  uploadBillings,
  type Dealer,
} from './billing-helpers.js';
import { inTenant, login, auth, problemOf, useReferenceServer } from './helpers.js';
import type { Importacao } from './registrations-helpers.js';

describe('billing imports', () => {
  const ctx = useReferenceServer('/api/Emplacamento/ImportacaoFaturamento', [
    'abracaf',
    'assobrav',
  ]);
  const db = () => ctx.server.database.db;
  const billings = (importacaoId: number) =>
    inTenant(ctx.server, 'abracaf', () =>
      db()
        .select()
        .from(faturamento)
        .where(
          and(eq(faturamento.tenantId, 'abracaf'), eq(faturamento.importacaoId, importacaoId)),
        ),
    );
  let dealers: Dealer[] = [];
  let a: Dealer;
  let b: Dealer;
  let c: Dealer;
  let billingUser: Record<string, string>;
  beforeAll(async () => {
    dealers = await dealersOf(ctx.server, 'abracaf', 3);
    [a, b, c] = dealers as [Dealer, Dealer, Dealer];
    billingUser = auth((await login(ctx.server.app, 'faturamento')).token);
  });

  describe('a file with good and bad rows', () => {
    let result: Importacao;
    let content: Buffer;
    beforeAll(async () => {
      content = billingCsv([
        billingRow(a),
        billingRow(b, { codigo_faturamento: '', cnpj: formatCnpj(b.cnpj), tipo_nota: 'dve' }),
        billingRow(c, { valor: 'R$ 10.500', quantidade_veiculos: '7' }),
        billingRow(a, { codigo_faturamento: 'NAO-EXISTE' }),
        billingRow(a, { codigo_faturamento: '', cnpj: '11.222.333/0001-00' }),
        billingRow(a, { cnpj: formatCnpj(b.cnpj) }),
        billingRow(a, { mes: '13', ano: '1999' }),
        billingRow(b, { tipo_nota: 'NF', quantidade_veiculos: '-1', valor: '12,345' }),
        billingRow(a, { codigo_faturamento: '' }),
        billingRow(a, { valor: '99,00' }),
      ]);
      result = await importBillings(ctx.server, billingUser, 'faturamento-03.csv', content);
    });

    it('imports the good rows and reports every bad one by column', async () => {
      expect(result).toMatchObject({
        Status: 'ConcluidaComErros',
        TotalLinhas: 10,
        LinhasImportadas: 3,
        LinhasComErro: 7,
      });
      const errors = (result.Erros ?? []).map((e) => [e.Linha, e.Coluna, e.Mensagem]);
      expect(errors).toEqual([
        [
          5,
          'codigo_faturamento',
          'Concessionária não encontrada pelo código de faturamento ou CNPJ',
        ],
        [6, 'cnpj', 'Documento inválido'],
        [7, 'cnpj', 'O código de faturamento e o CNPJ são de concessionárias diferentes'],
        [
          8,
          'ano',
          `O ano deve estar entre 2000 e ${String(ctx.server.clock.now.getUTCFullYear() + 1)}`,
        ],
        [8, 'mes', 'O mês deve estar entre 1 e 12'],
        [9, 'tipo_nota', 'O tipo de nota deve ser DVR ou DVE'],
        [
          9,
          'quantidade_veiculos',
          'A quantidade de veículos deve ser um número inteiro de 0 ou mais',
        ],
        [9, 'valor', 'Insira um valor em reais válido (ex.: 1.234,56)'],
        [10, 'codigo_faturamento', 'O campo codigo_faturamento precisa ser informado'],
        [11, 'tipo_nota', 'Concessionária, mês e tipo de nota repetidos no arquivo (linha 2)'],
      ]);
      const rows = await billings(result.Id);
      expect(
        rows
          .map((r) => [r.concessionariaId, r.tipoNota, r.quantidadeVeiculos, r.valor])
          .sort((x, y) => Number(x[0]) - Number(y[0])),
      ).toEqual([
        [a.id, 'DVR', 10, '1234.56'],
        [b.id, 'DVE', 10, '1234.56'],
        [c.id, 'DVR', 7, '10500.00'],
      ]);
    });

    it('answers a file sent again with its first import and writes nothing twice', async () => {
      const again = await uploadBillings(ctx.server, billingUser, 'outro-nome.csv', content);
      expect(again.statusCode, again.body).toBe(202);
      expect(again.json<Importacao[]>()[0]).toMatchObject({ Id: result.Id, Status: result.Status });
      expect(await billings(result.Id)).toHaveLength(3);
    });

    it('lets a later file correct a billing of the same dealership, month and type', async () => {
      const later = await importBillings(
        ctx.server,
        billingUser,
        'correcao.csv',
        billingCsv([billingRow(a, { valor: '2000', quantidade_veiculos: '12' })]),
      );
      expect(later).toMatchObject({ Status: 'Concluida', LinhasImportadas: 1 });
      const [row] = await billings(later.Id);
      expect(row).toMatchObject({
        concessionariaId: a.id,
        quantidadeVeiculos: 12,
        valor: '2000.00',
      });
      expect(await billings(result.Id)).toHaveLength(2);
    });

    it('lists the billing imports apart from the registration ones, in the tenant only', async () => {
      const list = await ctx.call('POST', '/ConsultarImportacoesFaturamento', billingUser, {
        draw: 1,
        start: 0,
        length: 10,
      });
      expect(list.statusCode, list.body).toBe(200);
      const page = list.json<{ Data: { data: Importacao[]; recordsTotal: number } }>().Data;
      expect(page.data.map((i) => i.ArquivoNome)).toEqual(['correcao.csv', 'faturamento-03.csv']);
      const other = await ctx.call('POST', '/ConsultarImportacoesFaturamento', ctx.other, {
        draw: 1,
        start: 0,
        length: 10,
      });
      expect(other.json<{ Data: { recordsTotal: number } }>().Data.recordsTotal).toBe(0);
      const foreign = await ctx.server.app.inject({
        method: 'GET',
        url: `/api/Emplacamento/ImportacaoEmplacamento/ObterImportacao?id=${String(result.Id)}`,
        headers: ctx.other,
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('downloads the error report from the billing screen', async () => {
      const report = await ctx.server.app.inject({
        method: 'GET',
        url: `/api/Emplacamento/ImportacaoEmplacamento/RelatorioErros?id=${String(result.Id)}`,
        headers: billingUser,
      });
      expect(report.statusCode).toBe(200);
      expect(report.body).toContain('11;tipo_nota;DVR;Concessionária, mês e tipo de nota');
    });

    it('writes the import to the billing log', async () => {
      const lines = await inTenant(ctx.server, 'abracaf', () =>
        db()
          .select()
          .from(documentoRealtime)
          .where(
            and(
              eq(documentoRealtime.tenantId, 'abracaf'),
              eq(documentoRealtime.colecao, 'logFaturamento'),
            ),
          ),
      );
      expect(lines.map((l) => l.dados)).toContainEqual(
        expect.objectContaining({
          tipo: 'Importacao',
          importacaoId: result.Id,
          linhasImportadas: 3,
          linhasComErro: 7,
        }),
      );
    });
  });

  it('fails a file without the dealership columns, saying which', async () => {
    const failed = await importBillings(
      ctx.server,
      ctx.admin,
      'sem-empresa.csv',
      billingCsv(
        [{ ano: '2025', mes: '3', tipo_nota: 'DVR', quantidade_veiculos: '1', valor: '1' }],
        ['ano', 'mes', 'tipo_nota', 'quantidade_veiculos', 'valor'],
      ),
    );
    expect(failed).toMatchObject({
      Status: 'Falhou',
      Mensagem: 'Colunas obrigatórias ausentes no cabeçalho: codigo_faturamento/cnpj',
    });
  });

  it('refuses users without the billing import screen (403)', async () => {
    const refused = await uploadBillings(ctx.server, ctx.loja, 'x.csv', billingCsv([]));
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).status).toBe(403);
  });
});
