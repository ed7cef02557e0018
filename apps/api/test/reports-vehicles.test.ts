// The vehicle reports on a real database (PGlite, and PostgreSQL with TEST_DATABASE=postgres):
// InformacaoVeiculo (look-up by plate, chassis or RENAVAM, each checked by the shared rule),
// DuploEmplacamento (chassis registered more than once, over seeded duplicates) and Invasao (own
// brand billed in another dealership's area). Every expected figure is counted here straight from
// `emplacamento`, for the administrator and a dealership user.
import { sql } from 'drizzle-orm';
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

const BASE = '/api/Emplacamento/Relatorios';
/** The server's clock: 20 June 2025, midday in São Paulo. */
const NOW = new Date('2025-06-20T15:00:00Z');
const PERIOD = { dataInicial: '2025-01-01', dataFinal: '2025-06-20' };

type Row = Record<string, string | number | boolean | null>;
interface Result {
  Colunas: { Chave: string }[];
  Linhas: Row[];
  Totais: Row | null;
  TotalLinhas: number;
}
interface Vehicle {
  placa: string;
  chassi: string;
  renavam: string;
  municipio_id: number;
}

describe('vehicle reports', () => {
  const ctx = useReferenceServer(BASE, ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => ctx.server);
  let own = 0;
  let loja: RequestHeaders;
  /** The dealership user's cities: its dealership's and its influence area's. */
  let area = '';

  const call = (nome: string, filtros: object, headers: RequestHeaders = ctx.admin) =>
    ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Executar`,
      headers,
      payload: { length: 10_000, filtros },
    });
  const run = async (nome: string, filtros: object, headers: RequestHeaders = ctx.admin) => {
    const r = await call(nome, filtros, headers);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Result>();
  };

  beforeAll(async () => {
    ctx.server.clock.now = NOW;
    await addRegistrations(ctx.server.database, 'abracaf', 4000, 0, NOW);
    // Seeded duplicates: eight February registrations licensed again 30 days later, half of
    // them in another city.
    await sqlAcross.execute(sql`insert into emplacamento (tenant_id, data_emplacamento, chassi,
        placa, renavam, fabricante_id, nomenclatura_id, modelo_id, segmento_id, ano_fabricacao,
        ano_modelo, combustivel, cor, municipio_id, estado_id, cnpj_faturador, concessionaria_id,
        tipo_venda)
      select tenant_id, data_emplacamento + 30, chassi, placa, renavam, fabricante_id,
        nomenclatura_id, modelo_id, segmento_id, ano_fabricacao, ano_modelo, combustivel, cor,
        case when row_number() over (order by id) % 2 = 0 then municipio_id
          else (select min(m.id) from municipio m where m.tenant_id = e.tenant_id) end,
        estado_id, cnpj_faturador, concessionaria_id, tipo_venda
      from emplacamento e where tenant_id = 'abracaf'
        and data_emplacamento between '2025-02-01' and '2025-02-28'
      order by id limit 8`);
    const refreshed = await ctx.server.app.inject({
      method: 'GET',
      url: '/api/Emplacamento/DashboardKPI/AtualizarDashboard',
      headers: ctx.admin,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const [brand] = await queryRows<{ id: number }>(
      sqlAcross,
      sql`select f.id from fabricante f join parametro p on p.tenant_id = f.tenant_id
          and p.parametro_id = 'EMP_FABRICANTE' and lower(p.valor) = lower(f.nome)
          where f.tenant_id = 'abracaf'`,
    );
    own = brand?.id ?? 0;
    // The store user gets the dealership that billed the most, placed in an influence area, and
    // the events of the three reports.
    const [dealer] = await queryRows<{ id: number; area: number; municipio: number }>(
      sqlAcross,
      sql`select c.id, m.area_influencia_id as area, c.municipio_id as municipio
          from concessionaria c join municipio m on m.tenant_id = c.tenant_id and m.id = c.municipio_id
          join emplacamento e on e.tenant_id = c.tenant_id and e.concessionaria_id = c.id
          where c.tenant_id = 'abracaf' and m.area_influencia_id is not null
          group by 1, 2, 3 order by count(*) desc, c.id limit 1`,
    );
    area = `(m.area_influencia_id = ${String(dealer?.area)} or m.id = ${String(dealer?.municipio)})`;
    await sqlAcross.execute(sql`update usuario set dados_adicionais = ${JSON.stringify({ empresaId: dealer?.id })}::jsonb
      where tenant_id = 'abracaf' and login = 'loja@abracaf.demo'`);
    await sqlAcross.execute(sql`insert into perfil_evento (tenant_id, perfil_id, evento_id)
      select 'abracaf', u.perfil_id, ev from usuario u, unnest('{215,220,231}'::int[]) ev
      where u.tenant_id = 'abracaf' and u.login = 'loja@abracaf.demo' on conflict do nothing`);
    loja = auth((await login(ctx.server.app, 'loja')).token);
  }, 180_000);

  /** A registered vehicle with a plate and a RENAVAM, inside or outside the store user's area. */
  const vehicle = async (inArea: boolean) => {
    const [found] = await queryRows<Vehicle>(
      sqlAcross,
      sql.raw(`select e.placa, e.chassi, e.renavam, e.municipio_id from emplacamento e
        join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
        where e.tenant_id = 'abracaf' and e.placa is not null and e.renavam is not null
          and ${inArea ? '' : 'not '}${area} order by e.id limit 1`),
    );
    if (!found) throw new Error('no vehicle');
    return found;
  };
  const countWhere = async (where: string) => {
    const [row] = await queryRows<{ n: number }>(
      sqlAcross,
      sql.raw(
        `select count(*)::int as n from emplacamento where tenant_id = 'abracaf' and ${where}`,
      ),
    );
    return row?.n ?? -1;
  };

  it('InformacaoVeiculo finds a vehicle by plate, chassis or RENAVAM as the user types them', async () => {
    const v = await vehicle(true);
    const byPlate = await run('InformacaoVeiculo', {
      placa: `${v.placa.slice(0, 3).toLowerCase()}${v.placa.slice(3)}`,
    });
    expect(byPlate.TotalLinhas).toBe(await countWhere(`placa = '${v.placa}'`));
    expect(byPlate.Linhas[0]).toMatchObject({ placa: v.placa, chassi: v.chassi });
    const byChassi = await run('InformacaoVeiculo', { chassi: v.chassi.toLowerCase() });
    expect(byChassi.TotalLinhas).toBe(await countWhere(`chassi = '${v.chassi}'`));
    expect(byChassi.Linhas.every((r) => r.chassi === v.chassi)).toBe(true);
    const byRenavam = await run('InformacaoVeiculo', { renavam: v.renavam });
    expect(byRenavam.TotalLinhas).toBe(await countWhere(`renavam = '${v.renavam}'`));
    expect(byRenavam.TotalLinhas).toBeGreaterThan(0);
    // Nothing typed: nothing looked up. A valid plate nobody has: no row.
    expect((await run('InformacaoVeiculo', {})).TotalLinhas).toBe(0);
    expect((await run('InformacaoVeiculo', { placa: 'ZZZ9Z99' })).TotalLinhas).toBe(
      await countWhere(`placa = 'ZZZ9Z99'`),
    );
  });

  it('InformacaoVeiculo refuses what the shared rules refuse, in the request language', async () => {
    const bad = await call('InformacaoVeiculo', { placa: 'AB-12', chassi: '0BWZZZ377VT004251' });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'filtros.placa', message: 'Insira uma placa válida.' }),
        expect.objectContaining({ field: 'filtros.chassi', message: 'Insira um chassi válido.' }),
      ]),
    );
    const english = await call(
      'InformacaoVeiculo',
      { renavam: '12345678901' },
      { ...ctx.admin, 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(400);
    expect(problemOf(english).errors?.[0]?.field).toBe('filtros.renavam');
    expect(problemOf(english).errors?.[0]?.message).not.toBe('Insira um renavam válido.');
  });

  it('InformacaoVeiculo: a dealership user finds vehicles of its area only', async () => {
    const inside = await vehicle(true);
    const outside = await vehicle(false);
    const found = await run('InformacaoVeiculo', { placa: inside.placa }, loja);
    expect(found.TotalLinhas).toBeGreaterThan(0);
    const hidden = await run('InformacaoVeiculo', { chassi: outside.chassi }, loja);
    expect(hidden.TotalLinhas).toBe(0);
  });

  it('DuploEmplacamento: every registration of a chassis registered more than once, as counted', async () => {
    const twice = await queryRows<{ chassi: string; n: number }>(
      sqlAcross,
      sql`select chassi, count(*)::int as n from emplacamento where tenant_id = 'abracaf'
          and data_emplacamento between '2025-01-01' and '2025-06-20'
          group by chassi having count(*) > 1`,
    );
    expect(twice.length).toBeGreaterThanOrEqual(8);
    const body = await run('DuploEmplacamento', PERIOD);
    expect(body.TotalLinhas).toBe(twice.reduce((s, r) => s + r.n, 0));
    for (const t of twice) {
      const rows = body.Linhas.filter((r) => r.chassi === t.chassi);
      expect(rows, t.chassi).toHaveLength(t.n);
      expect(rows.every((r) => r.registros === t.n)).toBe(true);
    }
    // Ordered by chassis then date: the two registrations of a chassis side by side.
    const first = body.Linhas.slice(0, 2);
    expect(first[0]?.chassi).toBe(first[1]?.chassi);
    expect(String(first[0]?.dataEmplacamento) < String(first[1]?.dataEmplacamento)).toBe(true);
    // A period holding only the second registrations: no chassis twice in it.
    const after = await run('DuploEmplacamento', {
      dataInicial: '2025-03-03',
      dataFinal: '2025-03-30',
    });
    const [inMarch] = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select coalesce(sum(n), 0)::int as n from (select count(*) as n from emplacamento
          where tenant_id = 'abracaf' and data_emplacamento between '2025-03-03' and '2025-03-30'
          group by chassi having count(*) > 1) d`,
    );
    expect(after.TotalLinhas).toBe(inMarch?.n);
    // The dealership user: the chassis registered twice in its area (both registrations there).
    const [inArea] = await queryRows<{ n: number }>(
      sqlAcross,
      sql.raw(`select coalesce(sum(n), 0)::int as n from (select count(*) as n from emplacamento e
          join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
          where e.tenant_id = 'abracaf' and e.data_emplacamento between '2025-01-01' and '2025-06-20'
            and ${area}
          group by e.chassi having count(*) > 1) d`),
    );
    const mine = await run('DuploEmplacamento', PERIOD, loja);
    expect(inArea?.n).toBeGreaterThan(0);
    expect(mine.TotalLinhas).toBe(inArea?.n);
    expect(mine.TotalLinhas).toBeLessThan(body.TotalLinhas);
  });

  it('Invasao: own brand billed by a dealership in another dealership’s area, as counted', async () => {
    const expected = await queryRows<{ c: number; a: number; n: number }>(
      sqlAcross,
      sql`select c.id as c, me.area_influencia_id as a, count(*)::int as n
          from emplacamento e
          join municipio me on me.tenant_id = e.tenant_id and me.id = e.municipio_id
          join concessionaria c on c.tenant_id = e.tenant_id and c.id = e.concessionaria_id
          join municipio mc on mc.tenant_id = c.tenant_id and mc.id = c.municipio_id
          where e.tenant_id = 'abracaf' and e.fabricante_id = ${own}
            and e.data_emplacamento between '2025-01-15' and '2025-06-20'
            and me.area_influencia_id is not null
            and me.area_influencia_id is distinct from mc.area_influencia_id
          group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(0);
    // A period starting mid-month: the partial month is read from the registrations.
    const body = await run('Invasao', { dataInicial: '2025-01-15', dataFinal: '2025-06-20' });
    expect(body.TotalLinhas).toBe(expected.length);
    for (const e of expected) {
      const row = body.Linhas.find((r) => r.concessionariaId === e.c && r.areaInvadidaId === e.a);
      expect(row?.quantidade, `${String(e.c)}:${String(e.a)}`).toBe(e.n);
    }
    expect(body.Totais?.quantidade).toBe(expected.reduce((s, r) => s + r.n, 0));
    // The dealership user sees the invasions of its own area only.
    const mine = await run('Invasao', { dataInicial: '2025-01-15', dataFinal: '2025-06-20' }, loja);
    const [inArea] = await queryRows<{ n: number }>(
      sqlAcross,
      sql.raw(`select count(*)::int as n from emplacamento e
          join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
          join concessionaria c on c.tenant_id = e.tenant_id and c.id = e.concessionaria_id
          join municipio mc on mc.tenant_id = c.tenant_id and mc.id = c.municipio_id
          where e.tenant_id = 'abracaf' and e.fabricante_id = ${String(own)}
            and e.data_emplacamento between '2025-01-15' and '2025-06-20'
            and m.area_influencia_id is not null
            and m.area_influencia_id is distinct from mc.area_influencia_id and ${area}`),
    );
    expect(mine.Totais?.quantidade).toBe(inArea?.n);
    // No brand filter: the report is about the own brand.
    expect((await call('Invasao', { ...PERIOD, fabricanteId: [own] })).statusCode).toBe(400);
  });
});
