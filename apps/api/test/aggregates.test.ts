// The analytics rollups against a direct count over the registrations, on a real database
// (PGlite, and PostgreSQL with TEST_DATABASE=postgres): after the demo data, after imports (the
// refresh runs from the import hook), a second import over the same days, a replacement, and a
// change of registrations in place (a version mapped to another model changes their segment).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshAggregates } from '../src/analytics/aggregates.js';
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
] as const;

describe('analytics rollups', () => {
  const ctx = useReferenceServer('/api/Emplacamento', ['abracaf', 'assobrav']);
  const db = () => ctx.server.database.db;
  const sqlAcross = platformSql(() => ctx.server);

  /** Every rollup of `tenantId` equals the direct count, row for row. */
  async function expectRollupsEqualCounts(tenantId: string) {
    for (const check of CHECKS) {
      const rollup = await queryRows<Row>(
        sqlAcross,
        sql.raw(`select ${check.keys.replace(/\b(dia|mes)\b/, '$1::text as $1')}, quantidade
                 from ${check.table} where tenant_id = '${tenantId}'
                 order by ${check.keys}`),
      );
      const direct = await queryRows<Row>(
        sqlAcross,
        sql.raw(`select ${check.direct}, count(*)::int as quantidade
                 from emplacamento where tenant_id = '${tenantId}'
                 group by ${check.keys} order by ${check.keys}`),
      );
      expect(direct.length, check.table).toBeGreaterThan(0);
      expect(rollup, check.table).toEqual(direct);
    }
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
  });
});
