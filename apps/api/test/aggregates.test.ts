// The analytics rollups against a direct count over the registrations, on a real database
// (PGlite, and PostgreSQL with TEST_DATABASE=postgres): after the demo data, after imports (the
// refresh runs from the import hook), a second import over the same days, a replacement, and a
// change of registrations in place, a version mapped to a model of another segment, and a city
// moved to another influence area (the place rollups follow the city's place).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownBrandBuilt, refreshAggregates } from '../src/analytics/aggregates.js';
import { queryRows } from '../src/db/client.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { platformSql, useReferenceServer } from './helpers.js';
import {
  criar,
  csvBytes,
  importFile,
  uploadRegistrations,
  validRow,
  waitImport,
  type Importacao,
} from './registrations-helpers.js';

type Row = Record<string, string | number | null>;

/** The registrations with their city's place: state, influence area, the city if a capital. */
const PLACED = `(select e.tenant_id, e.data_emplacamento, e.fabricante_id, e.segmento_id, e.tipo_venda, m.estado_id, m.area_influencia_id, case when m.capital then m.id end as capital_id
  from emplacamento e join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id) placed`;

/**
 * Each tenant's own brand, as the EMP_FABRICANTE parameter names it (the first by name), found once
 * per query: as a subquery per registration it took 935 of the 2,180 ms of one comparison on PGlite.
 */
const OWN = `(select distinct on (f.tenant_id) f.tenant_id, f.id from fabricante f
  join parametro p on p.tenant_id = f.tenant_id and p.parametro_id = 'EMP_FABRICANTE'
    and lower(trim(p.valor)) = lower(trim(f.nome))
  order by f.tenant_id, f.nome)`;

/** The registrations with their brand as the own-brand rollups keep it: own, or 0 for any other. */
const OWNED = `(select e.tenant_id, e.data_emplacamento, e.municipio_id, e.tipo_venda,
  case when e.fabricante_id = own.id then e.fabricante_id else 0 end as fabricante_id
  from emplacamento e left join ${OWN} own on own.tenant_id = e.tenant_id) owned`;

/** The own brand's registrations billed by a dealership. */
const OWN_BILLED = `(select e.* from emplacamento e
  join ${OWN} own on own.tenant_id = e.tenant_id and own.id = e.fabricante_id
  where e.concessionaria_id is not null) billed`;

