// The dynamic table (EmplacamentoPivotGrid) on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE=postgres). Every cell, subtotal and total is compared with a GROUP BY written here
// straight over `emplacamento` (never the rollups the engine reads), for several choices of rows,
// columns and measure, over periods with partial months at their edges, for the administrator and
// a dealership user; then each bad input.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { problemOf, type RequestHeaders } from './helpers.js';
import {
  BASE,
  DEALERSHIP_LABELS,
  type Result,
  type Row,
  useReportFixture,
} from './reports-helpers.js';

/** The access catalogue's id of EmplacamentoPivotGrid. */
const EVENTS = [225];
const NONE = 'Não informado';

/** Each dimension's label as the pt-BR answer shows it, as SQL over the joins of `direct`. */
const LABEL: Record<string, string> = {
  marca: 'f.nome',
  modelo: `coalesce(mo.nome, '${NONE} (' || f.nome || ')')`,
  versao: 'n.versao',
  segmento: `coalesce(s.nome, '${NONE}')`,
  uf: 'es.sigla',
  municipio: `m.nome || ' (' || es.sigla || ')'`,
  regiao: `coalesce(r.nome, '${NONE}')`,
  areaInfluencia: `coalesce(a.nome, '${NONE}')`,
  concessionaria: `coalesce(c.rotulo, '${NONE}')`,
  tipoVenda: `case e.tipo_venda when 'VENDA_DIRETA' then 'Venda direta' else 'Varejo' end`,
  ano: `to_char(e.data_emplacamento, 'YYYY')`,
  mes: `to_char(e.data_emplacamento, 'YYYY-MM')`,
};

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

interface Choice {
  dimensoes: string[];
  colunas?: string[];
  medida?: 'quantidade' | 'participacao';
  from: string;
  to: string;
  where?: string;
  /** The rows a brand filter shows (SQL over `e`): the shares stay of the whole `where` counts. */
  shown?: string;
  filtros?: object;
}

