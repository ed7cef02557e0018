// Period comparison (RelatorioConsulta.comparar, docs/decisions/0259) on a real database (PGlite,
// and PostgreSQL with TEST_DATABASE=postgres). Every expected figure is counted here straight from
// `emplacamento` (never from the rollups the engine reads) in each of the two periods: the days of
// the compared period, the added columns and their place, the join of the rows, the totals row,
// which reports may compare (the listing and the refusal) and the days every run answers.
import { reportEntry } from '@emplacamento/access';
import { messages } from '@emplacamento/i18n';
import { describe, expect, it } from 'vitest';
import { definitions } from '../src/reports/definitions.js';
import { comparedPeriod } from '../src/reports/periods.js';
import { problemOf } from './helpers.js';
import { BASE, NOW, type Result, type Row, useReportFixture } from './reports-helpers.js';

/** The report events of the reports under test (the access catalogue's ids). */
const EVENTS = [201, 207, 303];

type Answer = Omit<Result, 'Colunas'> & {
  Colunas: (Result['Colunas'][number] & { Comparacao?: string; Medida?: string })[];
  Periodo?: { DataInicial: string; DataFinal: string };
  Comparacao?: { DataInicial: string; DataFinal: string };
};

const share = (part: number, whole: number) => (whole === 0 ? 0 : (100 * part) / whole);
const change = (now: number, then: number) => (then === 0 ? null : (100 * (now - then)) / then);

/** `actual` is `expected` (a number close to it, or both null). */
function near(actual: Row[string] | undefined, expected: number | null, label: string) {
  if (expected === null) expect(actual, label).toBeNull();
  else expect(actual, label).toBeCloseTo(expected, 9);
}

describe('the compared period', () => {
  it('a month to date: the same first days of the month before, as many as it has', () => {
    expect(comparedPeriod({ first: '2025-06-01', last: '2025-06-20' }, 'periodoAnterior')).toEqual({
      first: '2025-05-01',
      last: '2025-05-20',
    });
    expect(comparedPeriod({ first: '2025-03-01', last: '2025-03-30' }, 'periodoAnterior')).toEqual({
      first: '2025-02-01',
      last: '2025-02-28',
    });
    expect(comparedPeriod({ first: '2024-03-01', last: '2024-03-30' }, 'periodoAnterior')).toEqual({
      first: '2024-02-01',
      last: '2024-02-29',
    });
    expect(comparedPeriod({ first: '2025-03-01', last: '2025-03-01' }, 'periodoAnterior')).toEqual({
      first: '2025-02-01',
      last: '2025-02-01',
    });
  });

  it('whole months: as many whole months before', () => {
    expect(comparedPeriod({ first: '2025-03-01', last: '2025-05-31' }, 'periodoAnterior')).toEqual({
      first: '2024-12-01',
      last: '2025-02-28',
    });
    expect(comparedPeriod({ first: '2025-03-01', last: '2025-03-31' }, 'periodoAnterior')).toEqual({
      first: '2025-02-01',
      last: '2025-02-28',
    });
    expect(comparedPeriod({ first: '2024-03-01', last: '2024-03-31' }, 'periodoAnterior')).toEqual({
      first: '2024-02-01',
      last: '2024-02-29',
    });
    expect(comparedPeriod({ first: '2025-01-01', last: '2025-12-31' }, 'periodoAnterior')).toEqual({
      first: '2024-01-01',
      last: '2024-12-31',
    });
  });

  it('any other days: as many days just before', () => {
    expect(comparedPeriod({ first: '2025-04-10', last: '2025-04-16' }, 'periodoAnterior')).toEqual({
      first: '2025-04-03',
      last: '2025-04-09',
    });
    // From a 1st into a later month, not to its end: days.
    expect(comparedPeriod({ first: '2025-01-01', last: '2025-02-15' }, 'periodoAnterior')).toEqual({
      first: '2024-11-16',
      last: '2024-12-31',
    });
    expect(comparedPeriod({ first: '2024-03-05', last: '2024-03-06' }, 'periodoAnterior')).toEqual({
      first: '2024-03-03',
      last: '2024-03-04',
    });
    expect(comparedPeriod({ first: '1900-01-01', last: '1900-01-31' }, 'periodoAnterior')).toEqual({
      first: '1899-12-01',
      last: '1899-12-31',
    });
  });

  it('a year earlier: the same days, 29 February on the 28th', () => {
    expect(comparedPeriod({ first: '2024-02-01', last: '2024-02-29' }, 'anoAnterior')).toEqual({
      first: '2023-02-01',
      last: '2023-02-28',
    });
    expect(comparedPeriod({ first: '2025-02-28', last: '2025-03-01' }, 'anoAnterior')).toEqual({
      first: '2024-02-28',
      last: '2024-03-01',
    });
  });
});

