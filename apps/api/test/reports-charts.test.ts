// The share charts, the capital reports and the region hierarchy on a real database (PGlite, and
// PostgreSQL with TEST_DATABASE=postgres). Every expected figure is counted here straight from
// `emplacamento` (never from the rollups the engine reads), for the administrator and for a
// dealership user, over periods whose edges cut months.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { BASE, sumOf, useReportFixture } from './reports-helpers.js';

/** The events of the reports under test (the access catalogue's ids). */
const EVENTS = [221, 222, 223, 226, 303, 304, 305, 306];
const PERIOD = { dataInicial: '2025-02-11', dataFinal: '2025-05-03' };
const at = (m: Map<string | null, number>, key: unknown) => m.get(String(key)) ?? 0;

describe('share charts, capital reports and the region hierarchy', () => {
  const { ctx, sqlAcross, state, run, direct, area } = useReportFixture(EVENTS);
  const ownBrand = () => `e.fabricante_id = ${String(state.own)}`;

  it('lists every new report to the administrator, the region hierarchy as a table only', async () => {
    const listed = await ctx.server.app.inject({ method: 'GET', url: BASE, headers: ctx.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const byName = new Map(
      listed.json<{ Nome: string; Grafico: string | null }[]>().map((d) => [d.Nome, d.Grafico]),
    );
    for (const nome of ['MarketShare', 'MarketShareRegional', 'ComparativoMontadoras'])
      expect(byName.get(nome)).not.toBeUndefined();
    for (const nome of ['MarketShareMediaDiaria', 'CapitalAno', 'CapitalMes', 'CapitalMarca'])
      expect(byName.get(nome)).not.toBeUndefined();
    expect(byName.get('RegiaoAreaMunicipio')).toBeNull();
    // The own share per state is drawn on a map of the states.
    expect(byName.get('MarketShareRegional')).toBe('mapa');
  });

  it('MarketShare: share per brand against the same days a year earlier, in the user’s scope', async () => {
    const body = await run('MarketShare', { filtros: PERIOD });
    const now = await direct('e.fabricante_id', PERIOD.dataInicial, PERIOD.dataFinal);
    const then = await direct('e.fabricante_id', '2024-02-11', '2024-05-03');
    expect(sumOf(now)).toBeGreaterThan(0);
    // Brands registered only a year earlier are listed with 0 now: both totals are the whole market.
    expect(body.TotalLinhas).toBe(new Set([...now.keys(), ...then.keys()]).size);
    expect(body.Totais?.participacao).toBeCloseTo(100, 9);
    expect(body.Totais?.participacaoAnterior).toBeCloseTo(100, 9);
    for (const row of body.Linhas) {
      const q = at(now, row.fabricanteId);
      const before = (100 * at(then, row.fabricanteId)) / sumOf(then);
      expect(row.quantidade).toBe(q);
      expect(row.participacao).toBeCloseTo((100 * q) / sumOf(now), 9);
      expect(row.participacaoAnterior).toBeCloseTo(before, 9);
      expect(row.variacaoParticipacao).toBeCloseTo((100 * q) / sumOf(now) - before, 9);
    }
    expect(body.Linhas[0]?.quantidade).toBe(Math.max(...now.values()));
    expect(body.Totais?.quantidade).toBe(sumOf(now));
    // A brand filter chooses rows; the share is still of every brand.
    const mine = await run('MarketShare', { filtros: { ...PERIOD, fabricanteId: [state.own] } });
    expect(mine.Linhas).toHaveLength(1);
    expect(mine.Linhas[0]?.participacao).toBeCloseTo((100 * at(now, state.own)) / sumOf(now), 9);
    // A city where some brand registered a year earlier and not now: it is listed with 0.
    const [city] = await queryRows<{ id: number }>(
      sqlAcross,
      sql.raw(`select t.municipio_id as id from emplacamento t
               where t.tenant_id = 'abracaf' and t.data_emplacamento between '2024-02-11' and '2024-05-03'
                 and not exists (select 1 from emplacamento n where n.tenant_id = t.tenant_id
                   and n.municipio_id = t.municipio_id and n.fabricante_id = t.fabricante_id
                   and n.data_emplacamento between '${PERIOD.dataInicial}' and '${PERIOD.dataFinal}')
                 and exists (select 1 from emplacamento n where n.tenant_id = t.tenant_id
                   and n.municipio_id = t.municipio_id
                   and n.data_emplacamento between '${PERIOD.dataInicial}' and '${PERIOD.dataFinal}')
               order by 1 limit 1`),
    );
    expect(city).toBeDefined();
    const inCity = `m.id = ${String(city?.id)}`;
    const cityNow = await direct('e.fabricante_id', PERIOD.dataInicial, PERIOD.dataFinal, inCity);
    const cityThen = await direct('e.fabricante_id', '2024-02-11', '2024-05-03', inCity);
    const byCity = await run('MarketShare', { filtros: { ...PERIOD, municipioId: [city?.id] } });
    expect(byCity.TotalLinhas).toBe(new Set([...cityNow.keys(), ...cityThen.keys()]).size);
    expect(byCity.TotalLinhas).toBeGreaterThan(cityNow.size);
    expect(byCity.Totais?.participacao).toBeCloseTo(100, 9);
    expect(byCity.Totais?.participacaoAnterior).toBeCloseTo(100, 9);
    const scoped = await run('MarketShare', { filtros: PERIOD }, state.concessionario);
    const inArea = await direct('e.fabricante_id', PERIOD.dataInicial, PERIOD.dataFinal, area());
    expect(scoped.Totais?.quantidade).toBe(sumOf(inArea));
    for (const row of scoped.Linhas) expect(row.quantidade).toBe(at(inArea, row.fabricanteId));
  });

  it('MarketShareRegional: own brand, all brands and the own share per state', async () => {
    const body = await run('MarketShareRegional', { filtros: PERIOD });
    const all = await direct('m.estado_id', PERIOD.dataInicial, PERIOD.dataFinal);
    const mine = await direct('m.estado_id', PERIOD.dataInicial, PERIOD.dataFinal, ownBrand());
    expect(body.TotalLinhas).toBe(all.size);
    for (const row of body.Linhas) {
      expect(row.todas).toBe(at(all, row.estadoId));
      expect(row.proprio).toBe(at(mine, row.estadoId));
      expect(row.participacao).toBeCloseTo(
        (100 * at(mine, row.estadoId)) / at(all, row.estadoId),
        9,
      );
    }
    const shares = body.Linhas.map((r) => Number(r.participacao));
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    const scoped = await run('MarketShareRegional', { filtros: PERIOD }, state.concessionario);
    const inArea = await direct('m.estado_id', PERIOD.dataInicial, PERIOD.dataFinal, area());
    expect(scoped.Totais?.todas).toBe(sumOf(inArea));
    expect(scoped.TotalLinhas).toBe(inArea.size);
  });

  it('ComparativoMontadoras: the chosen brands’ monthly shares over the last 12 months', async () => {
    const [other] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select fabricante_id as id from emplacamento where tenant_id = 'abracaf'
            and fabricante_id <> ${state.own} and data_emplacamento >= '2024-07-01'
          group by 1 order by count(*) desc, 1 limit 1`,
    );
    const chosen = [state.own, other?.id ?? 0];
    const body = await run('ComparativoMontadoras', { filtros: { fabricanteId: chosen } });
    expect(body.Colunas.filter((c) => c.Tipo === 'percentual').map((c) => c.Chave)).toContain(
      'p202503',
    );
    const march = await direct('e.fabricante_id', '2025-03-01', '2025-03-31');
    const june = await direct('e.fabricante_id', '2025-06-01', '2025-06-20');
    const year = await direct('e.fabricante_id', '2024-07-01', '2025-06-20');
    expect(body.Linhas.map((r) => r.fabricanteId).sort()).toEqual([...chosen].sort());
    for (const row of body.Linhas) {
      expect(row.p202503).toBeCloseTo((100 * at(march, row.fabricanteId)) / sumOf(march), 9);
      expect(row.p202506).toBeCloseTo((100 * at(june, row.fabricanteId)) / sumOf(june), 9);
      expect(row.quantidade).toBe(at(year, row.fabricanteId));
    }
    const both = chosen.reduce((s, id) => s + at(year, id), 0);
    expect(body.Totais?.quantidade).toBe(both);
    expect(body.Totais?.participacao).toBeCloseTo((100 * both) / sumOf(year), 9);
    const scoped = await run('ComparativoMontadoras', {}, state.concessionario);
    const inArea = await direct('e.fabricante_id', '2024-07-01', '2025-06-20', area());
    expect(scoped.Totais?.quantidade).toBe(sumOf(inArea));
  });

  it('MarketShareMediaDiaria: daily averages over the business days of each month', async () => {
    // The national holidays from July 2024 to June 2025 that fall on a weekday (Carnival, Good
    // Friday and Corpus Christi of Easter 2025 on 20 April).
    const holidays = [
      '2024-11-15',
      '2024-11-20',
      '2024-12-25',
      '2025-01-01',
      '2025-03-03',
      '2025-03-04',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-06-19',
    ];
    const businessDays = new Map(
      (
        await queryRows<{ mes: string; dias: number }>(
          sqlAcross,
          sql.raw(`select to_char(d, 'YYYY-MM') as mes, count(*)::int as dias
                   from generate_series('2024-07-01'::date, '2025-06-20'::date, '1 day') d
                   where extract(isodow from d) < 6
                     and d::date <> all ('{${holidays.join(',')}}'::date[])
                   group by 1`),
        )
      ).map((r) => [r.mes, r.dias]),
    );
    expect(businessDays.get('2025-06')).toBe(14);
    const perMonth = async (where: string) =>
      new Map(
        (
          await queryRows<{ mes: string; total: number; proprio: number }>(
            sqlAcross,
            sql.raw(`select to_char(e.data_emplacamento, 'YYYY-MM') as mes, count(*)::int as total,
                       (count(*) filter (where ${ownBrand()}))::int as proprio
                     from emplacamento e
                     join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
                     where e.tenant_id = 'abracaf' and ${where}
                       and e.data_emplacamento between '2024-07-01' and '2025-06-20'
                     group by 1`),
          )
        ).map((r) => [r.mes, r]),
      );
    const body = await run('MarketShareMediaDiaria', {});
    const expected = await perMonth('true');
    expect(body.Linhas.map((r) => r.mes)).toEqual(
      Array.from(
        { length: 12 },
        (_, i) => `${i < 6 ? '2024' : '2025'}-${String(((i + 6) % 12) + 1).padStart(2, '0')}`,
      ),
    );
    for (const row of body.Linhas) {
      const m = expected.get(String(row.mes));
      const dias = businessDays.get(String(row.mes)) ?? 0;
      expect(dias).toBeGreaterThan(0);
      expect(row).toMatchObject({ dias, total: m?.total ?? 0, proprio: m?.proprio ?? 0 });
      expect(row.mediaDiaria).toBeCloseTo((m?.total ?? 0) / dias, 9);
      expect(row.mediaDiariaPropria).toBeCloseTo((m?.proprio ?? 0) / dias, 9);
      expect(row.participacao).toBeCloseTo((100 * (m?.proprio ?? 0)) / (m?.total ?? 1), 9);
    }
    const allDays = [...businessDays.values()].reduce((a, b) => a + b, 0);
    const all = [...expected.values()].reduce((a, m) => a + m.total, 0);
    expect(body.Totais).toMatchObject({ dias: allDays, total: all });
    expect(body.Totais?.mediaDiaria).toBeCloseTo(all / allDays, 9);
    // A narrower scope has fewer registrations, not fewer business days.
    const scoped = await run('MarketShareMediaDiaria', {}, state.concessionario);
    const inArea = await perMonth(area());
    for (const row of scoped.Linhas) {
      const m = inArea.get(String(row.mes));
      const dias = businessDays.get(String(row.mes)) ?? 0;
      expect(row).toMatchObject({ dias, total: m?.total ?? 0 });
      expect(row.mediaDiaria).toBeCloseTo((m?.total ?? 0) / dias, 9);
    }
  });

  it('CapitalAno, CapitalMes and CapitalMarca: registrations in the state capitals', async () => {
    const [capitals] = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select count(*)::int as n from municipio where tenant_id = 'abracaf' and capital`,
    );
    expect(capitals?.n).toBe(27);
    const years = await run('CapitalAno', {});
    const y2024 = await direct('e.municipio_id', '2024-01-01', '2024-12-31', 'm.capital');
    const span = await direct('e.municipio_id', '2021-01-01', '2025-06-20', 'm.capital');
    expect(years.TotalLinhas).toBe(span.size);
    for (const row of years.Linhas) {
      expect(row.p2024).toBe(at(y2024, row.municipioId));
      expect(row.total).toBe(at(span, row.municipioId));
    }
    expect(years.Totais?.p2024).toBe(sumOf(y2024));
    const months = await run('CapitalMes', { filtros: { fabricanteId: [state.own] } });
    const april = await direct(
      'e.municipio_id',
      '2025-04-01',
      '2025-04-30',
      `m.capital and ${ownBrand()}`,
    );
    for (const row of months.Linhas) expect(row.p202504).toBe(at(april, row.municipioId));
    expect(months.Totais?.p202504).toBe(sumOf(april));
    const brands = await run('CapitalMarca', { filtros: PERIOD });
    const cells = await direct(
      `e.municipio_id || ':' || e.fabricante_id`,
      PERIOD.dataInicial,
      PERIOD.dataFinal,
      'm.capital',
    );
    const brandKeys = brands.Colunas.filter((c) => /^f\d+$/.test(c.Chave)).map((c) => c.Chave);
    for (const row of brands.Linhas)
      for (const key of brandKeys)
        expect(row[key]).toBe(at(cells, `${String(row.municipioId)}:${key.slice(1)}`));
    expect(brands.Totais?.total).toBe(sumOf(cells));
    const scoped = await run('CapitalAno', {}, state.concessionario);
    const inArea = await direct(
      'e.municipio_id',
      '2021-01-01',
      '2025-06-20',
      `m.capital and ${area()}`,
    );
    expect(scoped.TotalLinhas).toBe(inArea.size);
    expect(scoped.Totais?.total ?? 0).toBe(sumOf(inArea));
  });

  it('RegiaoAreaMunicipio: each region, then its areas, then their cities, with figures', async () => {
    const body = await run('RegiaoAreaMunicipio', { filtros: PERIOD });
    const inArea = 'm.area_influencia_id is not null';
    const count = (key: string, where = inArea) =>
      direct(key, PERIOD.dataInicial, PERIOD.dataFinal, where);
    const regions = await count('coalesce(a.regiao_operacional_id, 0)');
    const areas = await count('m.area_influencia_id');
    const cities = await count('e.municipio_id');
    const ownCities = await count('e.municipio_id', `${inArea} and ${ownBrand()}`);
    expect(body.TotalLinhas).toBe(regions.size + areas.size + cities.size);
    for (const row of body.Linhas) {
      if (row.municipio !== '') {
        expect(row.todas).toBe(at(cities, row.municipioId));
        expect(row.proprio).toBe(at(ownCities, row.municipioId));
      } else if (row.areaInfluencia !== '') expect(row.todas).toBe(at(areas, row.areaInfluenciaId));
      else expect(row.todas).toBe(at(regions, row.regiaoOperacionalId ?? 0));
    }
    // The default order puts each row under its parent: a region, its areas, each area's cities.
    let region = '';
    let areaName = '';
    for (const row of body.Linhas) {
      if (row.areaInfluencia === '') region = String(row.regiao);
      else if (row.municipio === '') areaName = String(row.areaInfluencia);
      else expect(row.areaInfluencia).toBe(areaName);
      expect(row.regiao).toBe(region);
    }
    expect(body.Totais?.todas).toBe(sumOf(cities));
    const scoped = await run('RegiaoAreaMunicipio', { filtros: PERIOD }, state.concessionario);
    const mine = await count('e.municipio_id', `${inArea} and ${area()}`);
    expect(scoped.Totais?.todas).toBe(sumOf(mine));
    expect(scoped.Linhas.filter((r) => r.municipio !== '')).toHaveLength(mine.size);
  });
});
