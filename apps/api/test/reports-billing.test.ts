// The billing reports on a real database (PGlite, and PostgreSQL with TEST_DATABASE=postgres):
// billings imported through the billing import, then every row and total of
// RelatorioDeFaturamentos, FaturamentoDVR, FaturamentoDVE and FaturamentoConsolidado compared
// with a sum made here straight from `faturamento`, for the administrator, a group user and a
// dealership user (whatever dealership the request names); the period filter, the export, the
// access history, and bad input answered as problem+json.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { seedBillings } from '../src/seed/billings.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { billingCsv, billingRow, importBillings, type Dealer } from './billing-helpers.js';
import {
  auth,
  login,
  platformSql,
  problemOf,
  type RequestHeaders,
  useReferenceServer,
} from './helpers.js';
import type { Linha } from './registrations-helpers.js';

const BASE = '/api/Emplacamento/Relatorios';
type Row = Record<string, string | number | boolean | null>;
interface Result {
  Colunas: { Chave: string; Titulo: string; Tipo: string }[];
  Linhas: Row[];
  Totais: Row | null;
  TotalLinhas: number;
}
/** One billing summed straight from the table. */
interface Direct {
  empresa: number;
  mes: string;
  tipo: 'DVR' | 'DVE';
  veiculos: number;
  valor: number;
}

/** The four billing reports' events (the access catalogue's ids). */
const EVENTS = [227, 228, 229, 230];
/** March to May 2025: the months billed below but one (December 2024). */
const SPRING = { dataInicial: '2025-03-01', dataFinal: '2025-05-31' };

