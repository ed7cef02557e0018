// The model, dealership, place and segment reports on a real database (PGlite, and PostgreSQL
// with TEST_DATABASE=postgres). Every expected figure is counted here straight from
// `emplacamento` (never from the rollups the engine reads), for the administrator and for a
// dealership user, over whole months and the partial months at a period's edges.
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { problemOf } from './helpers.js';
import { BASE, type Row, sumOf, useReportFixture } from './reports-helpers.js';

/** The report events of the reports under test (the access catalogue's ids). */
const EVENTS = [202, 203, 206, 207, 208, 209, 210, 211, 212, 213, 214];

describe('model, dealership, place and segment reports', () => {
  const { ctx, sqlAcross, state, run, direct, area } = useReportFixture(EVENTS);
  /** Positions (1 = most) of a direct count, ties by `names`. */
  const ranked = (m: Map<string | null, number>, name: (k: string | null) => string) =>
    new Map(
      [...m.entries()]
        .sort((a, b) => b[1] - a[1] || name(a[0]).localeCompare(name(b[0]), 'pt-BR'))
        .map(([k], i) => [k, i + 1]),
    );

  const modelKey = `coalesce(e.modelo_id::text, '') || ':' || e.fabricante_id`;
  const rowKey = (r: Row) =>
    `${r.modeloId === null ? '' : String(r.modeloId)}:${String(r.fabricanteId)}`;

  it('Concessionaria: what the dealership billed per model and month, whole and partial months', async () => {
    const body = await run('Concessionaria', { filtros: { empresaId: [state.dealer.id] } });
    expect(body.Colunas.map((c) => c.Chave)).toEqual([
      'modelo',
      'marca',
      ...Array.from({ length: 12 }, (_, i) => `p${String(202407 + i + (i >= 6 ? 88 : 0))}`),
      'total',
    ]);
    const billed = `e.concessionaria_id = ${String(state.dealer.id)}`;
    const year = await direct(modelKey, '2024-07-01', '2025-06-20', billed);
    const march = await direct(modelKey, '2025-03-01', '2025-03-31', billed);
    const june = await direct(modelKey, '2025-06-01', '2025-06-20', billed);
    expect(sumOf(year)).toBeGreaterThan(0);
    expect(body.TotalLinhas).toBe(year.size);
    for (const row of body.Linhas) {
      expect(row.total).toBe(year.get(rowKey(row)));
      expect(row.p202503).toBe(march.get(rowKey(row)) ?? 0);
      expect(row.p202506).toBe(june.get(rowKey(row)) ?? 0);
    }
    expect(body.Totais?.total).toBe(sumOf(year));
    // The dealership user reads its own dealership without asking, and nothing of another one.
    const mine = await run('Concessionaria', {}, state.concessionario);
    expect(mine.Totais?.total).toBe(sumOf(year));
    const [other] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select id from concessionaria where tenant_id = 'abracaf' and id <> ${state.dealer.id} order by id limit 1`,
    );
    const theirs = await run(
      'Concessionaria',
      { filtros: { empresaId: [other?.id ?? 0] } },
      state.concessionario,
    );
    expect(theirs.Totais?.total).toBe(0);
    // Its dealership filter offers the dealership user its own dealership only.
    const options = await ctx.server.app.inject({
      method: 'GET',
      url: `${BASE}/Concessionaria/Filtros`,
      headers: state.concessionario,
    });
    expect(options.json<{ Empresas: { Id: number }[] }>().Empresas.map((e) => e.Id)).toEqual([
      state.dealer.id,
    ]);
    // A place filter is not one of this report's: refused, not ignored.
    const refused = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/Concessionaria/Executar`,
      headers: ctx.admin,
      payload: { filtros: { areaInfluenciaId: [state.dealer.area] } },
    });
    expect(problemOf(refused).errors?.[0]?.field).toBe('filtros.areaInfluenciaId');
  });

  it('writes every run and every export to the access history', async () => {
    const count = async () => {
      const [row] = await queryRows<{ n: number }>(
        sqlAcross,
        sql`select count(*)::int as n from relatorio_acesso
            where tenant_id = 'abracaf' and relatorio = 'SegmentoMes'`,
      );
      return row?.n ?? 0;
    };
    const before = await count();
    await run('SegmentoMes', {});
    await run('SegmentoMes', { order: [{ column: 'segmento', dir: 'asc' }] });
    const exported = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/SegmentoMes/Exportar?formato=csv`,
      headers: ctx.admin,
      payload: {},
    });
    expect(exported.statusCode, exported.body).toBe(200);
    // A download's transaction commits once the file has gone out, just after the client has it.
    await vi.waitFor(
      async () => {
        expect(await count()).toBe(before + 3);
      },
      { timeout: 15_000 },
    );
  });

  it('ModeloMes and ModeloAno: model × month and × year, for the administrator and a dealership user', async () => {
    const months = await run('ModeloMes', { filtros: { dataFinal: '2025-05-31' } });
    const feb = await direct(modelKey, '2025-02-01', '2025-02-28');
    const span = await direct(modelKey, '2024-06-01', '2025-05-31');
    expect(months.TotalLinhas).toBe(span.size);
    for (const row of months.Linhas) {
      expect(row.p202502).toBe(feb.get(rowKey(row)) ?? 0);
      expect(row.total).toBe(span.get(rowKey(row)));
    }
    const mine = await run('ModeloMes', {}, state.concessionario);
    const mineExpected = await direct(modelKey, '2024-07-01', '2025-06-20', area());
    expect(mine.Totais?.total).toBe(sumOf(mineExpected));
    expect(mine.TotalLinhas).toBe(mineExpected.size);
    const years = await run('ModeloAno', { filtros: { fabricanteId: [state.own] } });
    const y2024 = await direct(
      modelKey,
      '2024-01-01',
      '2024-12-31',
      `e.fabricante_id = ${String(state.own)}`,
    );
    for (const row of years.Linhas) {
      expect(row.fabricanteId).toBe(state.own);
      expect(row.p2024).toBe(y2024.get(rowKey(row)) ?? 0);
    }
    expect(years.Totais?.p2024).toBe(sumOf(y2024));
  });

  it('RankingModelo and RankingConcessionaria: year to date with the position change', async () => {
    const models = await run('RankingModelo', {});
    const names = new Map(models.Linhas.map((r) => [rowKey(r), String(r.modelo)]));
    const nameOf = (k: string | null) => names.get(k ?? '') ?? '';
    const now = await direct(modelKey, '2025-01-01', '2025-06-20', 'e.modelo_id is not null');
    const then = await direct(modelKey, '2024-01-01', '2024-06-20', 'e.modelo_id is not null');
    const positions = ranked(now, nameOf);
    expect(models.TotalLinhas).toBe(now.size);
    for (const row of models.Linhas) {
      const key = rowKey(row);
      expect(row.quantidade).toBe(now.get(key));
      expect(row.posicao).toBe(positions.get(key));
    }
    const top = models.Linhas[0];
    expect(top?.posicao).toBe(1);
    // Positions last year among the models of last year (those with a name here).
    const before = ranked(then, (k) => nameOf(k) || (k ?? ''));
    const moved = models.Linhas.find((r) => before.has(rowKey(r)));
    expect(moved?.posicaoAnterior).toBe(before.get(rowKey(moved ?? {})));
    expect(moved?.variacaoPosicao).toBe(Number(moved?.posicaoAnterior) - Number(moved?.posicao));

    const dealers = await run('RankingConcessionaria', {}, state.concessionario);
    const billed = await direct(
      'e.concessionaria_id',
      '2025-01-01',
      '2025-06-20',
      `e.concessionaria_id is not null and ${area()}`,
    );
    const inArea = await direct('1', '2025-01-01', '2025-06-20', area());
    expect(dealers.TotalLinhas).toBe(billed.size);
    const first = dealers.Linhas[0];
    const most = Math.max(...billed.values());
    expect(first).toMatchObject({ posicao: 1, quantidade: most });
    expect(first?.participacao).toBeCloseTo((100 * most) / sumOf(inArea), 9);
  });

  it('Regiao, AreaInfluencia and CidadeConcessionaria: state.own brand, all brands and share per place', async () => {
    const period = { dataInicial: '2025-02-11', dataFinal: '2025-05-03' };
    const regions = await run('Regiao', { filtros: period });
    const all = await direct(
      'a.regiao_operacional_id',
      period.dataInicial,
      period.dataFinal,
      'a.regiao_operacional_id is not null',
    );
    const mine = await direct(
      'a.regiao_operacional_id',
      period.dataInicial,
      period.dataFinal,
      `a.regiao_operacional_id is not null and e.fabricante_id = ${String(state.own)}`,
    );
    expect(regions.TotalLinhas).toBe(all.size);
    for (const row of regions.Linhas) {
      const key = String(row.regiaoOperacionalId);
      expect(row.todas).toBe(all.get(key));
      expect(row.proprio).toBe(mine.get(key) ?? 0);
      expect(row.participacao).toBeCloseTo((100 * (mine.get(key) ?? 0)) / (all.get(key) ?? 1), 9);
    }
    const areas = await run('AreaInfluencia', { filtros: { ...period, tipoVenda: 'VAREJO' } });
    const retail = await direct(
      'm.area_influencia_id',
      period.dataInicial,
      period.dataFinal,
      `m.area_influencia_id is not null and e.tipo_venda = 'VAREJO'`,
    );
    expect(areas.Totais?.todas).toBe(sumOf(retail));
    for (const row of areas.Linhas)
      expect(row.todas).toBe(retail.get(String(row.areaInfluenciaId)));
    const cities = await run('CidadeConcessionaria', { filtros: period }, state.concessionario);
    const expected = await direct('e.municipio_id', period.dataInicial, period.dataFinal, area());
    const ownExpected = await direct(
      'e.municipio_id',
      period.dataInicial,
      period.dataFinal,
      `${area()} and e.fabricante_id = ${String(state.own)}`,
    );
    expect(cities.TotalLinhas).toBe(expected.size);
    for (const row of cities.Linhas) {
      expect(row.todas).toBe(expected.get(String(row.municipioId)));
      expect(row.proprio).toBe(ownExpected.get(String(row.municipioId)) ?? 0);
    }
  });

  it('CidadeConcessionaria over every city, and with another own brand before any refresh', async () => {
    // Partial months at both edges, a whole quarter and a month between (docs/decisions/0210).
    const period = { dataInicial: '2024-12-15', dataFinal: '2025-05-03' };
    /** Each city's own and all registrations in the run against the direct count for `own`. */
    const expectCities = async (own: number) => {
      const cities = await run('CidadeConcessionaria', { filtros: period });
      const all = await direct('e.municipio_id', period.dataInicial, period.dataFinal);
      const mine = await direct(
        'e.municipio_id',
        period.dataInicial,
        period.dataFinal,
        `e.fabricante_id = ${String(own)}`,
      );
      expect(cities.TotalLinhas).toBe(all.size);
      for (const row of cities.Linhas) {
        expect(row.todas).toBe(all.get(String(row.municipioId)));
        expect(row.proprio).toBe(mine.get(String(row.municipioId)) ?? 0);
      }
      expect(cities.Totais?.proprio).toBe(sumOf(mine));
    };
    await expectCities(state.own);
    // The own-brand city rollups were built with the previous brand: the run reads the city
    // rollup until a refresh rebuilds them (docs/decisions/0210).
    const [other] = await queryRows<{ id: number; nome: string }>(
      sqlAcross,
      sql`select f.id, f.nome from fabricante f where f.tenant_id = 'abracaf' and f.id <> ${state.own}
          and exists (select from emplacamento e where e.tenant_id = f.tenant_id and e.fabricante_id = f.id)
          order by f.id limit 1`,
    );
    const [previous] = await queryRows<{ valor: string }>(
      sqlAcross,
      sql`select valor from parametro where tenant_id = 'abracaf' and parametro_id = 'EMP_FABRICANTE'`,
    );
    if (!other || !previous) throw new Error('no second brand or no EMP_FABRICANTE');
    const name = (valor: string) =>
      sqlAcross.execute(sql`update parametro set valor = ${valor}
        where tenant_id = 'abracaf' and parametro_id = 'EMP_FABRICANTE'`);
    await name(other.nome);
    try {
      await expectCities(other.id);
    } finally {
      await name(previous.valor);
    }
  });

  it('RankingCidade, SegmentoAcumulado and SegmentoMes', async () => {
    const cities = await run('RankingCidade', {});
    const now = await direct('e.municipio_id', '2025-01-01', '2025-06-20');
    const most = Math.max(...now.values());
    expect(cities.TotalLinhas).toBe(now.size);
    expect(cities.Linhas[0]).toMatchObject({ posicao: 1, quantidade: most });
    expect(now.get(String(cities.Linhas[0]?.municipioId))).toBe(most);
    const segments = await run('SegmentoAcumulado', {});
    const bySegment = await direct('e.segmento_id', '2025-01-01', '2025-06-20');
    const ownBySegment = await direct(
      'e.segmento_id',
      '2025-01-01',
      '2025-06-20',
      `e.fabricante_id = ${String(state.own)}`,
    );
    expect(segments.TotalLinhas).toBe(bySegment.size);
    for (const row of segments.Linhas) {
      const key = row.segmentoId === null ? null : String(row.segmentoId);
      expect(row.quantidade).toBe(bySegment.get(key));
      expect(row.proprio).toBe(ownBySegment.get(key) ?? 0);
    }
    expect(segments.Totais?.quantidade).toBe(sumOf(bySegment));
    const months = await run('SegmentoMes', {}, state.concessionario);
    const april = await direct('e.segmento_id', '2025-04-01', '2025-04-30', area());
    for (const row of months.Linhas) {
      const key = row.segmentoId === null ? null : String(row.segmentoId);
      expect(row.p202504).toBe(april.get(key) ?? 0);
    }
    expect(months.Totais?.p202504).toBe(sumOf(april));
  });
});
