// Exports of lists: the permission of the list at POST, one-time 60-second codes bound to the
// tenant, every filtered row streamed in pages with flat memory, CSV and XLSX read back.
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { inTenant, problemOf, useReferenceServer } from './helpers.js';

const base = '/api/Geral/Exportacao';
const colunas = [
  { campo: 'NomeFantasia', titulo: 'Nome fantasia' },
  { campo: 'CNPJ', titulo: 'CNPJ' },
  { campo: 'Associada', titulo: 'Associada' },
  { campo: 'MunicipioNome', titulo: 'Cidade; UF' },
];
const request = (formato: 'csv' | 'xlsx', consulta: object = {}) => ({
  operacao: 'listarEmpresasDetalhadas',
  formato,
  colunas,
  consulta: {
    draw: 1,
    start: 0,
    length: 25,
    order: [{ column: 'NomeFantasia', dir: 'asc' }],
    ...consulta,
  },
  parametros: { paginar: false },
});

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');

describe('exports', () => {
  const t = useReferenceServer('', ['abracaf', 'assobrav']);
  let now = new Date();
  beforeAll(() => {
    now = t.server.clock.now;
  });

  const prepare = async (body: object, headers = t.admin) => {
    const res = await t.call('POST', base, headers, body);
    return { res, url: res.statusCode === 201 ? res.json<{ url: string }>().url : '' };
  };
  const download = (url: string) => t.server.app.inject({ method: 'GET', url });

  it('answers a one-time link; the CSV has a BOM, ; fields, the filtered rows of the tenant only', async () => {
    const { res, url } = await prepare(request('csv', { search: { value: 'a' } }));
    expect(res.statusCode).toBe(201);
    const expira = new Date(res.json<{ expiraEm: string }>().expiraEm).getTime();
    expect(expira - now.getTime()).toBeLessThanOrEqual(60_000);
    expect(url).toMatch(/^\/api\/Geral\/Exportacao\/abracaf\.[A-Za-z0-9_-]{20,64}$/);
    // The secret under another tenant's name is read in that tenant's scope, where it is not.
    const moved = await download(url.replace('/abracaf.', '/assobrav.'));
    expect(moved.statusCode).toBe(404);
    const file = await download(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename=concessionarias-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvRows(file.body);
    expect(lines[0]).toBe('Nome fantasia;CNPJ;Associada;"Cidade; UF"');
    const list = await t.call(
      'POST',
      '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas?paginar=false',
      t.admin,
      {
        draw: 1,
        start: 0,
        length: 25,
        search: { value: 'a' },
        order: [{ column: 'NomeFantasia', dir: 'asc' }],
      },
    );
    const rows = list.json<{ Data: { data: { NomeFantasia: string; CNPJ: string }[] } }>().Data
      .data;
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]?.split(';').slice(0, 2)).toEqual([rows[0]?.NomeFantasia, rows[0]?.CNPJ]);
    expect(lines.slice(1).every((line) => /;(Sim|Não);/.test(line))).toBe(true);
    // Spent: the same link a second time is gone; an unknown code was never there.
    expect((await download(url)).statusCode).toBe(410);
    expect((await download(`${base}/${'x'.repeat(32)}`)).statusCode).toBe(404);
    // Nothing that is not shaped like a code reaches the database as a tenant name.
    for (const code of ['a%00b', 'abracaf%00.' + 'x'.repeat(32), '%E2%80%AE.x'])
      expect((await download(`${base}/${code}`)).statusCode, code).toBe(404);
  });

  it('refuses a list the profile may not see (403), another tenant’s token, and bad columns', async () => {
    expect((await prepare(request('csv'), t.loja)).res.statusCode).toBe(403);
    const crossed = await t.call('POST', base, { ...t.other, domain: 'abracaf' }, request('csv'));
    expect(crossed.statusCode).toBe(403);
    const unknown = await prepare({
      ...request('csv'),
      colunas: [{ campo: 'senha', titulo: 'x' }],
    });
    expect(problemOf(unknown.res).errors?.[0]?.field).toBe('colunas.0.campo');
    const order = await prepare(request('csv', { order: [{ column: 'senha', dir: 'asc' }] }));
    expect(order.res.statusCode).toBe(400);
    // An operation that is not a list at all.
    const other = await prepare({ ...request('csv'), operacao: 'obterUsuarioLogado' });
    expect(problemOf(other.res).errors?.[0]?.field).toBe('operacao');
  });

  it('exports only the rows of the tenant that asked', async () => {
    // Written behind the API's back: in the tenant's scope, as the policies require.
    const db = t.server.database.db;
    await inTenant(t.server, 'abracaf', () =>
      db.execute(sql`
      insert into concessionaria (tenant_id, razao_social, nome_fantasia, cnpj, codigo_faturamento,
        cep, estado_id, municipio_id, bairro, numero, logradouro, endereco, coordenadas,
        cadastrada, associada, status, montadora_id)
      select tenant_id, razao_social, 'Só da Abracaf', 'YY000000000100', 'SO-ABRACAF', cep,
        estado_id, municipio_id, bairro, numero, logradouro, endereco, coordenadas, cadastrada,
        associada, status, montadora_id
      from concessionaria where tenant_id = 'abracaf' limit 1`),
    );
    const theirs = await prepare(request('csv'), t.other);
    const ours = await prepare(request('csv'));
    const [a, b] = await Promise.all([download(theirs.url), download(ours.url)]);
    expect(csvRows(a.body).length).toBeGreaterThan(1);
    expect(a.body).not.toContain('Só da Abracaf');
    expect(b.body).toContain('Só da Abracaf;YY000000000100');
  });

  it('exports influence areas with the list permission, in the list order', async () => {
    const areas = {
      operacao: 'listarAreasInfluencia',
      formato: 'csv',
      colunas: [
        { campo: 'Codigo', titulo: 'Código' },
        { campo: 'Nome', titulo: 'Nome' },
        { campo: 'QuantidadeMunicipios', titulo: 'Municípios' },
      ],
      consulta: { draw: 1, start: 0, length: 10, order: [{ column: 'Codigo', dir: 'desc' }] },
      parametros: { paginar: false },
    };
    expect((await prepare(areas, t.loja)).res.statusCode).toBe(403);
    const { res, url } = await prepare(areas);
    expect(res.statusCode).toBe(201);
    const file = await download(url);
    expect(file.headers['content-disposition']).toMatch(/filename=areas-influencia-/);
    const list = await t.call(
      'POST',
      '/api/AreasAbrangencia/AreaInfluencia/ListarAreasInfluencia?paginar=false',
      t.admin,
      areas.consulta,
    );
    const rows = list.json<{
      Data: { data: { Codigo: string; Nome: string; QuantidadeMunicipios: number }[] };
    }>().Data.data;
    const lines = csvRows(file.body);
    expect(lines[0]).toBe('Código;Nome;Municípios');
    expect(lines.slice(1)).toEqual(
      rows.map((row) => `${row.Codigo};${row.Nome};${String(row.QuantidadeMunicipios)}`),
    );
    const unknown = await prepare({ ...areas, colunas: [{ campo: 'CNPJ', titulo: 'x' }] });
    expect(problemOf(unknown.res).errors?.[0]?.field).toBe('colunas.0.campo');
  });

  it('exports the business groups list with its filter, under its own permission', async () => {
    const groups = {
      operacao: 'listarGruposEmpresa',
      formato: 'csv',
      colunas: [
        { campo: 'Nome', titulo: 'Nome' },
        { campo: 'QuantidadeEmpresas', titulo: 'Concessionárias' },
        { campo: 'Ativo', titulo: 'Ativo' },
      ],
      consulta: {
        draw: 1,
        start: 0,
        length: 25,
        order: [{ column: 'Nome', dir: 'asc' }],
        userdata: { ativo: true },
      },
      parametros: { paginar: false },
    };
    const listed = await t.call(
      'POST',
      '/api/GerenciarEmpresas/GrupoEmpresa/ListarGruposEmpresa',
      t.admin,
      {
        ...groups.consulta,
        length: 1000,
      },
    );
    const names = listed
      .json<{ Data: { data: { Nome: string }[] } }>()
      .Data.data.map((row) => row.Nome);
    expect(names.length).toBeGreaterThan(0);
    const { res, url } = await prepare(groups);
    expect(res.statusCode).toBe(201);
    const lines = csvRows((await download(url)).body);
    expect(lines[0]).toBe('Nome;Concessionárias;Ativo');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(names);
    expect((await prepare(groups, t.loja)).res.statusCode).toBe(403);
  });

  it('exports operational regions and municipalities with their lists’ permissions and filters', async () => {
    const regions = {
      operacao: 'listarRegioesOperacionais',
      formato: 'csv',
      colunas: [
        { campo: 'Nome', titulo: 'Nome' },
        { campo: 'Codigo', titulo: 'Código' },
        { campo: 'QuantidadeMunicipios', titulo: 'Municípios' },
      ],
      consulta: { draw: 1, start: 0, length: 25, order: [{ column: 'Nome', dir: 'asc' }] },
      parametros: { paginar: false },
    };
    expect((await prepare(regions, t.loja)).res.statusCode).toBe(403);
    const listed = await t.call(
      'POST',
      '/api/AreasAbrangencia/RegiaoOperacional/ListarRegioesOperacionais?paginar=false',
      t.admin,
      regions.consulta,
    );
    const rows = listed.json<{
      Data: { data: { Nome: string; Codigo: string; QuantidadeMunicipios: number }[] };
    }>().Data.data;
    expect(rows.length).toBeGreaterThan(0);
    const shared = await prepare(regions);
    expect(shared.res.statusCode).toBe(201);
    const file = await download(shared.url);
    expect(file.headers['content-disposition']).toMatch(/filename=regioes-operacionais-/);
    const lines = csvRows(file.body);
    expect(lines[0]).toBe('Nome;Código;Municípios');
    expect(lines.slice(1)).toEqual(
      rows.map((row) => `${row.Nome};${row.Codigo};${String(row.QuantidadeMunicipios)}`),
    );

    // Acre's 22 municipalities, by name, in an XLSX file.
    const cities = {
      operacao: 'listarMunicipios',
      formato: 'xlsx',
      colunas: [
        { campo: 'Nome', titulo: 'Nome' },
        { campo: 'Sigla', titulo: 'UF' },
        { campo: 'CodigoIbge', titulo: 'Código IBGE' },
        { campo: 'RegiaoOperacionalNome', titulo: 'Região operacional' },
      ],
      consulta: {
        draw: 1,
        start: 0,
        length: 25,
        order: [{ column: 'Nome', dir: 'asc' }],
        userdata: { estadoId: 12 },
      },
      parametros: { paginar: false },
    };
    expect((await prepare(cities, t.loja)).res.statusCode).toBe(403);
    const bad = await prepare({ ...cities, colunas: [{ campo: 'CNPJ', titulo: 'x' }] });
    expect(problemOf(bad.res).errors?.[0]?.field).toBe('colunas.0.campo');
    const xlsx = await prepare(cities);
    expect(xlsx.res.statusCode).toBe(201);
    const got = await download(xlsx.url);
    expect(got.headers['content-disposition']).toMatch(/filename=municipios-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(got.rawPayload));
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error('no worksheet');
    expect(sheet.actualRowCount).toBe(23);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Nome',
      'UF',
      'Código IBGE',
      'Região operacional',
    ]);
    expect(sheet.getRow(2).getCell(1).text).toBe('Acrelândia');
    expect(sheet.getRow(2).getCell(2).text).toBe('AC');
    expect(sheet.getRow(2).getCell(3).text).toBe('1200013');
  });

  it('lets a link expire after 60 seconds (410)', async () => {
    const { url } = await prepare(request('csv'));
    t.server.clock.advance(61);
    expect((await download(url)).statusCode).toBe(410);
  });

  it('writes an XLSX that exceljs reads back with the same rows and types', async () => {
    const { url } = await prepare(request('xlsx', { userdata: { status: 'Ativo' } }));
    const file = await download(url);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from(file.rawPayload));
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Nome fantasia',
      'CNPJ',
      'Associada',
      'Cidade; UF',
    ]);
    const list = await t.call(
      'POST',
      '/api/GerenciarEmpresas/EmpresaGrid/ListarEmpresasDetalhadas?paginar=false',
      t.admin,
      {
        draw: 1,
        start: 0,
        length: 25,
        userdata: { status: 'Ativo' },
        order: [{ column: 'NomeFantasia', dir: 'asc' }],
      },
    );
    expect(list.statusCode, list.body.slice(0, 300)).toBe(200);
    const rows = list.json<{ Data: { data: { NomeFantasia: string }[] } }>().Data.data;
    expect(sheet?.actualRowCount).toBe(rows.length + 1);
    expect(sheet?.getRow(2).getCell(1).value).toBe(rows[0]?.NomeFantasia);
  });

  // Enough rows for many pages, few enough to stay cheap on PGlite; the 100,000-row figure is
  // measured by scripts/bench-export.ts.
  const loadRows = 3_000;
  it(`streams ${loadRows} rows with flat memory`, async () => {
    const db = t.server.database.db;
    await inTenant(t.server, 'abracaf', () =>
      db.execute(sql`
      insert into concessionaria (tenant_id, razao_social, nome_fantasia, cnpj, codigo_faturamento,
        cep, estado_id, municipio_id, bairro, numero, logradouro, endereco, coordenadas,
        cadastrada, associada, status, montadora_id)
      select c.tenant_id, c.razao_social, 'Carga ' || lpad(g::text, 6, '0'),
        'ZZ' || lpad(g::text, 12, '0'), 'CARGA-' || g, c.cep, c.estado_id, c.municipio_id,
        c.bairro, c.numero, c.logradouro, c.endereco, c.coordenadas, c.cadastrada, c.associada,
        c.status, c.montadora_id
      from generate_series(1, ${loadRows}::int) g,
        (select * from concessionaria where tenant_id = 'abracaf' limit 1) c`),
    );
    const { url } = await prepare(request('csv', { search: { value: 'Carga ' } }));
    // Sampled at every chunk the stream delivers, so the measure follows the stream, not a clock.
    const rss: number[] = [process.memoryUsage().rss];
    const file = await t.server.app.inject({ method: 'GET', url, payloadAsStream: true });
    let lines = 0;
    let bytes = 0;
    for await (const chunk of file.stream() as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      rss.push(process.memoryUsage().rss);
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    expect(lines).toBe(loadRows + 1);
    // Held in memory, the rows as objects plus the file would cost many times the file's size;
    // streamed page by page, memory grows by far less than that.
    const growth = Math.max(...rss) - (rss[0] ?? 0);
    expect(bytes).toBeGreaterThan(loadRows * 40);
    expect(rss.length).toBeGreaterThan(2);
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });
});
