// The contract fuzz suite's export family: hostile names (the formulas of OWASP's CSV injection
// guidance) in every named row of the tenant, then every list export and every report export as
// CSV, and the import error report. No CSV cell may start a formula (= + - @ tab CR) unless it
// is a number, and the hostile names must reach the files (written after a single quote), so the
// family cannot pass on files that left them out.
import { reportCatalogue } from '@emplacamento/access';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { exportables } from '../src/exports/registry.js';
import { csvStream } from '../src/exports/writers.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { HOSTILE_NAMES } from './fuzz-values.js';
import { platformSql, useReferenceServer } from './helpers.js';
import { csvBytes, importFile, validRow } from './registrations-helpers.js';

/** The server's clock: 20 June 2025, midday in São Paulo. */
const NOW = new Date('2025-06-20T15:00:00Z');

/** The tables whose names the exports write, and the columns named. */
const NAMED = [
  ['concessionaria', 'nome_fantasia'],
  ['concessionaria', 'razao_social'],
  ['area_influencia', 'nome'],
  ['usuario', 'nome'],
  ['grupo_empresa', 'nome'],
  ['grupo_economico', 'nome'],
  ['regiao_operacional', 'nome'],
  ['municipio', 'nome'],
  ['nomenclatura', 'versao'],
  ['fabricante', 'nome'],
  ['modelo', 'nome'],
  ['segmento', 'nome'],
  ['perfil', 'nome'],
] as const;

/** The fields of a CSV text as the API writes it (`;`, quotes doubled, CRLF, a BOM). */
const csvFields = (text: string): string[][] =>
  parse(text, { delimiter: ';', bom: true, record_delimiter: '\r\n', relax_column_count: true });

/** The cells of a CSV a spreadsheet would read as a formula (a number is not one). */
const formulas = (text: string) =>
  csvFields(text)
    .flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(,\d+)?(e[+-]?\d+)?$/i.test(cell));

/** The hostile names a CSV holds, neutralised (after the single quote). */
const neutralised = (text: string) =>
  csvFields(text)
    .flat()
    .filter((cell) => HOSTILE_NAMES.some((name) => cell.startsWith(`'${name}`)));

