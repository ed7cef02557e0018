// The fixture of the report tests that count every expected figure straight from `emplacamento`
// (never from the rollups the engine reads): two tenants with registrations up to the server's
// clock, the rollups refreshed, the tenant's own brand, the dealership that billed the most in
// the last year (in an influence area) and a dealership user of it who may open `events`.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { addRegistrations } from '../src/seed/registrations.js';
import { auth, login, platformSql, type RequestHeaders, useReferenceServer } from './helpers.js';

export const BASE = '/api/Emplacamento/Relatorios';
/** The server's clock: 20 June 2025, midday in São Paulo. */
export const NOW = new Date('2025-06-20T15:00:00Z');

export type Row = Record<string, string | number | boolean | null>;
export interface Result {
  Colunas: { Chave: string; Titulo: string; Tipo: string }[];
  Linhas: Row[];
  Totais: Row | null;
  TotalLinhas: number;
}

/** Sum of a direct count's groups. */
export const sumOf = (m: Map<string | null, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** The fixture; `events` are the access catalogue's ids of the reports under test. */
export function useReportFixture(events: readonly number[]) {
  const ctx = useReferenceServer(BASE, ['abracaf', 'assobrav']);
  const sqlAcross = platformSql(() => ctx.server);
  const state = {
    own: 0,
    dealer: { id: 0, area: 0, municipio: 0 },
    concessionario: {} as RequestHeaders,
  };

  const run = async (nome: string, body: object, headers: RequestHeaders = ctx.admin) => {
    const r: LightMyRequestResponse = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Executar`,
      headers,
      payload: { length: 10_000, ...body },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<Result>();
  };

  /** The lines of a report's CSV export (without its byte-order mark). */
  const csvLines = async (nome: string, body: object, headers: RequestHeaders = ctx.admin) => {
    const r: LightMyRequestResponse = await ctx.server.app.inject({
      method: 'POST',
      url: `${BASE}/${nome}/Exportar?formato=csv`,
      headers,
      payload: body,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  };

  /** Registrations counted directly, grouped by `key`, between two days (included). */
  async function direct(key: string, from: string, to: string, where = 'true') {
    const rows = await queryRows<{ k: string | null; n: number }>(
      sqlAcross,
      sql.raw(`select (${key})::text as k, count(*)::int as n
               from emplacamento e
               join municipio m on m.tenant_id = e.tenant_id and m.id = e.municipio_id
               left join area_influencia a on a.tenant_id = m.tenant_id and a.id = m.area_influencia_id
               where e.tenant_id = 'abracaf' and e.data_emplacamento between '${from}' and '${to}'
                 and ${where}
               group by 1`),
    );
    return new Map(rows.map((r) => [r.k, r.n]));
  }

  /** The dealership user's cities (SQL over `m`): its own and its influence area's. */
  const area = () =>
    `(m.area_influencia_id = ${String(state.dealer.area)} or m.id = ${String(state.dealer.municipio)})`;

  beforeAll(async () => {
    ctx.server.clock.now = NOW;
    await addRegistrations(ctx.server.database, 'abracaf', 6000, 0, NOW);
    await addRegistrations(ctx.server.database, 'assobrav', 1000, 0, NOW);
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
    state.own = brand?.id ?? 0;
    // The dealership that billed the most in the last year, placed in an influence area.
    const [found] = await queryRows<{ id: number; area: number; municipio: number }>(
      sqlAcross,
      sql`select c.id, m.area_influencia_id as area, c.municipio_id as municipio
          from concessionaria c join municipio m on m.tenant_id = c.tenant_id and m.id = c.municipio_id
          join emplacamento e on e.tenant_id = c.tenant_id and e.concessionaria_id = c.id
          where c.tenant_id = 'abracaf' and m.area_influencia_id is not null
            and e.data_emplacamento >= '2024-07-01'
          group by 1, 2, 3 order by count(*) desc, c.id limit 1`,
    );
    state.dealer = found ?? state.dealer;
    await sqlAcross.execute(sql`update usuario set dados_adicionais = dados_adicionais || ${JSON.stringify({ empresaId: state.dealer.id })}::jsonb
      where tenant_id = 'abracaf' and login = 'concessionario@abracaf.demo'`);
    await sqlAcross.execute(sql`insert into perfil_evento (tenant_id, perfil_id, evento_id)
      select 'abracaf', u.perfil_id, ev from usuario u, unnest(${`{${events.join(',')}}`}::int[]) ev
      where u.tenant_id = 'abracaf' and u.login = 'concessionario@abracaf.demo'
      on conflict do nothing`);
    state.concessionario = auth((await login(ctx.server.app, 'concessionario')).token);
  }, 180_000);

  return { ctx, sqlAcross, state, run, csvLines, direct, area };
}

/**
 * Each dealership of abracaf with the label the reports give it, as a table (`id`, `rotulo`)
 * written here in SQL: its trade name alone when no other dealership has it; with its city and
 * state when it does; with its CNPJ's branch when the city repeats too; with the whole CNPJ when
 * the branch repeats as well.
 */
export const DEALERSHIP_LABELS = `(select d.id, case
      when count(*) over (partition by d.nome_fantasia) < 2 then d.nome_fantasia
      when count(*) over (partition by d.nome_fantasia, d.municipio_id) < 2
        then d.nome_fantasia || ' — ' || dm.nome || '/' || de.sigla
      when count(*) over (partition by d.nome_fantasia, d.municipio_id, substr(d.cnpj, 9, 4)) < 2
        then d.nome_fantasia || ' — ' || dm.nome || '/' || de.sigla || ', /' || substr(d.cnpj, 9, 4)
      else d.nome_fantasia || ' — ' || dm.nome || '/' || de.sigla || ', ' || substr(d.cnpj, 1, 2)
        || '.' || substr(d.cnpj, 3, 3) || '.' || substr(d.cnpj, 6, 3) || '/' || substr(d.cnpj, 9, 4)
        || '-' || substr(d.cnpj, 13, 2)
    end as rotulo
    from concessionaria d
    join municipio dm on dm.tenant_id = d.tenant_id and dm.id = d.municipio_id
    join estado de on de.id = dm.estado_id
    where d.tenant_id = 'abracaf')`;