describe('billing reports', () => {
  const ctx = useReferenceServer(BASE, ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => ctx.server);
  const headers: Record<string, RequestHeaders> = {};
  /** Dealerships A and A2 of group G, B of another group, and C. */
  const dealers: Record<'a' | 'a2' | 'b' | 'c', Dealer> = {} as never;
  let group = 0;

  const run = async (nome: string, who: string, filtros: object = SPRING) => {
    const r = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Executar`,
      headers: headers[who],
      payload: { length: 10_000, filtros },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Result>();
  };

  /** The abracaf billings of March to May 2025 of `dealerships` (all when omitted). */
  async function direct(dealerships?: readonly number[]): Promise<Direct[]> {
    const rows = await queryRows<Direct & { valor: string }>(
      sqlAcross,
      sql.raw(`select concessionaria_id as empresa, tipo_nota as tipo,
            format('%s-%s', ano, to_char(mes, 'FM00')) as mes,
            sum(quantidade_veiculos)::int as veiculos, sum(valor)::text as valor
          from faturamento
          where tenant_id = 'abracaf' and make_date(ano, mes, 1) between '2025-03-01' and '2025-05-31'
            ${dealerships ? `and concessionaria_id in (${dealerships.join(',')})` : ''}
          group by 1, 2, 3`),
    );
    return rows.map((r) => ({ ...r, valor: Number(r.valor) }));
  }
  const cents = (n: number) => Math.round(n * 100);
  const sumOf = (rows: readonly Direct[], key: 'veiculos' | 'valor') =>
    rows.reduce((s, r) => s + (key === 'valor' ? cents(r.valor) : r.veiculos), 0);

  /** Each row of a listing report as `empresa|mes|tipo` → vehicles and cents. */
  const listing = (result: Result, tipo?: 'DVR' | 'DVE') =>
    new Map(
      result.Linhas.map((l) => [
        `${String(l.empresaId)}|${String(l.mes)}|${String(l.tipoNota ?? tipo)}`,
        { veiculos: l.veiculos, valor: cents(Number(l.valor)) },
      ]),
    );
  const expected = (rows: readonly Direct[]) =>
    new Map(
      rows.map((r) => [
        `${String(r.empresa)}|${r.mes}|${r.tipo}`,
        { veiculos: r.veiculos, valor: cents(r.valor) },
      ]),
    );

  beforeAll(async () => {
    const [found] = await queryRows<{ g: number; a: number; a2: number; b: number; c: number }>(
      sqlAcross,
      sql`with grouped as (
            select grupo_empresa_id as g, min(id) as a, max(id) as a2 from concessionaria
            where tenant_id = 'abracaf' and grupo_empresa_id is not null
            group by 1 having count(*) >= 2 order by 1 limit 1)
          select grouped.*,
            (select min(o.id) from concessionaria o where o.tenant_id = 'abracaf'
              and o.grupo_empresa_id <> grouped.g) as b,
            (select max(o.id) from concessionaria o where o.tenant_id = 'abracaf'
              and coalesce(o.grupo_empresa_id, 0) <> grouped.g) as c
          from grouped`,
    );
    if (!found) throw new Error('no business group with two dealerships');
    group = found.g;
    const named = await queryRows<Dealer>(
      sqlAcross,
      sql`select id, razao_social as nome, cnpj, codigo_faturamento as codigo from concessionaria
          where tenant_id = 'abracaf' and id in (${found.a}, ${found.a2}, ${found.b}, ${found.c})`,
    );
    const byId = (id: number) => named.find((d) => d.id === id) as Dealer;
    Object.assign(dealers, {
      a: byId(found.a),
      a2: byId(found.a2),
      b: byId(found.b),
      c: byId(found.c),
    });

    const data = (who: string, dados: object) =>
      sqlAcross.execute(sql`update usuario set dados_adicionais = ${JSON.stringify(dados)}::jsonb
        where tenant_id = 'abracaf' and login = ${`${who}@abracaf.demo`}`);
    await data('concessionario', { empresaId: found.a });
    await data('grupo', { grupoEmpresaId: group });
    await sqlAcross.execute(sql`insert into perfil_evento (tenant_id, perfil_id, evento_id)
      select 'abracaf', u.perfil_id, ev from usuario u, unnest(${`{${EVENTS.join(',')}}`}::int[]) ev
      where u.tenant_id = 'abracaf' and split_part(u.login, '@', 1) in ('concessionario', 'grupo')
      on conflict do nothing`);
    for (const who of ['administrador', 'concessionario', 'grupo', 'loja', 'faturamento'])
      headers[who] = auth((await login(ctx.server.app, who)).token);

    // Billings of three months and one before, amounts with cents (some of both invoice types).
    const rows: Linha[] = [];
    const all = [dealers.a, dealers.a2, dealers.b, dealers.c];
    all.forEach((dealer, d) => {
      for (const mes of [3, 4, 5])
        for (const tipo of ['DVR', 'DVE'] as const) {
          if ((d + mes + (tipo === 'DVE' ? 1 : 0)) % 3 === 0) continue;
          const n = 3 + d * 7 + mes * 2 + (tipo === 'DVE' ? 5 : 0);
          const valor = (n * 123.45 + d * 0.07).toFixed(2).replace('.', ',');
          rows.push(
            billingRow(dealer, {
              mes: String(mes),
              tipo_nota: tipo,
              quantidade_veiculos: String(n),
              valor,
            }),
          );
        }
    });
    rows.push(billingRow(dealers.a, { ano: '2024', mes: '12', valor: '999,99' }));
    const imported = await importBillings(
      ctx.server,
      headers.faturamento ?? {},
      'faturamento.csv',
      billingCsv(rows),
    );
    expect(imported.Status, JSON.stringify(imported)).toBe('Concluida');
  }, 180_000);

  it('lists every billing, and each type, with the figures summed straight from the table', async () => {
    const rows = await direct();
    expect(rows.length).toBeGreaterThan(10);
    const all = await run('RelatorioDeFaturamentos', 'administrador');
    expect(all.TotalLinhas).toBe(rows.length);
    expect(listing(all)).toEqual(expected(rows));
    expect(all.Totais?.veiculos).toBe(sumOf(rows, 'veiculos'));
    expect(cents(Number(all.Totais?.valor))).toBe(sumOf(rows, 'valor'));
    expect(all.Colunas.find((c) => c.Chave === 'valor')).toEqual({
      Chave: 'valor',
      Titulo: 'Valor',
      Tipo: 'moeda',
    });
    // Newest month first, then dealerships by name.
    const months = all.Linhas.map((l) => String(l.mes));
    expect(months).toEqual([...months].sort().reverse());

    for (const tipo of ['DVR', 'DVE'] as const) {
      const only = rows.filter((r) => r.tipo === tipo);
      const report = await run(`Faturamento${tipo}`, 'administrador');
      expect(report.Colunas.map((c) => c.Chave)).not.toContain('tipoNota');
      expect(listing(report, tipo)).toEqual(expected(only));
      expect(report.Totais?.veiculos).toBe(sumOf(only, 'veiculos'));
      expect(cents(Number(report.Totais?.valor))).toBe(sumOf(only, 'valor'));
    }
  });

  it('puts both types side by side per dealership and month, with their sums', async () => {
    const rows = await direct();
    const report = await run('FaturamentoConsolidado', 'administrador');
    const pairs = new Set(rows.map((r) => `${String(r.empresa)}|${r.mes}`));
    expect(report.TotalLinhas).toBe(pairs.size);
    for (const line of report.Linhas) {
      const of = (tipo: string) =>
        rows.find((r) => r.empresa === line.empresaId && r.mes === line.mes && r.tipo === tipo);
      const dvr = of('DVR');
      const dve = of('DVE');
      expect(line.veiculosDVR).toBe(dvr?.veiculos ?? 0);
      expect(line.veiculosDVE).toBe(dve?.veiculos ?? 0);
      expect(cents(Number(line.valorDVR))).toBe(cents(dvr?.valor ?? 0));
      expect(cents(Number(line.valorDVE))).toBe(cents(dve?.valor ?? 0));
      expect(line.veiculosTotal).toBe((dvr?.veiculos ?? 0) + (dve?.veiculos ?? 0));
      expect(cents(Number(line.valorTotal))).toBe(cents(dvr?.valor ?? 0) + cents(dve?.valor ?? 0));
    }
    expect(report.Totais?.veiculosTotal).toBe(sumOf(rows, 'veiculos'));
    expect(cents(Number(report.Totais?.valorTotal))).toBe(sumOf(rows, 'valor'));
    expect(cents(Number(report.Totais?.valorDVE))).toBe(
      sumOf(
        rows.filter((r) => r.tipo === 'DVE'),
        'valor',
      ),
    );
  });

  it('opens on the last 12 months: the page is told so, and a run without dates reads them', async () => {
    const listed = await ctx.server.app.inject({
      method: 'GET',
      url: BASE,
      headers: headers.administrador,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const billing = listed
      .json<{ Nome: string; MesesPadrao?: number }[]>()
      .filter((d) => d.Nome.includes('Faturamento'));
    expect(billing.map((d) => d.MesesPadrao)).toEqual([12, 12, 12, 12]);
    ctx.server.clock.now = new Date('2026-02-10T15:00:00Z');
    const undated = await run('RelatorioDeFaturamentos', 'administrador', {});
    // March 2025 to February 2026: every billed month but December 2024.
    const rows = await direct();
    expect(undated.TotalLinhas).toBe(rows.length);
  });

  it('reads the months of the period only, and filters by group and dealership', async () => {
    const december = await run('RelatorioDeFaturamentos', 'administrador', {
      dataInicial: '2024-12-10',
      dataFinal: '2024-12-10',
    });
    expect(december.Linhas.map((l) => [l.empresaId, l.mes, l.valor])).toEqual([
      [dealers.a.id, '2024-12', 999.99],
    ]);
    const byGroup = await run('FaturamentoConsolidado', 'administrador', {
      ...SPRING,
      grupoEmpresaId: [group],
    });
    const inGroup = await direct([dealers.a.id, dealers.a2.id]);
    expect(new Set(byGroup.Linhas.map((l) => l.empresaId))).toEqual(
      new Set(inGroup.map((r) => r.empresa)),
    );
    expect(byGroup.Totais?.veiculosTotal).toBe(sumOf(inGroup, 'veiculos'));
    const byDealer = await run('FaturamentoDVR', 'administrador', {
      ...SPRING,
      empresaId: [dealers.b.id],
    });
    const dealerRows = (await direct([dealers.b.id])).filter((r) => r.tipo === 'DVR');
    expect(listing(byDealer, 'DVR')).toEqual(expected(dealerRows));
  });

  it('shows a dealership user its own billings and a group user its group’s, whatever is asked', async () => {
    const own = await direct([dealers.a.id]);
    const mine = await run('RelatorioDeFaturamentos', 'concessionario');
    expect(listing(mine)).toEqual(expected(own));
    // Asking for another dealership narrows to nothing; it never widens.
    const other = await run('RelatorioDeFaturamentos', 'concessionario', {
      ...SPRING,
      empresaId: [dealers.b.id],
    });
    expect(other.TotalLinhas).toBe(0);
    const groupRows = await direct([dealers.a.id, dealers.a2.id]);
    const ours = await run('FaturamentoConsolidado', 'grupo');
    expect(new Set(ours.Linhas.map((l) => l.empresaId))).toEqual(
      new Set(groupRows.map((r) => r.empresa)),
    );
    expect(cents(Number(ours.Totais?.valorTotal))).toBe(sumOf(groupRows, 'valor'));
    const outside = await run('FaturamentoDVE', 'grupo', { ...SPRING, empresaId: [dealers.c.id] });
    expect(outside.TotalLinhas).toBe(0);
    // Another tenant's administrator reads none of these billings.
    const across = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/RelatorioDeFaturamentos/Executar`,
      headers: ctx.other,
      payload: { filtros: SPRING },
    });
    expect(across.statusCode).toBe(200);
    expect(across.json<Result>().TotalLinhas).toBe(0);
  });

  it('exports the visible columns with the totals and writes each opening to the access history', async () => {
    const before = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select count(*)::int as n from relatorio_acesso
          where tenant_id = 'abracaf' and relatorio = 'FaturamentoConsolidado'`,
    );
    const response = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/FaturamentoConsolidado/Exportar?formato=csv`,
      headers: headers.administrador,
      payload: { filtros: SPRING },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Concessionária;Grupo empresa;Mês;Veículos DVR;Valor DVR;Veículos DVE;Valor DVE;Total de veículos;Valor total',
    );
    const rows = await direct();
    expect(lines).toHaveLength(new Set(rows.map((r) => `${String(r.empresa)}|${r.mes}`)).size + 2);
    const totals = lines.at(-1)?.split(';') ?? [];
    expect(totals[7]).toBe(String(sumOf(rows, 'veiculos')));
    expect(cents(Number(totals[8]?.replace(',', '.')))).toBe(sumOf(rows, 'valor'));
    // The tenant transaction of a download commits once the file has gone out, just after the
    // response ends: the opening's row is waited for, not read at once.
    await expect
      .poll(async () => {
        const after = await queryRows<{ n: number }>(
          sqlAcross,
          sql`select count(*)::int as n from relatorio_acesso
              where tenant_id = 'abracaf' and relatorio = 'FaturamentoConsolidado'`,
        );
        return (after[0]?.n ?? 0) - (before[0]?.n ?? 0);
      })
      .toBe(1);
  });

  it('answers bad input and missing rights with a problem in the user’s language', async () => {
    const ask = (who: string, filtros: object, language = 'en') =>
      ctx.server.app.inject({
        method: 'POST',
        url: `${BASE}/FaturamentoDVR/Executar`,
        headers: { ...headers[who], 'accept-language': language },
        payload: { filtros },
      });
    const reversed = await ask('administrador', {
      dataInicial: '2025-05-01',
      dataFinal: '2025-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(problemOf(reversed).errors?.map((e) => e.field)).toEqual(['filtros.dataInicial']);
    const notADate = await ask('administrador', { dataInicial: '2025-13-45' }, 'pt-BR');
    expect(notADate.statusCode).toBe(400);
    expect(problemOf(notADate).status).toBe(400);
    const unknown = await ask('administrador', { ...SPRING, empresaId: [987_654] });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors?.map((e) => e.field)).toEqual(['filtros.empresaId']);
    const notTaken = await ask('administrador', { ...SPRING, municipioId: [1] });
    expect(notTaken.statusCode).toBe(400);
    expect(problemOf(notTaken).errors?.map((e) => e.field)).toEqual(['filtros.municipioId']);
    // A dealership profile without the billing reports' events.
    const denied = await ask('loja', SPRING);
    expect(denied.statusCode).toBe(403);
    expect(problemOf(denied).status).toBe(403);
  });

  it('seeds demo billings once, from the registrations each dealership billed', async () => {
    const today = new Date('2025-06-20T15:00:00Z');
    await addRegistrations(ctx.server.database, 'assobrav', 800, 0, today);
    await seedBillings(ctx.server.database.db, ['assobrav'], today);
    await seedBillings(ctx.server.database.db, ['assobrav'], today);
    const [counted] = await queryRows<{ rows: number; vehicles: number }>(
      sqlAcross,
      sql`select count(distinct (concessionaria_id, date_trunc('month', data_emplacamento),
              id % 5 = 0))::int as rows, count(*)::int as vehicles
          from emplacamento where tenant_id = 'assobrav' and concessionaria_id is not null
            and data_emplacamento between '2024-06-01' and '2025-06-20'`,
    );
    const response = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/RelatorioDeFaturamentos/Executar`,
      headers: ctx.other,
      payload: { length: 10_000, filtros: { dataInicial: '2024-01-01', dataFinal: '2025-06-30' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const seeded = response.json<Result>();
    expect(counted?.vehicles).toBeGreaterThan(0);
    expect(seeded.TotalLinhas).toBe(counted?.rows);
    expect(seeded.Totais?.veiculos).toBe(counted?.vehicles);
  });
});