describe('report period comparison', () => {
  const { ctx, state, run, csvLines, direct } = useReportFixture(EVENTS);
  const en = () => ({ ...ctx.admin, 'accept-language': 'en' });
  const post = (nome: string, body: object, headers = ctx.admin) =>
    ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Executar`,
      headers,
      payload: body,
    });
  const compare = async (nome: string, body: object, headers = ctx.admin) =>
    (await run(nome, body, headers)) as Answer;

  /** Registrations per brand (its id as text) counted directly over some days. */
  const perBrand = (p: { first: string; last: string }, where?: string) =>
    direct('e.fabricante_id', p.first, p.last, where);
  const total = (m: Map<string | null, number>, keep: (k: string | null) => boolean = () => true) =>
    [...m.entries()].reduce((s, [k, n]) => s + (keep(k) ? n : 0), 0);

  /**
   * Checks a by-brand run compared with `then` (its days as the test works them out): each row
   * (a brand registered now) with its count and share then, its change and its points, and the
   * totals row against the compared period's true totals (of the chosen brands, if any).
   */
  async function checkByBrand(
    body: Answer,
    now: { first: string; last: string },
    then: { first: string; last: string },
    brands?: readonly number[],
  ) {
    expect(body.Periodo).toEqual({ DataInicial: now.first, DataFinal: now.last });
    expect(body.Comparacao).toEqual({ DataInicial: then.first, DataFinal: then.last });
    const [counted, before] = await Promise.all([perBrand(now), perBrand(then)]);
    const all = total(counted);
    const allBefore = total(before);
    expect(all).toBeGreaterThan(0);
    expect(allBefore).toBeGreaterThan(0);
    const chosen = (k: string | null) => !brands || brands.includes(Number(k));
    // The rows are the brands registered now: a brand of the compared period only is left out.
    expect(body.Linhas.map((r) => String(r.fabricanteId)).sort()).toEqual(
      [...counted.keys()].filter(chosen).sort(),
    );
    for (const row of body.Linhas) {
      const id = String(row.fabricanteId);
      const q = counted.get(id) ?? 0;
      const qBefore = before.get(id) ?? 0;
      const label = `${String(row.marca)} ${now.first}–${now.last}`;
      expect(row.quantidade, label).toBe(q);
      expect(row.quantidadeAnterior, label).toBe(qBefore);
      near(row.quantidadeVariacao, change(q, qBefore), label);
      near(row.participacao, share(q, all), label);
      // A brand not registered then has no row then: its share then is not told.
      const pBefore = before.has(id) ? share(qBefore, allBefore) : null;
      near(row.participacaoAnterior, pBefore, label);
      near(row.participacaoPontos, pBefore === null ? null : share(q, all) - pBefore, label);
    }
    // The totals row compares the two periods' totals, rows of the compared period only included.
    const q = total(counted, chosen);
    const qBefore = total(before, chosen);
    expect(body.Totais?.quantidade).toBe(q);
    expect(body.Totais?.quantidadeAnterior).toBe(qBefore);
    near(body.Totais?.quantidadeVariacao, change(q, qBefore), 'totals');
    near(body.Totais?.participacaoAnterior, share(qBefore, allBefore), 'totals');
    near(body.Totais?.participacaoPontos, share(q, all) - share(qBefore, allBefore), 'totals');
    return { counted, before };
  }

  it('Marca, a month to date against the same days of the month before: columns beside their measure', async () => {
    ctx.server.clock.now = NOW;
    const body = await compare('Marca', {
      filtros: { dataInicial: '2025-06-01', dataFinal: '2025-06-20' },
      comparar: 'periodoAnterior',
    });
    expect(
      body.Colunas.map((c) => [c.Chave, c.Tipo, c.Comparacao ?? null, c.Medida ?? null, c.Titulo]),
    ).toEqual([
      ['marca', 'texto', null, null, 'Marca'],
      ['quantidade', 'inteiro', null, null, 'Emplacamentos'],
      [
        'quantidadeAnterior',
        'inteiro',
        'anterior',
        'quantidade',
        'Emplacamentos (período anterior)',
      ],
      ['quantidadeVariacao', 'percentual', 'variacao', 'quantidade', 'Emplacamentos: variação %'],
      ['participacao', 'percentual', null, null, 'Participação'],
      [
        'participacaoAnterior',
        'percentual',
        'anterior',
        'participacao',
        'Participação (período anterior)',
      ],
      ['participacaoPontos', 'decimal', 'pontos', 'participacao', 'Participação: variação (p.p.)'],
    ]);
    await checkByBrand(
      body,
      { first: '2025-06-01', last: '2025-06-20' },
      { first: '2025-05-01', last: '2025-05-20' },
    );
    // The row keeps its own cells: the brand's id and whether it is the tenant's own.
    expect(body.Linhas.find((r) => r.fabricanteId === state.own)?.propria).toBe(true);
  });

  it('Marca, whole months against as many whole months before, for chosen brands', async () => {
    ctx.server.clock.now = NOW;
    const now = { first: '2025-03-01', last: '2025-05-31' };
    const then = { first: '2024-12-01', last: '2025-02-28' };
    const counted = await perBrand(now);
    // The own brand and a small one: the totals are theirs, their shares of every brand.
    const small = [...counted.entries()].sort((a, b) => a[1] - b[1])[0]?.[0];
    const brands = [state.own, Number(small)];
    const body = await compare('Marca', {
      filtros: { dataInicial: now.first, dataFinal: now.last, fabricanteId: brands },
      comparar: 'periodoAnterior',
    });
    await checkByBrand(body, now, then, brands);
  });

  it('Marca, some days against as many days before: a brand of the compared days only is left out of the rows, not the totals', async () => {
    ctx.server.clock.now = NOW;
    const now = { first: '2025-04-10', last: '2025-04-16' };
    const then = { first: '2025-04-03', last: '2025-04-09' };
    const body = await compare('Marca', {
      filtros: { dataInicial: now.first, dataFinal: now.last },
      comparar: 'periodoAnterior',
    });
    const { counted, before } = await checkByBrand(body, now, then);
    // The case under test: some brand registered then and not now, and one now and not then.
    expect([...before.keys()].some((k) => !counted.has(k))).toBe(true);
    expect([...counted.keys()].some((k) => !before.has(k))).toBe(true);
    expect(body.Linhas.find((r) => !before.has(String(r.fabricanteId)))?.quantidadeVariacao).toBe(
      null,
    );
  });

  it('Marca, the year before, over a 29 February and from one', async () => {
    ctx.server.clock.now = NOW;
    // February 2024 (29 days) against February 2023 (28).
    await checkByBrand(
      await compare('Marca', {
        filtros: { dataInicial: '2024-02-01', dataFinal: '2024-02-29' },
        comparar: 'anoAnterior',
      }),
      { first: '2024-02-01', last: '2024-02-29' },
      { first: '2023-02-01', last: '2023-02-28' },
    );
    // 28 February to 1 March 2025 against the three days of 2024 around its 29 February.
    await checkByBrand(
      await compare('Marca', {
        filtros: { dataInicial: '2025-02-24', dataFinal: '2025-03-01' },
        comparar: 'anoAnterior',
      }),
      { first: '2025-02-24', last: '2025-03-01' },
      { first: '2024-02-24', last: '2024-03-01' },
    );
  });

  it('orders by an added column, nulls last, and titles it in the request’s language', async () => {
    ctx.server.clock.now = NOW;
    const body = await compare(
      'Marca',
      {
        filtros: { dataInicial: '2025-04-10', dataFinal: '2025-04-16' },
        comparar: 'periodoAnterior',
        order: [{ column: 'quantidadeVariacao', dir: 'desc' }],
      },
      en(),
    );
    const changes = body.Linhas.map((r) => r.quantidadeVariacao);
    const numbers = changes.filter((c): c is number => typeof c === 'number');
    expect(changes).toEqual([
      ...[...numbers].sort((a, b) => b - a),
      ...changes.filter((c) => c === null),
    ]);
    expect(changes.some((c) => c === null)).toBe(true);
    expect(body.Colunas.slice(2, 4).map((c) => c.Titulo)).toEqual([
      'Registrations (previous period)',
      'Registrations: change %',
    ]);
    const year = await compare(
      'Marca',
      { filtros: { dataInicial: '2025-04-10', dataFinal: '2025-04-16' }, comparar: 'anoAnterior' },
      { ...ctx.admin, 'accept-language': 'de' },
    );
    expect(year.Colunas.slice(5).map((c) => c.Titulo)).toEqual([
      'Marktanteil (Vorjahr)',
      'Marktanteil: Veränderung (Prozentpunkte)',
    ]);
  });

  it('MarketShare: its own year-earlier columns give way to the comparison asked for', async () => {
    ctx.server.clock.now = NOW;
    const now = { first: '2025-05-01', last: '2025-05-31' };
    const then = { first: '2025-04-01', last: '2025-04-30' };
    const body = await compare('MarketShare', {
      filtros: { dataInicial: now.first, dataFinal: now.last },
      comparar: 'periodoAnterior',
    });
    expect(body.Colunas.map((c) => c.Chave)).toEqual([
      'marca',
      'participacao',
      'participacaoAnterior',
      'participacaoPontos',
      'quantidade',
      'quantidadeAnterior',
      'quantidadeVariacao',
    ]);
    expect(body.Comparacao).toEqual({ DataInicial: then.first, DataFinal: then.last });
    const [counted, before, yearBefore] = await Promise.all([
      perBrand(now),
      perBrand(then),
      // The report lists a brand registered a year earlier too (0 now), in either run.
      perBrand({ first: '2024-04-01', last: '2024-04-30' }),
    ]);
    const all = total(counted);
    const allBefore = total(before);
    for (const row of body.Linhas) {
      const id = String(row.fabricanteId);
      expect(row).not.toHaveProperty('variacaoParticipacao');
      const q = counted.get(id) ?? 0;
      const qBefore = before.get(id) ?? 0;
      const label = String(row.marca);
      expect(row.quantidade, label).toBe(q);
      expect(row.quantidadeAnterior, label).toBe(qBefore);
      near(row.quantidadeVariacao, change(q, qBefore), label);
      // The compared run has the brand's row when it was registered then or a year before then.
      const listedThen = before.has(id) || yearBefore.has(id);
      const pBefore = listedThen ? share(qBefore, allBefore) : null;
      near(row.participacao, share(q, all), label);
      near(row.participacaoAnterior, pBefore, label);
      near(row.participacaoPontos, pBefore === null ? null : share(q, all) - pBefore, label);
    }
    expect(body.Totais).not.toHaveProperty('variacaoParticipacao');
    // Every brand then: the compared period's whole market, 100 % of it as now.
    expect(body.Totais?.quantidadeAnterior).toBe(allBefore);
    near(body.Totais?.participacaoAnterior, 100, 'totals');
    near(body.Totais?.participacaoPontos, 0, 'totals');

    // The year before: the same shares as the report's own column a year earlier.
    const plain = await compare('MarketShare', {
      filtros: { dataInicial: now.first, dataFinal: now.last },
    });
    const yearly = await compare('MarketShare', {
      filtros: { dataInicial: now.first, dataFinal: now.last },
      comparar: 'anoAnterior',
    });
    const own = new Map(plain.Linhas.map((r) => [r.fabricanteId, r]));
    expect(yearly.Linhas.length).toBe(plain.Linhas.length);
    for (const row of yearly.Linhas) {
      const mine = own.get(row.fabricanteId);
      const label = String(row.marca);
      if (row.participacaoAnterior === null) {
        // No row then (not registered then, nor a year before then): its share then was none.
        expect(mine?.participacaoAnterior, label).toBe(0);
        expect(row.participacaoPontos, label).toBeNull();
      } else {
        near(row.participacaoAnterior, Number(mine?.participacaoAnterior), label);
        near(row.participacaoPontos, Number(mine?.variacaoParticipacao), label);
      }
    }
  });

  it('Regiao: rows joined by their dimensions, each count and the own share compared', async () => {
    ctx.server.clock.now = NOW;
    const now = { first: '2025-05-01', last: '2025-05-31' };
    const then = { first: '2024-05-01', last: '2024-05-31' };
    const body = await compare('Regiao', {
      filtros: { dataInicial: now.first, dataFinal: now.last },
      comparar: 'anoAnterior',
    });
    expect(body.Colunas.map((c) => c.Chave)).toEqual([
      'regiao',
      'proprio',
      'proprioAnterior',
      'proprioVariacao',
      'todas',
      'todasAnterior',
      'todasVariacao',
      'participacao',
      'participacaoAnterior',
      'participacaoPontos',
    ]);
    const region = 'a.regiao_operacional_id';
    const own = `e.fabricante_id = ${String(state.own)}`;
    const [all, allBefore, mine, mineBefore] = await Promise.all([
      direct(region, now.first, now.last),
      direct(region, then.first, then.last),
      direct(region, now.first, now.last, own),
      direct(region, then.first, then.last, own),
    ]);
    expect(body.Linhas.length).toBeGreaterThan(1);
    for (const row of body.Linhas) {
      const id = String(row.regiaoOperacionalId);
      const label = String(row.regiao);
      expect(row.todas, label).toBe(all.get(id));
      expect(row.proprio, label).toBe(mine.get(id) ?? 0);
      expect(row.todasAnterior, label).toBe(allBefore.get(id) ?? 0);
      expect(row.proprioAnterior, label).toBe(mineBefore.get(id) ?? 0);
      near(row.todasVariacao, change(all.get(id) ?? 0, allBefore.get(id) ?? 0), label);
      const pBefore = allBefore.has(id)
        ? share(mineBefore.get(id) ?? 0, allBefore.get(id) ?? 0)
        : null;
      near(row.participacaoAnterior, pBefore, label);
      near(
        row.participacaoPontos,
        pBefore === null ? null : share(mine.get(id) ?? 0, all.get(id) ?? 0) - pBefore,
        label,
      );
    }
    const inRegions = (k: string | null) => k !== null;
    expect(body.Totais?.todasAnterior).toBe(total(allBefore, inRegions));
    expect(body.Totais?.proprioAnterior).toBe(total(mineBefore, inRegions));
  });

  it('the CSV export carries the added columns', async () => {
    ctx.server.clock.now = NOW;
    const now = { first: '2025-03-01', last: '2025-03-31' };
    const lines = await csvLines('Marca', {
      filtros: { dataInicial: now.first, dataFinal: now.last },
      comparar: 'periodoAnterior',
    });
    expect(lines[0]).toBe(
      'Marca;Emplacamentos;Emplacamentos (período anterior);Emplacamentos: variação %;' +
        'Participação;Participação (período anterior);Participação: variação (p.p.)',
    );
    const [counted, before] = await Promise.all([
      perBrand(now),
      perBrand({ first: '2025-02-01', last: '2025-02-28' }),
    ]);
    expect(lines).toHaveLength(counted.size + 2);
    const totals = lines.at(-1)?.split(';');
    expect(totals?.slice(0, 3)).toEqual(['Total', String(total(counted)), String(total(before))]);
  });

  it('lists as comparable the reports over chosen dates whose rows count or share, and refuses the others', async () => {
    ctx.server.clock.now = NOW;
    const listed = await ctx.server.app.inject({ method: 'GET', url: BASE, headers: ctx.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json<{ Nome: string; Comparavel?: boolean }[]>();
    expect(list.every((d) => d.Comparavel === undefined || d.Comparavel)).toBe(true);
    expect(
      list
        .filter((d) => d.Comparavel)
        .map((d) => d.Nome)
        .sort(),
    ).toEqual(
      [
        'AcessoGrupo',
        'AcessoRelatorio',
        'AcessoUsuario',
        'AreaInfluencia',
        'CidadeConcessionaria',
        'Invasao',
        'Marca',
        'MarketShare',
        'MarketShareRegional',
        'Regiao',
        'RegiaoAreaMunicipio',
      ].sort(),
    );
    // What the listing says is what a run does: every report, compared or refused.
    const period = { dataInicial: '2025-05-01', dataFinal: '2025-05-31' };
    const wrong: string[] = [];
    for (const { Nome, Comparavel } of list) {
      const { filters } = reportEntry(Nome as never);
      const filtros = filters.includes('periodo') ? period : { placa: 'ABC1D23' };
      const r = await post(Nome, { filtros, comparar: 'anoAnterior' }, en());
      if (Comparavel ? r.statusCode !== 200 : r.statusCode !== 400)
        wrong.push(`${Nome} → ${String(r.statusCode)} ${r.body.slice(0, 200)}`);
      if (!Comparavel) {
        const problem = problemOf(r);
        expect(problem.errors, Nome).toEqual([
          {
            field: 'comparar',
            message: 'This report does not compare periods: leave out the comparar field',
          },
        ]);
      }
    }
    expect(wrong).toEqual([]);
    // In the user's language, as every field error.
    const pivot = problemOf(
      await post('EmplacamentoPivotGrid', { filtros: period, comparar: 'periodoAnterior' }),
    );
    expect(pivot.status).toBe(400);
    expect(pivot.errors).toEqual([
      {
        field: 'comparar',
        message: 'Este relatório não compara períodos: remova o campo comparar',
      },
    ]);
    const monthly = await post('MarcaMes', { filtros: period, comparar: 'periodoAnterior' });
    expect(monthly.statusCode).toBe(400);
    expect(String(monthly.headers['content-type'])).toMatch(/^application\/problem\+json/);
  }, 120_000);

  it('refuses a comparison with days before the first the API takes, and runs the first ones', async () => {
    ctx.server.clock.now = NOW;
    const early = problemOf(
      await post(
        'Marca',
        {
          filtros: { dataInicial: '1900-01-01', dataFinal: '1900-01-31' },
          comparar: 'periodoAnterior',
        },
        en(),
      ),
    );
    expect(early.status).toBe(400);
    expect(early.errors).toEqual([
      {
        field: 'comparar',
        message: 'The compared period would start before 1900-01-01: choose later dates (comparar)',
      },
    ]);
    const first = await compare('Marca', {
      filtros: { dataInicial: '1901-01-01', dataFinal: '1901-01-31' },
      comparar: 'anoAnterior',
    });
    expect(first.Comparacao).toEqual({ DataInicial: '1900-01-01', DataFinal: '1900-01-31' });
    expect(first.Linhas).toEqual([]);
    expect(first.Totais?.quantidadeAnterior).toBe(0);
    expect(first.Totais?.quantidadeVariacao).toBeNull();
    // A report whose months reach before it answers its days from the first.
    const months = await compare('MarcaMes', { filtros: { dataFinal: '1900-01-31' } });
    expect(months.Periodo).toEqual({ DataInicial: '1900-01-01', DataFinal: '1900-01-31' });
  });

  it('answers the days of every run, and the compared days only when asked', async () => {
    ctx.server.clock.now = NOW;
    const wrong: string[] = [];
    for (const { nome, periodo } of definitions) {
      const { filters, reading } = reportEntry(nome);
      if (!filters.includes('periodo')) {
        // A look-up by vehicle covers every day: no period to answer.
        const body = await compare(nome, { filtros: { placa: 'ABC1D23' } });
        if (body.Periodo !== undefined) wrong.push(`${nome}: ${JSON.stringify(body.Periodo)}`);
        continue;
      }
      const filtros: { dataInicial?: string; dataFinal: string } =
        reading === 'intervalo'
          ? { dataInicial: '2025-02-11', dataFinal: '2025-05-03' }
          : { dataFinal: '2025-05-03' };
      const expected = periodo('2025-06-20', filtros.dataInicial, filtros.dataFinal);
      const body = await compare(nome, { filtros });
      if (
        JSON.stringify(body.Periodo) !==
          JSON.stringify({ DataInicial: expected.first, DataFinal: expected.last }) ||
        body.Comparacao !== undefined
      )
        wrong.push(`${nome}: ${JSON.stringify([body.Periodo, body.Comparacao])}`);
      // Without dates, the days the page opens on (the month to date on the 20th).
      const opened = await compare(nome, {});
      const fallback = periodo('2025-06-20');
      if (
        opened.Periodo?.DataFinal !== fallback.last ||
        opened.Periodo.DataInicial !== fallback.first
      )
        wrong.push(`${nome} without dates: ${JSON.stringify(opened.Periodo)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('every definition that adds columns of its own to a run says so (colunasDaExecucao)', async () => {
    ctx.server.clock.now = NOW;
    const wrong: string[] = [];
    for (const definition of definitions) {
      const { filters } = reportEntry(definition.nome);
      if (!filters.includes('periodo')) continue;
      const body = await compare(definition.nome, {
        filtros: { dataInicial: '2024-06-01', dataFinal: '2025-05-31' },
        // The dynamic table adds its columns when asked for a column dimension.
        ...(definition.nome === 'EmplacamentoPivotGrid' ? { colunas: ['mes'] } : {}),
      });
      // A column of a fixed title is titled by its key; one of its own (a month's, a brand's) not.
      const titles: Record<string, string> = messages['pt-BR'].reportColumns;
      const own = body.Colunas.filter((c) => titles[c.Chave] !== c.Titulo);
      if (own.length > 0 && definition.colunasDaExecucao !== true)
        wrong.push(`${definition.nome}: ${own.map((c) => c.Chave).join(', ')}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