/** Each rollup and the same figures counted straight from `emplacamento`. */
const CHECKS = [
  {
    table: 'agregado_dia',
    keys: 'dia, fabricante_id, segmento_id, tipo_venda',
    direct: `data_emplacamento::text as dia, fabricante_id, segmento_id, tipo_venda`,
  },
  {
    table: 'agregado_mes',
    keys: 'mes, fabricante_id, segmento_id, tipo_venda',
    direct: `date_trunc('month', data_emplacamento)::date::text as mes, fabricante_id, segmento_id, tipo_venda`,
  },
  {
    table: 'agregado_dia_municipio',
    keys: 'dia, municipio_id, fabricante_id, segmento_id, tipo_venda',
    direct: `data_emplacamento::text as dia, municipio_id, fabricante_id, segmento_id, tipo_venda`,
  },
  {
    table: 'agregado_mes_municipio',
    keys: 'mes, municipio_id, fabricante_id, segmento_id, tipo_venda',
    direct: `date_trunc('month', data_emplacamento)::date::text as mes, municipio_id, fabricante_id, segmento_id, tipo_venda`,
  },
  {
    table: 'agregado_mes_modelo',
    keys: 'mes, municipio_id, concessionaria_id, modelo_id, fabricante_id, segmento_id, tipo_venda',
    direct: `date_trunc('month', data_emplacamento)::date::text as mes, municipio_id, concessionaria_id, modelo_id, fabricante_id, segmento_id, tipo_venda`,
  },
  // The dealership and model pair without the city (docs/decisions/0210).
  {
    table: 'agregado_dia_concessionaria',
    keys: 'dia, concessionaria_id, modelo_id, fabricante_id, segmento_id, tipo_venda',
    direct: `data_emplacamento::text as dia, concessionaria_id, modelo_id, fabricante_id, segmento_id, tipo_venda`,
  },
  {
    table: 'agregado_mes_concessionaria',
    keys: 'mes, concessionaria_id, modelo_id, fabricante_id, segmento_id, tipo_venda',
    direct: `date_trunc('month', data_emplacamento)::date::text as mes, concessionaria_id, modelo_id, fabricante_id, segmento_id, tipo_venda`,
  },
  // Own brand against all per city (docs/decisions/0210).
  {
    table: 'agregado_dia_municipio_propria',
    keys: 'dia, municipio_id, fabricante_id, tipo_venda',
    direct: `data_emplacamento::text as dia, municipio_id, fabricante_id, tipo_venda`,
    from: OWNED,
  },
  {
    table: 'agregado_mes_municipio_propria',
    keys: 'mes, municipio_id, fabricante_id, tipo_venda',
    direct: `date_trunc('month', data_emplacamento)::date::text as mes, municipio_id, fabricante_id, tipo_venda`,
    from: OWNED,
  },
  {
    table: 'agregado_trimestre_municipio_propria',
    keys: 'trimestre, municipio_id, fabricante_id, tipo_venda',
    direct: `date_trunc('quarter', data_emplacamento)::date::text as trimestre, municipio_id, fabricante_id, tipo_venda`,
    from: OWNED,
  },
  // The own brand per billing dealership and city (docs/decisions/0210).
  {
    table: 'agregado_dia_concessionaria_municipio_propria',
    keys: 'dia, concessionaria_id, municipio_id, fabricante_id, tipo_venda',
    direct: `data_emplacamento::text as dia, concessionaria_id, municipio_id, fabricante_id, tipo_venda`,
    from: OWN_BILLED,
  },
  {
    table: 'agregado_mes_concessionaria_municipio_propria',
    keys: 'mes, concessionaria_id, municipio_id, fabricante_id, tipo_venda',
    direct: `date_trunc('month', data_emplacamento)::date::text as mes, concessionaria_id, municipio_id, fabricante_id, tipo_venda`,
    from: OWN_BILLED,
  },
  // The place rollups: the registrations summed per state, influence area and capital (or not)
  // of their city as the city is placed now.
  {
    table: 'agregado_dia_lugar',
    keys: 'dia, estado_id, area_influencia_id, capital_id, fabricante_id, segmento_id, tipo_venda',
    direct: `data_emplacamento::text as dia, estado_id, area_influencia_id, capital_id, fabricante_id, segmento_id, tipo_venda`,
    from: PLACED,
    corrected: true,
  },
  {
    table: 'agregado_mes_lugar',
    keys: 'mes, estado_id, area_influencia_id, capital_id, fabricante_id, segmento_id, tipo_venda',
    direct: `date_trunc('month', data_emplacamento)::date::text as mes, estado_id, area_influencia_id, capital_id, fabricante_id, segmento_id, tipo_venda`,
    from: PLACED,
    corrected: true,
  },
] as const;

/** The columns of a registration its copy in `emplacamento_repetido` keeps (docs/decisions/0212). */
const DUAL = `e.id::int as id, e.data_emplacamento::text as data, e.chassi, e.placa, e.renavam,
  e.fabricante_id, e.nomenclatura_id, e.modelo_id, e.segmento_id, e.ano_fabricacao, e.ano_modelo,
  e.combustivel, e.cor, e.municipio_id, e.concessionaria_id, e.tipo_venda`;

