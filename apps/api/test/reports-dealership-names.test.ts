// Dealerships that share a trade name, in the dynamic table (EmplacamentoPivotGrid) and the
// dealership ranking (RankingConcessionaria), on a real database (PGlite, and PostgreSQL with
// TEST_DATABASE=postgres): three dealerships named alike, two in one city (head office and
// branch) and one in another, each given registrations; every report and its export shows one
// row per dealership, labelled with what tells it apart, with the count of its own registrations.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { type Result, useReportFixture } from './reports-helpers.js';

/** The access catalogue's ids of EmplacamentoPivotGrid and RankingConcessionaria. */
const EVENTS = [225];
const NAME = 'Prime Nogueira São Vicente Férrer';
const YEAR = { dataInicial: '2025-01-01', dataFinal: '2025-06-20' };

describe('dealerships that share a trade name', () => {
  const { ctx, sqlAcross, run, csvLines } = useReportFixture(EVENTS);
  /** Each new dealership's id and the label it must show. */
  const dealers: { id: number; label: string }[] = [];

  beforeAll(async () => {
    // Two cities of different names, each with its state.
    const cities = await queryRows<{ id: number; nome: string; uf: string }>(
      sqlAcross,
      sql`select m.id, m.nome, e.sigla as uf from municipio m join estado e on e.id = m.estado_id
          where m.tenant_id = 'abracaf' order by m.id limit 2`,
    );
    const [x, y] = cities;
    if (!x || !y || x.nome === y.nome) throw new Error('no two cities of different names');
    // Head office and branch of one company in x; another company in y.
    const made = [
      { cnpj: 'PN000001000110', city: x, label: `${NAME} — ${x.nome}/${x.uf}, /0001` },
      { cnpj: 'PN000001000230', city: x, label: `${NAME} — ${x.nome}/${x.uf}, /0002` },
      { cnpj: 'PN000002000120', city: y, label: `${NAME} — ${y.nome}/${y.uf}` },
    ];
    for (const [i, d] of made.entries()) {
      const [row] = await queryRows<{ id: number }>(
        sqlAcross,
        sql`insert into concessionaria (tenant_id, razao_social, nome_fantasia, cnpj,
              codigo_faturamento, cep, estado_id, municipio_id, bairro, numero, logradouro,
              endereco, coordenadas, cadastrada, associada, status, montadora_id)
            select tenant_id, razao_social, ${NAME}, ${d.cnpj}, ${`PN-${String(i)}`}, cep,
              (select estado_id from municipio where tenant_id = 'abracaf' and id = ${d.city.id}),
              ${d.city.id}, bairro, numero, logradouro, endereco, coordenadas, cadastrada,
              associada, status, montadora_id
            from concessionaria where tenant_id = 'abracaf' order by id limit 1
            returning id`,
      );
      dealers.push({ id: row?.id ?? 0, label: d.label });
    }
    // Each gets its own registrations this year (30, 20 and 10), taken from other dealerships.
    for (const [i, d] of dealers.entries())
      await sqlAcross.execute(sql`update emplacamento set concessionaria_id = ${d.id}
        where tenant_id = 'abracaf' and id in (
          select id from emplacamento where tenant_id = 'abracaf'
            and data_emplacamento between ${YEAR.dataInicial} and ${YEAR.dataFinal}
            and concessionaria_id not in (${sql.join(
              dealers.map((o) => sql`${o.id}`),
              sql`, `,
            )})
          order by id offset ${i * 100} limit ${30 - i * 10})`);
    const refreshed = await ctx.server.app.inject({
      method: 'GET',
      url: '/api/Emplacamento/DashboardKPI/AtualizarDashboard',
      headers: ctx.admin,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  }, 120_000);

  /** This year's registrations of each new dealership, counted directly, by its label. */
  async function counted(): Promise<Map<string, number>> {
    const rows = await queryRows<{ id: number; n: number }>(
      sqlAcross,
      sql`select concessionaria_id as id, count(*)::int as n from emplacamento
          where tenant_id = 'abracaf'
            and data_emplacamento between ${YEAR.dataInicial} and ${YEAR.dataFinal}
            and concessionaria_id in (${sql.join(
              dealers.map((d) => sql`${d.id}`),
              sql`, `,
            )})
          group by 1`,
    );
    const n = new Map(rows.map((r) => [r.id, r.n]));
    return new Map(dealers.map((d) => [d.label, n.get(d.id) ?? 0]));
  }

  /** The new dealerships' rows of `body` (by `column`), as label → `measure`. */
  function alike(body: Result, column: string, measure: string): Map<string, number> {
    const labels = body.Linhas.map((r) => String(r[column]));
    // No two rows of the report have one label (the demo has two more dealerships of this name).
    expect(new Set(labels).size).toBe(labels.length);
    const ours = new Set(dealers.map((d) => d.label));
    return new Map(
      body.Linhas.filter((r) => ours.has(String(r[column]))).map((r) => [
        String(r[column]),
        Number(r[measure]),
      ]),
    );
  }

  /** The new dealerships' lines of the CSV export, as label → the cell `at` places after it. */
  async function exported(nome: string, body: object, at: number): Promise<Map<string, number>> {
    const cells = (await csvLines(nome, body)).map((line) => line.split(';'));
    const ours = new Set(dealers.map((d) => d.label));
    const out = new Map<string, number>();
    for (const c of cells) {
      const i = c.findIndex((cell) => ours.has(cell));
      if (i >= 0) out.set(c[i] ?? '', Number(c[i + at]));
    }
    return out;
  }

  it('the dynamic table by dealership shows one row per dealership, told apart', async () => {
    const expected = await counted();
    expect([...expected.values()]).toEqual([30, 20, 10]);
    const body = { filtros: YEAR, dimensoes: ['concessionaria'], length: 10_000 };
    const table = await run('EmplacamentoPivotGrid', body);
    expect(alike(table, 'concessionaria', 'total')).toEqual(expected);
    expect(await exported('EmplacamentoPivotGrid', body, 1)).toEqual(expected);
  });

  it('the dealership ranking shows one row per dealership, told apart', async () => {
    const expected = await counted();
    const ranking = await run('RankingConcessionaria', {});
    expect(alike(ranking, 'concessionaria', 'quantidade')).toEqual(expected);
    const ids = new Map(ranking.Linhas.map((r) => [String(r.concessionaria), r.empresaId]));
    for (const d of dealers) expect(ids.get(d.label)).toBe(d.id);
    expect(await exported('RankingConcessionaria', {}, 1)).toEqual(expected);
  });
});