describe('the dynamic table (EmplacamentoPivotGrid)', () => {
  const { ctx, sqlAcross, state, area, csvLines } = useReportFixture(EVENTS);

  const post = (body: object, headers: RequestHeaders = ctx.admin, action = 'Executar') =>
    ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/EmplacamentoPivotGrid/${action}`,
      headers,
      payload: body,
    });

  /** Registrations counted directly per (row 0, row 1, column) label. */
  async function direct(choice: Choice): Promise<Map<string, number>> {
    const [d0, d1] = choice.dimensoes;
    const col = choice.colunas?.[0];
    const expr = (d: string | undefined) => (d ? (LABEL[d] ?? "''") : "''");
    const rows = await queryRows<{ k0: string; k1: string; kc: string; n: number }>(
      sqlAcross,
      sql.raw(`select ${expr(d0)} as k0, ${expr(d1)} as k1, ${expr(col)} as kc, count(*)::int as n
        from emplacamento e
        join fabricante f on f.tenant_id = e.tenant_id and f.id = e.fabricante_id
        join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
        join estado es on es.id = m.estado_id
        left join area_influencia a on a.tenant_id = m.tenant_id and a.id = m.area_influencia_id
        left join regiao_operacional r on r.tenant_id = a.tenant_id and r.id = a.regiao_operacional_id
        left join modelo mo on mo.tenant_id = e.tenant_id and mo.id = e.modelo_id
        left join segmento s on s.tenant_id = e.tenant_id and s.id = e.segmento_id
        left join nomenclatura n on n.tenant_id = e.tenant_id and n.id = e.nomenclatura_id
        left join ${DEALERSHIP_LABELS} c on c.id = e.concessionaria_id
        where e.tenant_id = 'abracaf'
          and e.data_emplacamento between '${choice.from}' and '${choice.to}'
          and ${choice.where ?? 'true'}
        group by 1, 2, 3`),
    );
    const out = new Map<string, number>();
    for (const r of rows) {
      const kc = col === 'mes' ? monthLabel(r.kc) : r.kc;
      for (const key of [
        `${r.k0}|${r.k1}|${kc}`,
        `${r.k0}|*|${kc}`,
        `*|*|${kc}`,
        `${r.k0}|${r.k1}|*`,
        `${r.k0}|*|*`,
        '*|*|*',
      ])
        out.set(key, (out.get(key) ?? 0) + r.n);
    }
    return out;
  }

  /** Runs the choice and checks every cell, subtotal and total against `direct`. */
  async function check(choice: Choice, headers: RequestHeaders = ctx.admin): Promise<Result> {
    const response = await post(
      {
        filtros: { dataInicial: choice.from, dataFinal: choice.to, ...choice.filtros },
        dimensoes: choice.dimensoes,
        ...(choice.colunas ? { colunas: choice.colunas } : {}),
        ...(choice.medida ? { medida: choice.medida } : {}),
        length: 10_000,
      },
      headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Result>();
    const expected = await direct(
      choice.shown
        ? { ...choice, where: `(${choice.where ?? 'true'}) and ${choice.shown}` }
        : choice,
    );
    // What each share is of: the whole market of the scope, every brand counted.
    const market = choice.shown ? await direct(choice) : expected;
    const [d0, d1] = choice.dimensoes;
    const valueCols = body.Colunas.filter((c) => /^c\d+$/.test(c.Chave));
    const share = choice.medida === 'participacao';
    const measured = (q: number, whole: number) =>
      share ? (whole === 0 ? 0 : (100 * q) / whole) : q;
    // Every column value present in the data is a column, and no other.
    const presentCols = [...expected.keys()]
      .filter((k) => k.startsWith('*|*|') && k !== '*|*|*')
      .map((k) => k.slice(4));
    expect(valueCols.map((c) => c.Titulo).sort()).toEqual(choice.colunas ? presentCols.sort() : []);
    // No two rows have one label (two dealerships with one trade name are told apart).
    const got = new Map<string, number>();
    const note = (key: string, value: number) => {
      expect(got.has(key), key).toBe(false);
      got.set(key, value);
    };
    for (const row of body.Linhas) {
      const k0 = String(row[d0 ?? ''] ?? '');
      const subtotal = row.nivel === 'subtotal';
      const k1 = d1 === undefined ? '' : subtotal ? '*' : String(row[d1] ?? '');
      if (d1 === undefined) expect(row.nivel).toBeUndefined();
      if (subtotal) expect(row[d1 ?? '']).toBe('Subtotal');
      for (const c of valueCols) note(`${k0}|${k1}|${c.Titulo}`, Number(row[c.Chave]));
      note(`${k0}|${k1}|*`, Number(row.total));
    }
    for (const c of valueCols) {
      const q = expected.get(`*|*|${c.Titulo}`) ?? 0;
      const whole = market.get(`*|*|${c.Titulo}`) ?? 0;
      expect(body.Totais?.[c.Chave]).toBeCloseTo(measured(q, whole), 9);
    }
    const grand = market.get('*|*|*') ?? 0;
    expect(expected.get('*|*|*') ?? 0).toBeGreaterThan(0);
    expect(body.Totais?.total).toBeCloseTo(measured(expected.get('*|*|*') ?? 0, grand), 9);
    // The same rows (and subtotal rows) as the direct count, no more, no fewer.
    const rowsOf = (keys: Iterable<string>) =>
      new Set([...keys].map((k) => k.split('|').slice(0, 2).join('|')));
    expect(rowsOf(got.keys())).toEqual(
      rowsOf(
        [...expected.keys()].filter(
          (k) => !k.startsWith('*|') && (d1 !== undefined || k.split('|')[1] === ''),
        ),
      ),
    );
    for (const [key, value] of got) {
      const kc = key.split('|')[2] ?? '';
      const q = expected.get(key) ?? 0;
      const whole = kc === '*' ? grand : (market.get(`*|*|${kc}`) ?? 0);
      if (share) expect(value, key).toBeCloseTo(measured(q, whole), 9);
      else expect(value, key).toBe(q);
    }
    return body;
  }

  it('brand × model by month, with partial months at both edges: cells, subtotals, totals', async () => {
    const body = await check({
      dimensoes: ['marca', 'modelo'],
      colunas: ['mes'],
      from: '2025-03-15',
      to: '2025-06-20',
    });
    expect(body.Colunas.map((c) => c.Chave)).toEqual([
      'marca',
      'modelo',
      'c0',
      'c1',
      'c2',
      'c3',
      'total',
    ]);
    // Each subtotal row follows the rows of its brand.
    const firstSubtotal = body.Linhas.findIndex((r) => r.nivel === 'subtotal');
    expect(firstSubtotal).toBeGreaterThan(0);
    for (const r of body.Linhas.slice(0, firstSubtotal + 1))
      expect(r.marca).toBe(body.Linhas[0]?.marca);
  });

  it('region × state by sale type, and segment by year as shares of each column', async () => {
    await check({
      dimensoes: ['regiao', 'uf'],
      colunas: ['tipoVenda'],
      from: '2024-07-01',
      to: '2025-06-20',
    });
    await check({
      dimensoes: ['segmento'],
      colunas: ['ano'],
      medida: 'participacao',
      from: '2023-02-10',
      to: '2025-06-20',
    });
    await check({
      dimensoes: ['areaInfluencia', 'tipoVenda'],
      from: '2025-01-01',
      to: '2025-05-31',
      filtros: { tipoVenda: 'VAREJO' },
      where: `e.tipo_venda = 'VAREJO'`,
    });
  });

  it('dealerships by month over the registrations, filtered by brand', async () => {
    const [brand] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select fabricante_id as id from emplacamento where tenant_id = 'abracaf'
          group by 1 order by count(*) desc limit 1`,
    );
    await check({
      dimensoes: ['concessionaria'],
      colunas: ['mes'],
      from: '2025-04-03',
      to: '2025-06-20',
      filtros: { fabricanteId: [brand?.id ?? 0] },
      shown: `e.fabricante_id = ${String(brand?.id ?? 0)}`,
    });
  });

  it('shares under a brand filter are of the whole market, not of the brands shown', async () => {
    const [brand] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select fabricante_id as id from emplacamento where tenant_id = 'abracaf'
          group by 1 order by count(*) desc limit 1`,
    );
    const id = String(brand?.id ?? 0);
    const body = await check({
      dimensoes: ['marca', 'segmento'],
      colunas: ['mes'],
      medida: 'participacao',
      from: '2025-03-15',
      to: '2025-06-20',
      filtros: { fabricanteId: [brand?.id ?? 0] },
      shown: `e.fabricante_id = ${id}`,
    });
    const total = Number(body.Totais?.total);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(100);
  });

  it('a model’s versions, by month, counted from its registrations; other models left out', async () => {
    const [model] = await queryRows<{ id: number; n: number }>(
      sqlAcross,
      sql`select modelo_id as id, count(distinct nomenclatura_id)::int as n from emplacamento
          where tenant_id = 'abracaf' and modelo_id is not null
          group by 1 order by 2 desc, count(*) desc limit 1`,
    );
    const id = model?.id ?? 0;
    const body = await check({
      dimensoes: ['versao'],
      colunas: ['mes'],
      from: '2025-03-15',
      to: '2025-06-20',
      filtros: { modeloId: [id] },
      where: `e.modelo_id = ${String(id)}`,
    });
    expect(body.Linhas.length).toBe(model?.n);
    // The same model's total in the table by model: what its versions add up to.
    const byModel = await post({
      filtros: { dataInicial: '2025-03-15', dataFinal: '2025-06-20' },
      dimensoes: ['modelo'],
      length: 10_000,
    });
    const row = byModel.json<Result>().Linhas.find((r) => r.modeloId === id);
    expect(row?.total).toBe(body.Totais?.total);
  });

  it('each row names the ids of its values under their filters, for the level below', async () => {
    const response = await post({
      filtros: { dataInicial: '2025-01-01', dataFinal: '2025-06-20' },
      dimensoes: ['regiao', 'concessionaria'],
      length: 10_000,
    });
    const rows = response.json<Result>().Linhas;
    const expected = await queryRows<{ regiao: string; id: number }>(
      sqlAcross,
      sql`select nome as regiao, id from regiao_operacional where tenant_id = 'abracaf'`,
    );
    const regionIds = new Map(expected.map((r) => [r.regiao, r.id]));
    const dealers = await queryRows<{ id: number; nome: string }>(
      sqlAcross,
      sql.raw(`select id, rotulo as nome from ${DEALERSHIP_LABELS} rotulos`),
    );
    const dealerIds = new Map(dealers.map((d) => [d.nome, d.id]));
    for (const r of rows) {
      expect(r.regiaoOperacionalId, String(r.regiao)).toBe(regionIds.get(String(r.regiao)) ?? null);
      if (r.nivel === 'subtotal') expect(r.empresaId).toBeUndefined();
      else
        expect(r.empresaId, String(r.concessionaria)).toBe(
          dealerIds.get(String(r.concessionaria)) ?? null,
        );
    }
    expect(rows.some((r) => r.empresaId === null)).toBe(true);
  });

  it('a dealership user counts its scope whatever the request asks', async () => {
    await check(
      {
        dimensoes: ['municipio'],
        colunas: ['ano'],
        from: '2024-01-01',
        to: '2025-06-20',
        where: area(),
      },
      state.concessionario,
    );
    // A city outside its scope adds nothing: the scope narrows the filter, never the reverse.
    const [outside] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select e.municipio_id as id from emplacamento e join municipio m on m.tenant_id = e.tenant_id
          and m.id = e.municipio_id where e.tenant_id = 'abracaf' and not ${sql.raw(area())}
          group by 1 order by count(*) desc limit 1`,
    );
    const theirs = await post(
      {
        filtros: {
          dataInicial: '2024-01-01',
          dataFinal: '2025-06-20',
          municipioId: [outside?.id ?? 0],
        },
        dimensoes: ['municipio'],
      },
      state.concessionario,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<Result>().Linhas).toEqual([]);
    expect(theirs.json<Result>().Totais?.total).toBe(0);
  });

  it('exports the table as shown, subtotal rows and totals included', async () => {
    const choice = { dimensoes: ['regiao', 'tipoVenda'], colunas: ['ano'] };
    const filtros = { dataInicial: '2024-01-01', dataFinal: '2025-06-20' };
    const shown = (await post({ filtros, ...choice, length: 10_000 })).json<Result>();
    const lines = await csvLines('EmplacamentoPivotGrid', { filtros, ...choice });
    expect(lines[0]).toBe('Região operacional;Tipo de venda;2024;2025;Total');
    expect(lines).toHaveLength(shown.Linhas.length + 2);
    const subtotal = shown.Linhas.findIndex((r: Row) => r.nivel === 'subtotal');
    expect(lines[subtotal + 1]).toMatch(/;Subtotal;\d+;\d+;\d+$/);
    expect(lines.at(-1)).toBe(
      `Total;;${String(shown.Totais?.c0)};${String(shown.Totais?.c1)};${String(shown.Totais?.total)}`,
    );
  });

  it('refuses bad input with problem+json in the request language, field by field', async () => {
    const en = { ...ctx.admin, 'accept-language': 'en' };
    const refused = async (
      body: object,
      field: string,
      message: RegExp,
      headers: RequestHeaders = en,
    ) => {
      const r = await post(
        { filtros: { dataInicial: '2025-01-01', dataFinal: '2025-06-20' }, ...body },
        headers,
      );
      expect(r.statusCode, r.body).toBe(400);
      const problem = problemOf(r);
      expect(problem.errors?.[0]?.field).toBe(field);
      expect(problem.errors?.[0]?.message).toMatch(message);
    };
    await refused({ dimensoes: ['cor'] }, 'dimensoes.0', /must be one of.*marca, modelo/);
    await refused({ dimensoes: ['marca'], colunas: ['placa'] }, 'colunas.0', /must be one of/);
    await refused(
      { dimensoes: ['marca', 'mes'], colunas: ['marca'] },
      'colunas.0',
      /marca is chosen more than once/,
    );
    await refused(
      { dimensoes: ['uf', 'uf'] },
      'dimensoes.1',
      /A dimensão uf foi escolhida mais de uma vez/,
      ctx.admin,
    );
    await refused(
      { dimensoes: ['marca', 'modelo', 'uf'] },
      'dimensoes',
      /at most 2 row dimensions/,
    );
    await refused({ dimensoes: ['marca'], medida: 'media' }, 'medida', /quantidade, participacao/);
    // Versions are read from the registrations: of the models filtered only.
    await refused({ dimensoes: ['versao'] }, 'filtros.modeloId', /filter by a model/);
    await refused(
      { dimensoes: ['marca'], order: [{ column: 'total', dir: 'desc' }] },
      'order.0.column',
      /cannot be sorted/,
    );
    await refused(
      {
        dimensoes: ['municipio', 'modelo'],
        colunas: ['mes'],
        filtros: { dataInicial: '2023-01-01', dataFinal: '2025-06-20' },
      },
      'dimensoes',
      /cells; at most 20000 are shown/,
    );
    const backwards = await post(
      { filtros: { dataInicial: '2025-06-20', dataFinal: '2025-01-01' }, dimensoes: ['marca'] },
      { ...ctx.admin, 'accept-language': 'fr' },
    );
    expect(problemOf(backwards).errors?.[0]?.field).toBe('filtros.dataInicial');
    expect(problemOf(backwards).errors?.[0]?.message).toMatch(/dataInicial/);
    const malformed = await post({ filtros: { dataInicial: '2025-13-45' }, dimensoes: ['marca'] });
    expect(malformed.statusCode).toBe(400);
    expect(problemOf(malformed).errors?.[0]?.field).toBe('filtros.dataInicial');
  });
});