describe('analytics rollups', () => {
  const ctx = useReferenceServer('/api/Emplacamento', ['abracaf', 'assobrav']);
  const db = () => ctx.server.database.db;
  const sqlAcross = platformSql(() => ctx.server);

  /** Every rollup of `tenantId` equals the direct count, row for row. */
  async function expectRollupsEqualCounts(tenantId: string) {
    for (const check of CHECKS) {
      // A place rollup may hold correction rows of a moved city (minus under its old place, plus
      // under the new) until its days are refreshed: what readers see is the sum per key.
      const corrected = 'corrected' in check;
      const rollup = await queryRows<Row>(
        sqlAcross,
        sql.raw(`select ${check.keys.replace(/\b(dia|mes|trimestre)\b/, '$1::text as $1')},
                   ${corrected ? 'sum(quantidade)::int as quantidade' : 'quantidade'}
                 from ${check.table} where tenant_id = '${tenantId}'
                 ${corrected ? `group by ${check.keys} having sum(quantidade) <> 0` : ''}
                 order by ${check.keys}`),
      );
      const direct = await queryRows<Row>(
        sqlAcross,
        sql.raw(`select ${check.direct}, count(*)::int as quantidade
                 from ${'from' in check ? check.from : 'emplacamento'} where tenant_id = '${tenantId}'
                 group by ${check.keys} order by ${check.keys}`),
      );
      expect(direct.length, check.table).toBeGreaterThan(0);
      expect(rollup, check.table).toEqual(direct);
    }
    // The copy of the dual registrations: every registration of a chassis stored more than once.
    const copy = await queryRows<Row>(
      sqlAcross,
      sql.raw(`select ${DUAL} from emplacamento_repetido e
               where e.tenant_id = '${tenantId}' order by e.id`),
    );
    const dual = await queryRows<Row>(
      sqlAcross,
      sql.raw(`select ${DUAL} from emplacamento e where e.tenant_id = '${tenantId}'
               and (select count(*) from emplacamento o
                    where o.tenant_id = e.tenant_id and o.chassi = e.chassi) > 1
               order by e.id`),
    );
    expect(dual.length).toBeGreaterThan(0);
    expect(copy).toEqual(dual);
  }

  /** Waits until the import hook has refreshed the tenant (no day left pending). */
  async function waitRefreshed(tenantId: string) {
    for (;;) {
      const [row] = await queryRows<{ n: number }>(
        sqlAcross,
        sql`select count(*)::int as n from agregado_pendente where tenant_id = ${tenantId}`,
      );
      if (row?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  beforeAll(async () => {
    const today = new Date(Date.UTC(2025, 5, 15));
    await addRegistrations(ctx.server.database, 'abracaf', 3000, 0, today);
    await addRegistrations(ctx.server.database, 'assobrav', 800, 0, today);
  }, 120_000);

  it('marks the days of new rows as pending and a refresh builds them', async () => {
    const [pending] = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select count(*)::int as n from agregado_pendente where tenant_id = 'abracaf'`,
    );
    expect(pending?.n).toBeGreaterThan(300);
    const done = await refreshAggregates(db(), 'abracaf', new Date());
    expect(done.dias).toBe(pending?.n);
    await expectRollupsEqualCounts('abracaf');
    // Another tenant's days stay pending until its own refresh.
    const [other] = await queryRows<{ n: number }>(
      sqlAcross,
      sql`select count(*)::int as n from agregado_pendente where tenant_id = 'assobrav'`,
    );
    expect(other?.n).toBeGreaterThan(0);
    await refreshAggregates(db(), 'assobrav', new Date());
    await expectRollupsEqualCounts('assobrav');
  });

  describe('imports', () => {
    const march = (n: number) =>
      validRow(10_000 + n, {
        data_emplacamento: `${String((n % 5) + 1).padStart(2, '0')}/03/2025`,
        tipo_venda: n % 3 === 0 ? 'VENDA_DIRETA' : 'VAREJO',
        municipio_ibge: n % 2 === 0 ? '3550308' : '3304557',
      });
    const first = Array.from({ length: 40 }, (_, n) => march(n));
    let firstImport: Importacao;

    beforeAll(async () => {
      firstImport = await importFile(ctx.server, ctx.admin, 'a.csv', csvBytes(first));
      expect(firstImport.LinhasImportadas).toBe(40);
      await waitRefreshed('abracaf');
    }, 120_000);

    it('the hook refreshes the days of an import', async () => {
      await expectRollupsEqualCounts('abracaf');
    });

    it('a second import over the same days (some rows already stored) adds only its new rows', async () => {
      const second = [
        ...first.slice(0, 10),
        ...Array.from({ length: 25 }, (_, n) => march(100 + n)),
      ];
      const result = await importFile(ctx.server, ctx.admin, 'b.csv', csvBytes(second));
      expect(result).toMatchObject({ LinhasImportadas: 25, LinhasComErro: 10 });
      await waitRefreshed('abracaf');
      await expectRollupsEqualCounts('abracaf');
    });

    it('a replacement removes the first rows and adds its own in the rollups too', async () => {
      const guid = await uploadRegistrations(ctx.server, ctx.admin, 'a.csv', csvBytes(first));
      const created = await criar(ctx.server, ctx.admin, guid, true);
      expect(created.statusCode, created.body).toBe(202);
      const result = await waitImport(ctx.server, ctx.admin, created.json<Importacao>().Id);
      expect(result).toMatchObject({ Status: 'Concluida', SubstituiId: firstImport.Id });
      await waitRefreshed('abracaf');
      await expectRollupsEqualCounts('abracaf');
    });

    it('rows changed in place (another segment) are recomputed by the next refresh', async () => {
      await sqlAcross.execute(sql`
        update emplacamento set segmento_id = (
          select min(id) from segmento where tenant_id = 'abracaf'
            and id <> coalesce(emplacamento.segmento_id, 0))
        where tenant_id = 'abracaf' and id in (
          select id from emplacamento where tenant_id = 'abracaf' order by id limit 50)`);
      const done = await refreshAggregates(db(), 'abracaf', new Date());
      expect(done.dias).toBeGreaterThan(0);
      await expectRollupsEqualCounts('abracaf');
      // Nothing pending: the next refresh has nothing to do.
      expect((await refreshAggregates(db(), 'abracaf', new Date())).dias).toBe(0);
    });

    it('dual registrations that change (one deleted, one given another chassis, a new second one) are looked at again', async () => {
      const pairs = await queryRows<{ chassi: string; ids: number[] }>(
        sqlAcross,
        sql`select chassi, array_agg(id::int order by id) as ids from emplacamento_repetido
            where tenant_id = 'abracaf' group by chassi having count(*) = 2 order by chassi limit 2`,
      );
      const [single] = await queryRows<Row & { id: number }>(
        sqlAcross,
        sql`select e.id::int as id from emplacamento e where e.tenant_id = 'abracaf'
            and not exists (select from emplacamento o where o.tenant_id = e.tenant_id
              and o.chassi = e.chassi and o.id <> e.id)
            order by e.id limit 1`,
      );
      const [gone, renamed] = pairs;
      if (!gone || !renamed || !single) throw new Error('no two dual pairs or no single chassis');
      // The first pair loses a registration, the second's first one gets a chassis of its own,
      // and the single chassis is registered a second time, a year later.
      await sqlAcross.execute(sql`delete from emplacamento where id = ${gone.ids[0]}`);
      await sqlAcross.execute(
        sql`update emplacamento set chassi = 'ZZZ' || chassi where id = ${renamed.ids[0]}`,
      );
      await sqlAcross.execute(sql`
        insert into emplacamento (tenant_id, data_emplacamento, chassi, placa, renavam,
          fabricante_id, nomenclatura_id, modelo_id, segmento_id, ano_fabricacao, ano_modelo,
          combustivel, cor, municipio_id, estado_id, cnpj_faturador, concessionaria_id, tipo_venda)
        select tenant_id, data_emplacamento + 365, chassi, placa, renavam, fabricante_id,
          nomenclatura_id, modelo_id, segmento_id, ano_fabricacao, ano_modelo, combustivel, cor,
          municipio_id, estado_id, cnpj_faturador, concessionaria_id, tipo_venda
        from emplacamento where id = ${single.id}`);
      await refreshAggregates(db(), 'abracaf', new Date());
      await expectRollupsEqualCounts('abracaf');
      const copied = await queryRows<{ chassi: string }>(
        sqlAcross,
        sql`select chassi from emplacamento_repetido where tenant_id = 'abracaf'
            and (chassi in (${gone.chassi}, ${renamed.chassi})
              or id = ${single.id})`,
      );
      expect(copied.map((r) => r.chassi)).toEqual([expect.any(String)]);
    });

    /** Registrations of abracaf the month place rollup counts where `where` holds. */
    const placeCount = async (where: ReturnType<typeof sql>) =>
      (
        await queryRows<{ n: number }>(
          sqlAcross,
          sql`select coalesce(sum(quantidade), 0)::int as n from agregado_mes_lugar
              where tenant_id = 'abracaf' and ${where}`,
        )
      )[0]?.n ?? 0;

    it('a version mapped to a model of another segment moves its registrations in the place rollups', async () => {
      const [version] = await queryRows<{ id: number; segmento_id: number | null; n: number }>(
        sqlAcross,
        sql`select e.nomenclatura_id as id, min(e.segmento_id) as segmento_id, count(*)::int as n
            from emplacamento e where e.tenant_id = 'abracaf'
            group by e.nomenclatura_id having count(distinct e.segmento_id) = 1
            order by count(*) desc limit 1`,
      );
      const [model] = await queryRows<{ id: number; segmento_id: number }>(
        sqlAcross,
        sql`select id, segmento_id from modelo where tenant_id = 'abracaf'
            and segmento_id <> ${version?.segmento_id ?? 0} order by id limit 1`,
      );
      if (!version || !model) throw new Error('no version with registrations or no other model');
      const target = sql`segmento_id = ${model.segmento_id}`;
      const before = await placeCount(target);
      const mapped = await ctx.server.app.inject({
        method: 'PUT',
        url: '/api/Veiculos/Nomenclatura/AtualizarUmaVersao',
        headers: ctx.admin,
        payload: { Id: version.id, ModeloId: model.id },
      });
      expect(mapped.statusCode, mapped.body).toBe(200);
      expect(await placeCount(target)).toBe(before + version.n);
      await expectRollupsEqualCounts('abracaf');
    });

    it('a city moved to another influence area counts there at once, without a refresh', async () => {
      const SAO_PAULO = 3550308;
      const [city] = await queryRows<{ area: number | null; n: number }>(
        sqlAcross,
        sql`select m.area_influencia_id as area, (select count(*)::int from emplacamento e
              where e.tenant_id = m.tenant_id and e.municipio_id = m.id) as n
            from municipio m where m.tenant_id = 'abracaf' and m.id = ${SAO_PAULO}`,
      );
      const [other] = await queryRows<{ id: number }>(
        sqlAcross,
        sql`select id from area_influencia where tenant_id = 'abracaf'
            and id <> ${city?.area ?? 0} order by id limit 1`,
      );
      if (!city || !other) throw new Error('São Paulo or a second area missing');
      expect(city.n).toBeGreaterThan(0);
      const inArea = (area: number | null) =>
        placeCount(sql`area_influencia_id is not distinct from ${area}`);
      const [oldBefore, newBefore] = [await inArea(city.area), await inArea(other.id)];
      const moved = await ctx.server.app.inject({
        method: 'PUT',
        url: '/api/AreasAbrangencia/Municipio/AlterarMunicipio',
        headers: ctx.admin,
        payload: { Id: SAO_PAULO, AreaInfluenciaId: other.id },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await inArea(other.id)).toBe(newBefore + city.n);
      expect(await inArea(city.area)).toBe(oldBefore - city.n);
      // Nothing was left for a refresh: the move corrected the place rows in its own statement.
      await expectRollupsEqualCounts('abracaf');
      expect((await refreshAggregates(db(), 'abracaf', new Date())).dias).toBe(0);
    });

    it('another own brand (EMP_FABRICANTE) rebuilds the own-brand city rollups at the next refresh', async () => {
      const own = () => ownBrandBuilt(sqlAcross, 'abracaf');
      const first = await own();
      expect(first).toEqual(expect.any(Number));
      const [other] = await queryRows<{ nome: string; id: number }>(
        sqlAcross,
        sql`select f.nome, f.id from fabricante f where f.tenant_id = 'abracaf' and f.id <> ${first ?? 0}
            and exists (select from emplacamento e where e.tenant_id = f.tenant_id and e.fabricante_id = f.id)
            order by f.id limit 1`,
      );
      if (!other) throw new Error('no second brand with registrations');
      const [previous] = await queryRows<{ valor: string }>(
        sqlAcross,
        sql`select valor from parametro where tenant_id = 'abracaf' and parametro_id = 'EMP_FABRICANTE'`,
      );
      const name = (valor: string) =>
        sqlAcross.execute(sql`update parametro set valor = ${valor}
          where tenant_id = 'abracaf' and parametro_id = 'EMP_FABRICANTE'`);
      await name(` ${other.nome.toLowerCase()} `);
      try {
        // No day pending: the refresh rebuilds them for the new brand all the same.
        expect((await refreshAggregates(db(), 'abracaf', new Date())).dias).toBe(0);
        expect(await own()).toBe(other.id);
        await expectRollupsEqualCounts('abracaf');
      } finally {
        await name(previous?.valor ?? '');
        await refreshAggregates(db(), 'abracaf', new Date());
      }
      expect(await own()).toBe(first);
      await expectRollupsEqualCounts('abracaf');
    });
  });
});