describe('contract fuzz: hostile names through every export', () => {
  const ctx = useReferenceServer('', ['abracaf']);
  const sqlAcross = platformSql(() => ctx.server);
  let placa = '';

  beforeAll(async () => {
    ctx.server.clock.now = NOW;
    await addRegistrations(ctx.server.database, 'abracaf', 1500, 0, NOW);
    const refreshed = await ctx.call('GET', '/api/Emplacamento/DashboardKPI/AtualizarDashboard');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    // Each row a hostile name of its own (names are unique per tenant), the own brand kept.
    const names = `array[${HOSTILE_NAMES.map((n) => `'${n.replaceAll("'", "''")}'`).join(',')}]`;
    const ownBrand = `lower(nome) = (select lower(valor) from parametro
      where tenant_id = 'abracaf' and parametro_id = 'EMP_FABRICANTE')`;
    for (const [table, column] of NAMED)
      await sqlAcross.execute(
        sql.raw(`update ${table} set ${column} = (${names})[1 + id % ${String(HOSTILE_NAMES.length)}] || ' ' || id
                 where tenant_id = 'abracaf' ${table === 'fabricante' ? `and not ${ownBrand}` : ''}`),
      );
    const [registered] = await queryRows<{ placa: string }>(
      sqlAcross,
      sql`select placa from emplacamento where tenant_id = 'abracaf' and concessionaria_id is not null
          order by id limit 1`,
    );
    placa = registered?.placa ?? '';
  }, 180_000);

  it('neutralises every CSV cell of every list export', async () => {
    const found: string[] = [];
    const counts: Record<string, number> = {};
    for (const [operacao, exportable] of Object.entries(exportables)) {
      const ids = async (table: string) =>
        (
          await queryRows<{ id: number }>(
            sqlAcross,
            sql.raw(
              `select id from ${table} ${table === 'categoria_veiculo' ? '' : "where tenant_id = 'abracaf'"} order by id`,
            ),
          )
        ).map((r) => r.id);
      const linhas =
        operacao === 'obterSegmentos'
          ? await ids('segmento')
          : operacao === 'listarCategoriasVeiculo'
            ? await ids('categoria_veiculo')
            : undefined;
      const prepared = await ctx.call('POST', '/api/Geral/Exportacao', ctx.admin, {
        operacao,
        formato: 'csv',
        colunas: [...exportable.campos].map((campo) => ({ campo, titulo: campo })),
        consulta: { draw: 1, start: 0, length: 1000, ...(linhas ? { userdata: { linhas } } : {}) },
      });
      expect(prepared.statusCode, `${operacao}: ${prepared.body}`).toBe(201);
      const file = await ctx.server.app.inject({
        method: 'GET',
        url: prepared.json<{ url: string }>().url,
      });
      expect(file.statusCode, operacao).toBe(200);
      for (const cell of formulas(file.body)) found.push(`${operacao}: ${cell.slice(0, 60)}`);
      counts[operacao] = neutralised(file.body).length;
    }
    expect(found).toEqual([]);
    // Every list but the shared vehicle categories carries the tenant's hostile names.
    const without = Object.entries(counts)
      .filter(([operacao, n]) => n === 0 && operacao !== 'listarCategoriasVeiculo')
      .map(([operacao]) => operacao);
    expect(without).toEqual([]);
  }, 180_000);

  it('neutralises every CSV cell of every report export', async () => {
    const found: string[] = [];
    const reached: string[] = [];
    for (const { name: nome, filters: filtros } of reportCatalogue) {
      const body = {
        filtros: {
          ...(filtros.includes('periodo')
            ? { dataInicial: '2024-07-01', dataFinal: '2025-06-20' }
            : {}),
          ...(filtros.includes('placa') ? { placa } : {}),
        },
        ...(nome === 'EmplacamentoPivotGrid' ? { dimensoes: ['concessionaria'] } : {}),
      };
      const file = await ctx.call(
        'POST',
        `/api/Emplacamento/Relatorios/${nome}/Exportar?formato=csv`,
        ctx.admin,
        body,
      );
      expect(file.statusCode, `${nome}: ${file.body.slice(0, 300)}`).toBe(200);
      for (const cell of formulas(file.body)) found.push(`${nome}: ${cell.slice(0, 60)}`);
      if (neutralised(file.body).length > 0) reached.push(nome);
    }
    expect(found).toEqual([]);
    // The reports the probe found writing formulas: each now writes the names neutralised.
    expect(reached).toEqual(
      expect.arrayContaining([
        'RankingConcessionaria',
        'EmplacamentoPivotGrid',
        'InformacaoVeiculo',
        'ModeloMes',
      ]),
    );
  }, 240_000);

  it('neutralises the values of an import’s error report', async () => {
    // Written quoted: the names hold `;`, quotes and a CR.
    const rows = HOSTILE_NAMES.map((name, n) =>
      validRow(n + 1, { placa: `"${name.replaceAll('"', '""')}"` }),
    );
    const result = await importFile(ctx.server, ctx.admin, 'hostis.csv', csvBytes(rows));
    expect(result.LinhasComErro).toBe(HOSTILE_NAMES.length);
    const file = await ctx.call(
      'GET',
      `/api/Emplacamento/ImportacaoEmplacamento/RelatorioErros?id=${String(result.Id)}`,
    );
    expect(file.statusCode).toBe(200);
    expect(formulas(file.body)).toEqual([]);
    expect(neutralised(file.body)).toHaveLength(HOSTILE_NAMES.length);
  }, 60_000);

  it('writes numbers as numbers and every hostile text after a quote (the writer of every CSV)', async () => {
    // The brand validation's result is written by this writer too.
    const rows = HOSTILE_NAMES.map((name, n) => ({ nome: name, valor: -n - 0.5 }));
    let text = '';
    for await (const chunk of csvStream(
      [
        { campo: 'nome', titulo: '=Nome' },
        { campo: 'valor', titulo: 'Valor' },
      ],
      [rows],
    ))
      text += String(chunk);
    expect(csvFields(text)).toEqual([
      ["'=Nome", 'Valor'],
      ...HOSTILE_NAMES.map((name, n) => [`'${name}`, `-${String(n)},5`]),
    ]);
  });
});
