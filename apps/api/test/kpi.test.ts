// The nine DashboardKPI calls on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE=postgres). Every expected figure is counted here straight from `emplacamento`
// (never from the rollups the calls read), per profile scope, with filters, bad input, the
// permission and another tenant.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { addRegistrations } from '../src/seed/registrations.js';
import {
  auth,
  login,
  platformSql,
  problemOf,
  type RequestHeaders,
  useReferenceServer,
} from './helpers.js';

const BASE = '/api/Emplacamento/DashboardKPI';
/** The server's clock: 20 June 2025, midday in São Paulo. */
const NOW = new Date('2025-06-20T15:00:00Z');

describe('DashboardKPI', () => {
  const ctx = useReferenceServer(BASE, ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => ctx.server);
  let own = 0;
  let dealership = { id: 0, area: 0, grupo: 0 };
  let regiao = 0;
  let concessionario: RequestHeaders;
  let grupo: RequestHeaders;
  let regional: RequestHeaders;
  let faturamento: RequestHeaders;

  const get = (op: string, query = '', headers: RequestHeaders = ctx.admin) =>
    ctx.server.app.inject({ method: 'GET', url: `${BASE}/${op}${query}`, headers });
  const ok = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  };

  /** Registrations counted directly: own brand and all, between two dates, in a condition. */
  async function count(from: string, to: string, where = 'true', tenant = 'abracaf') {
    const [row] = await queryRows<{ proprio: number; total: number }>(
      sqlAcross,
      sql.raw(`select count(*) filter (where e.fabricante_id = ${String(own)})::int as proprio,
                      count(*)::int as total
               from emplacamento e
               join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
               where e.tenant_id = '${tenant}' and e.data_emplacamento >= '${from}'
                 and e.data_emplacamento < '${to}' and ${where}`),
    );
    return { Proprio: row?.proprio ?? 0, Total: row?.total ?? 0 };
  }
  const pct = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);

  beforeAll(async () => {
    ctx.server.clock.now = NOW;
    await addRegistrations(ctx.server.database, 'abracaf', 6000, 0, NOW);
    await addRegistrations(ctx.server.database, 'assobrav', 1500, 0, NOW);
    const refreshed = await ctx.server.app.inject({
      method: 'GET',
      url: `${BASE}/AtualizarDashboard`,
      headers: ctx.admin,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    await ctx.server.app.inject({
      method: 'GET',
      url: `${BASE}/AtualizarDashboard`,
      headers: ctx.other,
    });
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
    const [region] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select regiao_operacional_id as id from area_influencia
          where tenant_id = 'abracaf' and regiao_operacional_id is not null order by id limit 1`,
    );
    regiao = region?.id ?? 0;
    // The scope of each user, as the users screen records it; the regional profile gets the
    // dashboard's event so its scope can be seen.
    const scope = async (login: string, dados: Record<string, number>) =>
      sqlAcross.execute(sql`update usuario set dados_adicionais = dados_adicionais || ${JSON.stringify(dados)}::jsonb
        where tenant_id = 'abracaf' and login = ${`${login}@abracaf.demo`}`);
    await scope('concessionario', { empresaId: dealership.id });
    await scope('grupo', { grupoEmpresaId: dealership.grupo });
    await scope('regional', { regiaoOperacionalId: regiao });
    await sqlAcross.execute(
      sql`insert into perfil_evento (tenant_id, perfil_id, evento_id) values ('abracaf', 11, 100)`,
    );
    const as = async (slug: string) => auth((await login(ctx.server.app, slug)).token);
    concessionario = await as('concessionario');
    grupo = await as('grupo');
    regional = await as('regional');
    faturamento = await as('faturamento');
  }, 180_000);

  it('ParticipacaoMercadoTotalMes: the month to date in São Paulo against the same days of the month before', async () => {
    const body = await ok<Record<string, unknown>>(get('ParticipacaoMercadoTotalMes'));
    const june = await count('2025-06-01', '2025-07-01');
    // Today is the 20th: June's first 20 days against May's first 20, not all of May.
    const may = await count('2025-05-01', '2025-05-21');
    expect(june.Total).toBeGreaterThan(0);
    expect(body).toMatchObject({ Periodo: '2025-06', ...june });
    expect(body.Participacao).toBeCloseTo(pct(june.Proprio, june.Total), 9);
    expect(body.ParticipacaoAnterior).toBeCloseTo(pct(may.Proprio, may.Total), 9);
    expect(body.Variacao).toBeCloseTo(
      pct(june.Proprio, june.Total) - pct(may.Proprio, may.Total),
      9,
    );
    expect(typeof body.AtualizadoEm).toBe('string');
  });

  it('ParticipacaoMercadoTotalAno: January to the month, against the same months a year before', async () => {
    const body = await ok<Record<string, number>>(
      get('ParticipacaoMercadoTotalAno', '?ano=2025&mes=4'),
    );
    const now = await count('2025-01-01', '2025-05-01');
    const before = await count('2024-01-01', '2024-05-01');
    expect(body).toMatchObject({ Periodo: '2025', ...now });
    expect(body.ParticipacaoAnterior).toBeCloseTo(pct(before.Proprio, before.Total), 9);
    // The year to date (today the 20th of June) against the same days of the year before.
    const toDate = await ok<Record<string, number>>(get('ParticipacaoMercadoTotalAno'));
    const lastYear = await count('2024-01-01', '2024-06-21');
    expect(toDate).toMatchObject({ Periodo: '2025', ...(await count('2025-01-01', '2025-06-21')) });
    expect(toDate.ParticipacaoAnterior).toBeCloseTo(pct(lastYear.Proprio, lastYear.Total), 9);
  });

  it('ParticipacaoMarca and VendaDiretaXVarejoMarca: per brand in the month', async () => {
    const rows = await queryRows<{ id: number; nome: string; n: number; vd: number }>(
      sqlAcross,
      sql`select f.id, f.nome, count(*)::int as n,
                 count(*) filter (where e.tipo_venda = 'VENDA_DIRETA')::int as vd
          from emplacamento e join fabricante f on f.id = e.fabricante_id
          where e.tenant_id = 'abracaf' and e.data_emplacamento between '2025-03-01' and '2025-03-31'
          group by f.id, f.nome`,
    );
    const all = rows.reduce((s, r) => s + r.n, 0);
    const marcas = await ok<
      { FabricanteId: number; Quantidade: number; Participacao: number; Propria: boolean }[]
    >(get('ParticipacaoMarca', '?ano=2025&mes=3'));
    expect(marcas).toHaveLength(rows.length);
    for (const r of rows) {
      const found = marcas.find((m) => m.FabricanteId === r.id);
      expect(found?.Quantidade, r.nome).toBe(r.n);
      expect(found?.Participacao).toBeCloseTo(pct(r.n, all), 9);
      expect(found?.Propria).toBe(r.id === own);
    }
    expect(marcas.map((m) => m.Quantidade)).toEqual(
      [...marcas.map((m) => m.Quantidade)].sort((a, b) => b - a),
    );
    const vendas = await ok<{ FabricanteId: number; VendaDireta: number; Varejo: number }[]>(
      get('VendaDiretaXVarejoMarca', '?ano=2025&mes=3'),
    );
    for (const r of rows)
      expect(vendas.find((v) => v.FabricanteId === r.id)).toMatchObject({
        VendaDireta: r.vd,
        Varejo: r.n - r.vd,
      });
  });

  it('Variacao: per brand against the month before and the same month last year', async () => {
    const rows = await queryRows<{ id: number; atual: number; mes: number; ano: number }>(
      sqlAcross,
      sql`select fabricante_id as id,
            count(*) filter (where data_emplacamento between '2025-05-01' and '2025-05-31')::int as atual,
            count(*) filter (where data_emplacamento between '2025-04-01' and '2025-04-30')::int as mes,
            count(*) filter (where data_emplacamento between '2024-05-01' and '2024-05-31')::int as ano
          from emplacamento where tenant_id = 'abracaf' group by 1`,
    );
    const body = await ok<
      {
        FabricanteId: number;
        Atual: number;
        MesAnterior: number;
        AnoAnterior: number;
        VariacaoMes: number | null;
      }[]
    >(get('Variacao', '?ano=2025&mes=5'));
    for (const r of rows.filter((x) => x.atual + x.mes + x.ano > 0)) {
      const found = body.find((b) => b.FabricanteId === r.id);
      expect(found).toMatchObject({ Atual: r.atual, MesAnterior: r.mes, AnoAnterior: r.ano });
      if (r.mes > 0) expect(found?.VariacaoMes).toBeCloseTo((100 * (r.atual - r.mes)) / r.mes, 9);
      else expect(found?.VariacaoMes).toBeNull();
    }
  });

  it('Variacao: a month in progress against as many first days of the month before and of last year', async () => {
    /** The brands' counts in the month to date on `today`, and in the days compared with it. */
    const expectedOn = async (today: string, month: string, before: string, lastYear: string) => {
      const day = Number(today.slice(8, 10));
      /** The first `day` days of `ym` (yyyy-MM), as many as it has. */
      const upTo = (ym: string) => {
        const [y, m] = ym.split('-').map(Number) as [number, number];
        const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
        return `${ym}-${String(Math.min(day, length)).padStart(2, '0')}`;
      };
      const rows = await queryRows<{ id: number; atual: number; mes: number; ano: number }>(
        sqlAcross,
        sql`select fabricante_id as id,
              count(*) filter (where data_emplacamento between ${`${month}-01`} and ${upTo(month)})::int as atual,
              count(*) filter (where data_emplacamento between ${`${before}-01`} and ${upTo(before)})::int as mes,
              count(*) filter (where data_emplacamento between ${`${lastYear}-01`} and ${upTo(lastYear)})::int as ano
            from emplacamento where tenant_id = 'abracaf' group by 1`,
      );
      return rows.filter((x) => x.atual + x.mes + x.ano > 0);
    };
    const check = async (now: string, days: Awaited<ReturnType<typeof expectedOn>>) => {
      ctx.server.clock.now = new Date(now);
      try {
        const body = await ok<
          { FabricanteId: number; Atual: number; MesAnterior: number; AnoAnterior: number }[]
        >(get('Variacao'));
        expect(days.length).toBeGreaterThan(0);
        for (const r of days) {
          expect(body.find((b) => b.FabricanteId === r.id)).toMatchObject({
            Atual: r.atual,
            MesAnterior: r.mes,
            AnoAnterior: r.ano,
          });
        }
      } finally {
        ctx.server.clock.now = NOW;
      }
    };
    // The 20th of June; the 5th of March (February's first five days); the 31st of March
    // (all of February's 28); the 1st of a month (one day against one day). Each: today, its
    // month, the month before and the same month last year.
    const days = [
      ['2025-06-20', '2025-06', '2025-05', '2024-06'],
      ['2025-03-05', '2025-03', '2025-02', '2024-03'],
      ['2025-03-31', '2025-03', '2025-02', '2024-03'],
      ['2025-04-01', '2025-04', '2025-03', '2024-04'],
    ] as const;
    for (const [today, month, before, lastYear] of days)
      await check(`${today}T15:00:00Z`, await expectedOn(today, month, before, lastYear));
  });

  it('VendaDiretaXVarejoAno: the five calendar years up to the year', async () => {
    const body = await ok<{ Ano: number; VendaDireta: number; Varejo: number }[]>(
      get('VendaDiretaXVarejoAno', '?ano=2025'),
    );
    expect(body.map((b) => b.Ano)).toEqual([2021, 2022, 2023, 2024, 2025]);
    for (const year of body) {
      const [row] = await queryRows<{ vd: number; vr: number }>(
        sqlAcross,
        sql`select count(*) filter (where tipo_venda = 'VENDA_DIRETA')::int as vd,
                   count(*) filter (where tipo_venda = 'VAREJO')::int as vr
            from emplacamento where tenant_id = 'abracaf'
              and extract(year from data_emplacamento) = ${year.Ano}`,
      );
      expect(year, String(year.Ano)).toMatchObject({ VendaDireta: row?.vd, Varejo: row?.vr });
    }
  });

  it('EvolucaoMarca: 13 months; EvolucaoMarcaDiario: each day of the month up to today', async () => {
    const months = await ok<{ Periodo: string; Proprio: number; Total: number }[]>(
      get('EvolucaoMarca', '?ano=2025&mes=6'),
    );
    expect(months.map((m) => m.Periodo)).toEqual([
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    const feb = await count('2025-02-01', '2025-03-01');
    expect(months[8]).toMatchObject(feb);
    const days = await ok<{ Periodo: string; Proprio: number; Total: number }[]>(
      get('EvolucaoMarcaDiario'),
    );
    expect(days).toHaveLength(20);
    expect(days[9]).toMatchObject({
      Periodo: '2025-06-10',
      ...(await count('2025-06-10', '2025-06-11')),
    });
  });

  it('reads "this month" on the clock of São Paulo, not UTC', async () => {
    // 1 July 02:00 UTC is still 30 June, 23:00 in São Paulo.
    ctx.server.clock.now = new Date('2025-07-01T02:00:00Z');
    try {
      const body = await ok<{ Periodo: string }>(get('ParticipacaoMercadoTotalMes'));
      expect(body.Periodo).toBe('2025-06');
      expect(await ok<unknown[]>(get('EvolucaoMarcaDiario'))).toHaveLength(30);
    } finally {
      ctx.server.clock.now = NOW;
    }
  });

  it('filters by region, influence area, segment and segment type', async () => {
    const body = await ok(
      get('ParticipacaoMercadoTotalMes', `?ano=2025&mes=5&regiaoOperacionalId=${String(regiao)}`),
    );
    expect(body).toMatchObject(
      await count(
        '2025-05-01',
        '2025-06-01',
        `m.area_influencia_id in (select id from area_influencia where regiao_operacional_id = ${String(regiao)})`,
      ),
    );
    const area = await ok(
      get('EvolucaoMarcaDiario', `?ano=2025&mes=5&areaInfluenciaId=${String(dealership.area)}`),
    );
    expect((area as { Total: number }[])[14]).toMatchObject(
      await count('2025-05-15', '2025-05-16', `m.area_influencia_id = ${String(dealership.area)}`),
    );
    const [segment] = await queryRows<{ id: number; tipo: number }>(
      sqlAcross,
      sql`select s.id, s.tipo_segmento_id as tipo from segmento s where s.tenant_id = 'abracaf'
          and exists (select 1 from emplacamento e where e.tenant_id = 'abracaf' and e.segmento_id = s.id)
          order by s.id limit 1`,
    );
    const bySegment = await ok(
      get('ParticipacaoMercadoTotalAno', `?ano=2025&mes=6&segmentoId=${String(segment?.id)}`),
    );
    expect(bySegment).toMatchObject(
      await count('2025-01-01', '2025-07-01', `e.segmento_id = ${String(segment?.id)}`),
    );
    const byType = await ok(
      get('ParticipacaoMercadoTotalAno', `?ano=2025&mes=6&tipoSegmentoId=${String(segment?.tipo)}`),
    );
    expect(byType).toMatchObject(
      await count(
        '2025-01-01',
        '2025-07-01',
        `e.segmento_id in (select id from segmento where tipo_segmento_id = ${String(segment?.tipo)})`,
      ),
    );
  });

  describe('scope by profile, whatever the request asks', () => {
    const dealerArea = () => `m.area_influencia_id = ${String(dealership.area)}`;

    it('a dealership user counts its influence area only', async () => {
      const expected = await count('2025-05-01', '2025-06-01', dealerArea());
      expect(expected.Total).toBeGreaterThan(0);
      expect(
        await ok(get('ParticipacaoMercadoTotalMes', '?ano=2025&mes=5', concessionario)),
      ).toMatchObject(expected);
      const marcas = await ok<{ Quantidade: number }[]>(
        get('ParticipacaoMarca', '?ano=2025&mes=5', concessionario),
      );
      expect(marcas.reduce((s, m) => s + m.Quantidade, 0)).toBe(expected.Total);
    });

    it('a filter cannot widen it: another region gives the intersection (nothing)', async () => {
      const [other] = await queryRows<{ id: number }>(
        sqlAcross,
        sql`select r.id from regiao_operacional r where r.tenant_id = 'abracaf' and r.id not in (
              select regiao_operacional_id from area_influencia where id = ${dealership.area}
              and regiao_operacional_id is not null) order by r.id limit 1`,
      );
      const body = await ok(
        get(
          'ParticipacaoMercadoTotalMes',
          `?ano=2025&mes=5&regiaoOperacionalId=${String(other?.id)}`,
          concessionario,
        ),
      );
      expect(body).toMatchObject({ Proprio: 0, Total: 0, Participacao: 0 });
    });

    it('a group user counts the areas of its dealerships', async () => {
      const expected = await count(
        '2025-01-01',
        '2025-07-01',
        `(m.area_influencia_id in (
        select mc.area_influencia_id from concessionaria c join municipio mc on mc.tenant_id = c.tenant_id and mc.id = c.municipio_id
        where c.tenant_id = 'abracaf' and c.grupo_empresa_id = ${String(dealership.grupo)})
        or m.id in (select municipio_id from concessionaria where tenant_id = 'abracaf' and grupo_empresa_id = ${String(dealership.grupo)}))`,
      );
      expect(await ok(get('ParticipacaoMercadoTotalAno', '?ano=2025&mes=6', grupo))).toMatchObject(
        expected,
      );
    });

    it('a regional user counts its region; a profile without scope (billing) the whole tenant', async () => {
      const region = `m.area_influencia_id in (select id from area_influencia where regiao_operacional_id = ${String(regiao)})`;
      const months = await ok<{ Periodo: string }[]>(
        get('EvolucaoMarca', '?ano=2025&mes=6', regional),
      );
      expect(months[12]).toMatchObject(await count('2025-06-01', '2025-07-01', region));
      expect(
        await ok(get('ParticipacaoMercadoTotalMes', '?ano=2025&mes=6', faturamento)),
      ).toMatchObject(await count('2025-06-01', '2025-07-01'));
    });

    it('a dealership user recorded without a dealership counts nothing (fail-closed)', async () => {
      // A change by hand in the database: the server's session checks are cleared, as an
      // administrator would (docs/decisions/0214), or it would see it within 2 s.
      const clearSessions = async () => {
        const cleared = await ctx.server.app.inject({
          method: 'DELETE',
          url: '/api/Geral/Cache?chave=sessoes',
          headers: ctx.admin,
        });
        expect(cleared.statusCode).toBe(204);
      };
      await sqlAcross.execute(sql`update usuario set dados_adicionais = dados_adicionais - 'empresaId'
        where tenant_id = 'abracaf' and login = 'concessionario@abracaf.demo'`);
      await clearSessions();
      try {
        expect(
          await ok(get('ParticipacaoMercadoTotalMes', '?ano=2025&mes=5', concessionario)),
        ).toMatchObject({ Total: 0 });
      } finally {
        await sqlAcross.execute(sql`update usuario set dados_adicionais = dados_adicionais || ${JSON.stringify({ empresaId: dealership.id })}::jsonb
          where tenant_id = 'abracaf' and login = 'concessionario@abracaf.demo'`);
        await clearSessions();
      }
    });
  });

  it('refuses bad input with problem+json in the request language', async () => {
    const year = problemOf(await get('ParticipacaoMarca', '?ano=1999'));
    expect(year.status).toBe(400);
    expect(year.errors?.[0]?.field).toBe('ano');
    const english = await ctx.server.app.inject({
      method: 'GET',
      url: `${BASE}/Variacao?mes=13`,
      headers: { ...ctx.admin, 'accept-language': 'en' },
    });
    expect(problemOf(english).errors?.[0]).toMatchObject({ field: 'mes' });
    expect(problemOf(english).errors?.[0]?.message).toBe('The value of mes must be at most 12');
    const unknown = problemOf(await get('EvolucaoMarca', '?regiaoOperacionalId=999999'));
    expect(unknown).toMatchObject({
      status: 400,
      detail: 'O campo regiaoOperacionalId não é válido',
    });
    const unknownEn = await ctx.server.app.inject({
      method: 'GET',
      url: `${BASE}/ParticipacaoMarca?areaInfluenciaId=999999`,
      headers: { ...ctx.admin, 'accept-language': 'en' },
    });
    expect(problemOf(unknownEn).detail).toBe('The areaInfluenciaId field is not valid');
    expect((await get('EvolucaoMarca', '?segmentoId=abc')).statusCode).toBe(400);
  });

  it('answers 403 to a user without the dashboard event and 401 without a token', async () => {
    const forbidden = await get('ParticipacaoMercadoTotalMes', '', ctx.loja);
    expect(problemOf(forbidden).status).toBe(403);
    expect((await get('AtualizarDashboard', '', ctx.loja)).statusCode).toBe(403);
    expect((await get('Variacao', '', { domain: 'abracaf' })).statusCode).toBe(401);
  });

  it('serves each tenant its own figures; another tenant’s region is unknown', async () => {
    const mine = await ok(get('ParticipacaoMercadoTotalMes', '?ano=2025&mes=5', ctx.other));
    const [brand] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select f.id from fabricante f join parametro p on p.tenant_id = f.tenant_id
          and p.parametro_id = 'EMP_FABRICANTE' and lower(p.valor) = lower(f.nome) where f.tenant_id = 'assobrav'`,
    );
    const [row] = await queryRows<{ proprio: number; total: number }>(
      sqlAcross,
      sql`select count(*) filter (where fabricante_id = ${brand?.id ?? 0})::int as proprio, count(*)::int as total
          from emplacamento where tenant_id = 'assobrav' and data_emplacamento between '2025-05-01' and '2025-05-31'`,
    );
    expect(mine).toMatchObject({ Proprio: row?.proprio, Total: row?.total });
    const foreign = await get(
      'ParticipacaoMercadoTotalMes',
      `?regiaoOperacionalId=${String(regiao)}`,
      ctx.other,
    );
    expect(problemOf(foreign).status).toBe(400);
  });

  it('AtualizarDashboard brings new registrations into the figures', async () => {
    const before = await ok<{ Total: number }>(
      get('ParticipacaoMercadoTotalAno', '?ano=2025&mes=6'),
    );
    await addRegistrations(ctx.server.database, 'abracaf', 500, 6000, NOW);
    const stale = await ok<{ Total: number }>(
      get('ParticipacaoMercadoTotalAno', '?ano=2025&mes=6'),
    );
    expect(stale.Total).toBe(before.Total);
    const done = await ok<{ AtualizadoEm: string }>(get('AtualizarDashboard'));
    expect(done.AtualizadoEm).toBe(NOW.toISOString());
    const fresh = await ok<{ Total: number }>(
      get('ParticipacaoMercadoTotalAno', '?ano=2025&mes=6'),
    );
    expect(fresh).toMatchObject(await count('2025-01-01', '2025-07-01'));
    expect(fresh.Total).toBeGreaterThan(before.Total);
  });
});
