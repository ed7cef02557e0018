// The report engine on a real database (PGlite, and PostgreSQL with TEST_DATABASE=postgres).
// Every expected figure is counted here straight from `emplacamento` (never from the rollups the
// engine reads), per profile scope and filter, with bad input, the permission, the access history,
// the exports and another tenant.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { definitions } from '../src/reports/definitions.js';
import { addRegistrations } from '../src/seed/registrations.js';
import {
  auth,
  login,
  platformSql,
  problemOf,
  type RequestHeaders,
  useReferenceServer,
} from './helpers.js';

const BASE = '/api/Emplacamento/Relatorios';
/** The server's clock: 20 June 2025, midday in São Paulo. */
const NOW = new Date('2025-06-20T15:00:00Z');

type Row = Record<string, string | number | boolean | null>;
interface Result {
  Nome: string;
  Colunas: { Chave: string; Titulo: string; Tipo: string }[];
  Linhas: Row[];
  Totais: Row | null;
  TotalLinhas: number;
  DadosAte: string | null;
}

describe('report engine', () => {
  const ctx = useReferenceServer(BASE, ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => ctx.server);
  let own = 0;
  let dealership = { id: 0, area: 0, grupo: 0 };
  let concessionario: RequestHeaders;
  let boletim: RequestHeaders;

  const run = (nome: string, body: unknown, headers: RequestHeaders = ctx.admin) =>
    ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Executar`,
      headers,
      payload: body as Record<string, unknown>,
    });
  const ok = async (response: Promise<LightMyRequestResponse>): Promise<Result> => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Result>();
  };

  /** Registrations per brand counted directly between two days (included), in a condition. */
  async function perBrand(from: string, to: string, where = 'true', tenant = 'abracaf') {
    const rows = await queryRows<{ id: number; n: number }>(
      sqlAcross,
      sql.raw(`select e.fabricante_id as id, count(*)::int as n
               from emplacamento e
               join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
               where e.tenant_id = '${tenant}' and e.data_emplacamento between '${from}' and '${to}'
                 and ${where}
               group by 1`),
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  }
  const sumOf = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const pct = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

  beforeAll(async () => {
    ctx.server.clock.now = NOW;
    await addRegistrations(ctx.server.database, 'abracaf', 6000, 0, NOW);
    await addRegistrations(ctx.server.database, 'assobrav', 1500, 0, NOW);
    for (const headers of [ctx.admin, ctx.other]) {
      const refreshed = await ctx.server.app.inject({
        method: 'GET',
        url: '/api/Emplacamento/DashboardKPI/AtualizarDashboard',
        headers,
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
    }
    const [brand] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select f.id from fabricante f join parametro p on p.tenant_id = f.tenant_id
          and p.parametro_id = 'EMP_FABRICANTE' and lower(p.valor) = lower(f.nome)
          where f.tenant_id = 'abracaf'`,
    );
    own = brand?.id ?? 0;
    const [dealer] = await queryRows<{ id: number; area: number; grupo: number }>(
      sqlAcross,
      sql`select c.id, m.area_influencia_id as area, c.grupo_empresa_id as grupo
          from concessionaria c join municipio m on m.tenant_id = c.tenant_id and m.id = c.municipio_id
          where c.tenant_id = 'abracaf' and c.grupo_empresa_id is not null and m.area_influencia_id is not null
          order by c.id limit 1`,
    );
    dealership = dealer ?? dealership;
    await sqlAcross.execute(sql`update usuario set dados_adicionais = dados_adicionais || ${JSON.stringify({ empresaId: dealership.id })}::jsonb
      where tenant_id = 'abracaf' and login = 'concessionario@abracaf.demo'`);
    // The dealership profile gets the Marca report's event so its scope can be seen.
    await sqlAcross.execute(sql`insert into perfil_evento (tenant_id, perfil_id, evento_id)
      select 'abracaf', u.perfil_id, 201 from usuario u
      where u.tenant_id = 'abracaf' and u.login = 'concessionario@abracaf.demo'
      on conflict do nothing`);
    concessionario = auth((await login(ctx.server.app, 'concessionario')).token);
    boletim = auth((await login(ctx.server.app, 'boletim')).token);
  }, 180_000);

  it('Marca: registrations and share per brand over any range, in partial and whole months', async () => {
    const body = await ok(
      run('Marca', { filtros: { dataInicial: '2025-02-11', dataFinal: '2025-05-03' } }),
    );
    const expected = await perBrand('2025-02-11', '2025-05-03');
    const all = sumOf(expected);
    expect(all).toBeGreaterThan(0);
    expect(body.Colunas.map((c) => c.Chave)).toEqual(['marca', 'quantidade', 'participacao']);
    expect(body.Colunas[1]?.Titulo).toBe('Emplacamentos');
    expect(body.TotalLinhas).toBe(expected.size);
    for (const row of body.Linhas) {
      const n = expected.get(Number(row.fabricanteId));
      expect(row.quantidade, String(row.marca)).toBe(n);
      expect(row.participacao).toBeCloseTo(pct(n ?? 0, all), 9);
      expect(row.propria).toBe(row.fabricanteId === own);
    }
    expect(body.Linhas.map((r) => r.quantidade)).toEqual(
      [...body.Linhas.map((r) => Number(r.quantidade))].sort((a, b) => b - a),
    );
    expect(body.Totais).toMatchObject({ quantidade: all });
    expect(body.Totais?.participacao).toBeCloseTo(100, 9);
    expect(body.DadosAte).toBe('2025-06-20');
  });

  it('Marca: defaults to the month to date in São Paulo; sorts and pages as asked', async () => {
    const body = await ok(
      run('Marca', { order: [{ column: 'marca', dir: 'asc' }], start: 1, length: 2 }),
    );
    const expected = await perBrand('2025-06-01', '2025-06-20');
    expect(body.TotalLinhas).toBe(expected.size);
    expect(body.Linhas).toHaveLength(2);
    expect(body.Totais?.quantidade).toBe(sumOf(expected));
    const names = body.Linhas.map((r) => String(r.marca));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('filters narrow the figures: region, city, segment type, sale type, brand', async () => {
    const [place] = await queryRows<{ regiao: number; municipio: number }>(
      sqlAcross,
      sql`select a.regiao_operacional_id as regiao, e.municipio_id as municipio
          from emplacamento e join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
          join area_influencia a on a.tenant_id = m.tenant_id and a.id = m.area_influencia_id
          where e.tenant_id = 'abracaf' and a.regiao_operacional_id is not null
          group by 1, 2 order by count(*) desc limit 1`,
    );
    const regiao = place?.regiao ?? 0;
    const byRegion = await ok(
      run('Marca', {
        filtros: {
          dataInicial: '2025-01-01',
          dataFinal: '2025-06-20',
          regiaoOperacionalId: [regiao],
          tipoVenda: 'VAREJO',
        },
      }),
    );
    const expected = await perBrand(
      '2025-01-01',
      '2025-06-20',
      `e.tipo_venda = 'VAREJO' and m.area_influencia_id in (select id from area_influencia where regiao_operacional_id = ${String(regiao)})`,
    );
    expect(byRegion.Totais?.quantidade).toBe(sumOf(expected));
    const byCity = await ok(
      run('Marca', {
        filtros: {
          dataInicial: '2024-01-01',
          dataFinal: '2025-06-20',
          municipioId: [place?.municipio ?? 0],
          fabricanteId: [own],
        },
      }),
    );
    const city = await perBrand(
      '2024-01-01',
      '2025-06-20',
      `e.municipio_id = ${String(place?.municipio)}`,
    );
    expect(byCity.Linhas).toHaveLength(city.has(own) ? 1 : 0);
    expect(byCity.Linhas[0]?.quantidade).toBe(city.get(own));
    // A brand filter hides rows; the share stays against every brand.
    expect(byCity.Linhas[0]?.participacao).toBeCloseTo(pct(city.get(own) ?? 0, sumOf(city)), 9);
  });

  it('a dealership user reads its influence area only, whatever the filters ask', async () => {
    const mine = await ok(
      run(
        'Marca',
        { filtros: { dataInicial: '2024-06-01', dataFinal: '2025-06-20' } },
        concessionario,
      ),
    );
    const area = `(m.area_influencia_id = ${String(dealership.area)} or m.id = (select municipio_id from concessionaria where tenant_id = 'abracaf' and id = ${String(dealership.id)}))`;
    const expected = await perBrand('2024-06-01', '2025-06-20', area);
    expect(sumOf(expected)).toBeGreaterThan(0);
    expect(mine.Totais?.quantidade).toBe(sumOf(expected));
    const [other] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from area_influencia where tenant_id = 'abracaf' and id <> ${dealership.area} order by id limit 1`,
    );
    const widened = await ok(
      run(
        'Marca',
        {
          filtros: {
            dataInicial: '2024-06-01',
            dataFinal: '2025-06-20',
            areaInfluenciaId: [other?.id ?? 0],
          },
        },
        concessionario,
      ),
    );
    expect(widened.Totais?.quantidade).toBe(0);
  });

  it('BoletimDiario: the daily-bulletin profile reads the month to date against last month and year', async () => {
    const body = await ok(run('BoletimDiario', {}, boletim));
    expect(body.Colunas.filter((c) => /^p\d{8}$/.test(c.Chave))).toHaveLength(20);
    const now = await perBrand('2025-06-01', '2025-06-20');
    const before = await perBrand('2025-05-01', '2025-05-20');
    const year = await perBrand('2024-06-01', '2024-06-20');
    const day = await perBrand('2025-06-10', '2025-06-10');
    for (const row of body.Linhas) {
      const id = Number(row.fabricanteId);
      expect(row.total).toBe(now.get(id) ?? 0);
      expect(row.p20250610).toBe(day.get(id) ?? 0);
      expect(row.mesAnterior).toBe(before.get(id) ?? 0);
      expect(row.anoAnterior).toBe(year.get(id) ?? 0);
    }
    expect(body.Totais).toMatchObject({
      total: sumOf(now),
      mesAnterior: sumOf(before),
      anoAnterior: sumOf(year),
    });
  });

  it('MarcaMes, MarcaAno, RankingMarca, TipoVenda and MarketShareMes', async () => {
    const months = await ok(run('MarcaMes', { filtros: { dataFinal: '2025-05-31' } }));
    const feb = await perBrand('2025-02-01', '2025-02-28');
    expect(months.Colunas.map((c) => c.Chave)).toContain('p202406');
    for (const row of months.Linhas)
      expect(row.p202502).toBe(feb.get(Number(row.fabricanteId)) ?? 0);
    const years = await ok(run('MarcaAno', { filtros: { dataFinal: '2025-06-20' } }));
    const y2024 = await perBrand('2024-01-01', '2024-12-31');
    expect(years.Totais?.p2024).toBe(sumOf(y2024));
    const ranking = await ok(run('RankingMarca', {}));
    const ytd = await perBrand('2025-01-01', '2025-06-20');
    const top = [...ytd.entries()].sort((a, b) => b[1] - a[1])[0];
    expect(ranking.Linhas[0]).toMatchObject({
      posicao: 1,
      fabricanteId: top?.[0],
      quantidade: top?.[1],
    });
    const types = await ok(run('TipoVenda', {}));
    expect(types.Linhas).toHaveLength(12);
    const [vd] = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select count(*)::int as n from emplacamento where tenant_id = 'abracaf'
          and tipo_venda = 'VENDA_DIRETA' and data_emplacamento between '2025-03-01' and '2025-03-31'`,
    );
    expect(types.Linhas.find((r) => r.mes === '2025-03')?.vendaDireta).toBe(vd?.n);
    const share = await ok(run('MarketShareMes', {}));
    expect(share.Linhas.map((r) => r.mes)[0]).toBe('2024-06');
    const june = await perBrand('2024-06-01', '2024-06-30');
    expect(share.Linhas[0]).toMatchObject({ proprio: june.get(own) ?? 0, total: sumOf(june) });
  });

  it('offers filter options inside the user’s scope; cities only as searched', async () => {
    const options = async (headers: RequestHeaders, query = '') => {
      const r = await ctx.server.app.inject({
        method: 'GET',
        url: `${BASE}/Marca/Filtros${query}`,
        headers,
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<Record<string, { Id: number; Nome: string }[]>>();
    };
    const admin = await options(ctx.admin, '?municipio=sao');
    const [counts] = await queryRows<{ areas: number; empresas: number }>(
      sqlAcross,
      sql`select (select count(distinct area_influencia_id) from municipio where tenant_id = 'abracaf'
                    and area_influencia_id is not null)::int as areas,
                 (select count(*) from concessionaria where tenant_id = 'abracaf')::int as empresas`,
    );
    expect(admin.AreasInfluencia).toHaveLength(counts?.areas ?? -1);
    expect(admin.Empresas).toHaveLength(counts?.empresas ?? -1);
    expect(admin.Municipios?.length).toBeGreaterThan(0);
    expect(admin.Municipios?.length).toBeLessThanOrEqual(20);
    expect((await options(ctx.admin)).Municipios).toEqual([]);
    const mine = await options(concessionario);
    expect(mine.AreasInfluencia?.map((a) => a.Id)).toContain(dealership.area);
    // A dealership user is offered its own dealership and group only, not the others of its
    // area: a filter it could never narrow to.
    expect(mine.Empresas?.map((e) => e.Id)).toEqual([dealership.id]);
    expect(mine.GruposEmpresa?.map((g) => g.Id)).toEqual([dealership.grupo]);
  });

  it('writes every run to the access history', async () => {
    const count = async () => {
      const [row] = await queryRows<{ n: number }>(
        sqlAcross,
        sql`select count(*)::int as n from relatorio_acesso where tenant_id = 'abracaf' and relatorio = 'RankingMarca'`,
      );
      return row?.n ?? 0;
    };
    const before = await count();
    await ok(run('RankingMarca', {}));
    expect(await count()).toBe(before + 1);
  });

  it('exports CSV (; and decimal comma) and XLSX with the columns and labelled totals of the page', async () => {
    const body = { filtros: { dataInicial: '2025-03-01', dataFinal: '2025-03-31' } };
    const csv = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/Marca/Exportar?formato=csv`,
      headers: ctx.admin,
      payload: body,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    // Named by the report's title and period, in the request's language.
    expect(csv.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Emplacamentos por marca 2025-03-01 – 2025-03-31.csv')}`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Marca;Emplacamentos;Participação');
    const expected = await perBrand('2025-03-01', '2025-03-31');
    expect(lines).toHaveLength(expected.size + 2);
    expect(lines.at(-1)).toBe(`Total;${String(sumOf(expected))};100`);
    expect(lines.slice(1, -1).some((l) => /;\d+,\d$/.test(l))).toBe(true);

    // The XLSX of one brand, in English: a heading, a frozen header, formats, bold totals.
    const [brand] = await queryRows<{ nome: string }>(
      sqlAcross,
      sql`select nome from fabricante where tenant_id = 'abracaf' and id = ${own}`,
    );
    const one = { filtros: { ...body.filtros, fabricanteId: [own] } };
    const xlsx = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/Marca/Exportar?formato=xlsx`,
      headers: { ...ctx.admin, 'accept-language': 'en' },
      payload: one,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(
      encodeURIComponent('Registrations by brand 2025-03-01 – 2025-03-31.xlsx'),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Registrations by brand');
    expect(sheet.getRow(1).getCell(1).value).toBe('Registrations by brand');
    expect(sheet.getRow(1).font.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).value).toBe('Period: 3/1/25 – 3/31/25');
    expect(sheet.getRow(3).getCell(1).value).toBe(`Report filters: Brand: ${brand?.nome ?? ''}`);
    expect(sheet.getRow(4).getCell(1).text).toMatch(/^Data up to \d+\/\d+\/\d+$/);
    const header = 6;
    expect(sheet.getRow(header).values).toEqual([undefined, 'Brand', 'Registrations', 'Share']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: header });
    const mine = await perBrand('2025-03-01', '2025-03-31', `e.fabricante_id = ${String(own)}`);
    const first = sheet.getRow(header + 1);
    expect(first.getCell(2).value).toBe(sumOf(mine));
    expect(first.getCell(2).numFmt).toBe('#,##0');
    // Shares are fractions under a percent format (29.9 % is 0.299), of the whole market.
    expect(first.getCell(3).numFmt).toBe('0.0%');
    const share = Math.round((1000 * sumOf(mine)) / sumOf(expected)) / 1000;
    const totals = sheet.getRow(header + 2);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(2).value).toBe(sumOf(mine));
    expect(totals.getCell(3).value).toBeCloseTo(share, 9);
    expect(totals.getCell(2).font.bold).toBe(true);
    expect(sheet.rowCount).toBe(header + 2);
  });

  it('opens on the last complete month in a month’s first five days, the page’s default too', async () => {
    ctx.server.clock.now = new Date('2025-06-03T15:00:00Z');
    try {
      const may = await perBrand('2025-05-01', '2025-05-31');
      const opened = await ok(run('Marca', {}));
      expect(opened.Totais?.quantidade).toBe(sumOf(may));
      const file = await ctx.server.app.inject({
        method: 'POST',
        url: `${BASE}/Marca/Exportar?formato=csv`,
        headers: ctx.admin,
        payload: {},
      });
      expect(file.headers['content-disposition']).toContain(
        encodeURIComponent('Emplacamentos por marca 2025-05-01 – 2025-05-31.csv'),
      );
      // From the 6th on, the month to date.
      ctx.server.clock.now = new Date('2025-06-06T15:00:00Z');
      const june = await perBrand('2025-06-01', '2025-06-06');
      expect((await ok(run('Marca', {}))).Totais?.quantidade).toBe(sumOf(june));
    } finally {
      ctx.server.clock.now = NOW;
    }
  });

  it('refuses bad input with problem+json in the request language', async () => {
    const en = { ...ctx.admin, 'accept-language': 'en' };
    const order = problemOf(await run('Marca', { order: [{ column: 'nada', dir: 'asc' }] }, en));
    expect(order.status).toBe(400);
    expect(order.errors?.[0]).toMatchObject({ field: 'order.0.column' });
    const area = problemOf(await run('Marca', { filtros: { areaInfluenciaId: [999999] } }, en));
    expect(area.errors?.[0]?.message).toBe('The areaInfluenciaId field is not valid');
    const dates = problemOf(
      await run('Marca', { filtros: { dataInicial: '2025-05-02', dataFinal: '2025-05-01' } }),
    );
    expect(dates.errors?.[0]).toMatchObject({ field: 'filtros.dataInicial' });
    const notAllowed = problemOf(await run('MarketShareMes', { filtros: { fabricanteId: [own] } }));
    expect(notAllowed.errors?.[0]?.field).toBe('filtros.fabricanteId');
    expect((await run('Marca', { filtros: { dataInicial: 'ontem' } })).statusCode).toBe(400);
    expect((await run('Nenhum', {})).statusCode).toBe(404);
  });

  it('answers 403 without the report event, lists only the reports the user may run', async () => {
    const faturamento = auth((await login(ctx.server.app, 'faturamento')).token);
    const forbidden = problemOf(await run('Marca', {}, faturamento));
    expect(forbidden.status).toBe(403);
    const list = await ctx.server.app.inject({ method: 'GET', url: BASE, headers: boletim });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ Nome: string }[]>().map((d) => d.Nome)).toEqual(['BoletimDiario']);
    const all = await ctx.server.app.inject({ method: 'GET', url: BASE, headers: ctx.admin });
    expect(all.statusCode, all.body).toBe(200);
    // The administrator holds every event: every report the engine runs is listed.
    expect(
      all
        .json<{ Nome: string }[]>()
        .map((d) => d.Nome)
        .sort(),
    ).toEqual(definitions.map((d) => d.nome).sort());
    expect((await run('Marca', {}, { domain: 'abracaf' })).statusCode).toBe(401);
  });

  it('serves each tenant its own figures; another tenant’s ids are unknown', async () => {
    const theirs = await ok(
      run('Marca', { filtros: { dataInicial: '2025-01-01', dataFinal: '2025-06-20' } }, ctx.other),
    );
    const expected = await perBrand('2025-01-01', '2025-06-20', 'true', 'assobrav');
    expect(theirs.Totais?.quantidade).toBe(sumOf(expected));
    expect((await run('Marca', { filtros: { fabricanteId: [own] } }, ctx.other)).statusCode).toBe(
      400,
    );
  });
});
