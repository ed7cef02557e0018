// The refresh of the analytics rollups (docs/decisions/0120). A statement trigger on
// `emplacamento` writes each (tenant, day) a change touched into `agregado_pendente`; a refresh
// takes a tenant's pending days and recomputes them: the day rollups from the registrations of
// those days, the month rollups from the day rollups of the months those days fall in, the place
// and own-brand rollups from the city ones, and the copy of the dual registrations for the chassis
// of those days. Background work names its tenant explicitly (no
// request, no ambient tenant), and every statement filters by it.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRows, withTenant, type Db, type SqlExecutor } from '../db/client.js';
import { tenant } from '../db/schema.js';
import { brandsOf } from './own-brand.js';

type Grain = 'dia' | 'mes' | 'trimestre';

/** The first day of the quarter of `day` (yyyy-MM-dd). */
export const quarterOf = (day: string) =>
  `${day.slice(0, 5)}${String(Math.floor((Number(day.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;

/** What a refresh did. */
export interface Refresh {
  /** Days recomputed. */
  dias: number;
  /** When the tenant's rollups became up to date. */
  atualizadoEm: Date;
}

/** Dimensions kept by every rollup, in the order of their columns. */
const DIMENSIONS = 'fabricante_id, segmento_id, tipo_venda';

/** Dimensions of the model × dealership month rollup. */
const MODEL_DIMENSIONS = sql.raw(`municipio_id, concessionaria_id, modelo_id, ${DIMENSIONS}`);

/** A day rollup and the month rollup built from it. */
interface Rollup {
  day: string;
  month: string;
  /** Extra dimension columns of the pair (the municipality, or the dealership and the model). */
  extra: string;
}

const ROLLUPS: readonly Rollup[] = [
  { day: 'agregado_dia', month: 'agregado_mes', extra: '' },
  { day: 'agregado_dia_municipio', month: 'agregado_mes_municipio', extra: 'municipio_id, ' },
  // The model and dealership reports without a city (docs/decisions/0210).
  {
    day: 'agregado_dia_concessionaria',
    month: 'agregado_mes_concessionaria',
    extra: 'concessionaria_id, modelo_id, ',
  },
];

// Every rollup is written in the order of its period (the day or month): a read of a period then
// finds its rows on few pages, where rows written in the aggregate's hash order spread one day's
// rows over the whole table (twice the time for the own-brand city rollup over a year at 5 M,
// docs/decisions/0210).

/** A list of dates as one parameter (`string_to_array` keeps it one placeholder). */
const dateArray = (dates: readonly string[]) =>
  sql`string_to_array(${dates.join(',')}, ',')::date[]`;

/**
 * Brings the rollups of `tenantId` up to date: recomputes every pending day. Under the same
 * per-tenant lock as the import merge, so no import commits rows between the moment a day is
 * taken off the pending list and the moment it is recomputed.
 */
export async function refreshAggregates(db: Db, tenantId: string, now: Date): Promise<Refresh> {
  // One transaction in the tenant's scope (joined when the caller already is in it, as the
  // AtualizarDashboard operation is).
  return withTenant(db, tenantId, async () => {
    const tx = db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`emplacamento:${tenantId}`}))`);
    const pending = await queryRows<{ dia: string }>(
      tx,
      sql`delete from agregado_pendente where tenant_id = ${tenantId} returning dia::text as dia`,
    );
    const days = pending.map((p) => p.dia).sort();
    const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];
    const daySet = dateArray(days);
    const monthSet = dateArray(months);
    if (pending.length > 0) {
      for (const r of ROLLUPS) {
        const dims = sql.raw(`${r.extra}${DIMENSIONS}`);
        await tx.execute(
          sql`delete from ${sql.identifier(r.day)} where tenant_id = ${tenantId} and dia = any(${daySet})`,
        );
        await tx.execute(sql`
          insert into ${sql.identifier(r.day)} (tenant_id, dia, ${dims}, quantidade)
          select tenant_id, data_emplacamento, ${dims}, count(*)::int
          from emplacamento
          where tenant_id = ${tenantId} and data_emplacamento = any(${daySet})
          group by tenant_id, data_emplacamento, ${dims}
          order by data_emplacamento`);
        await tx.execute(
          sql`delete from ${sql.identifier(r.month)} where tenant_id = ${tenantId} and mes = any(${monthSet})`,
        );
        // Bounded by the first and last month so the day index is read as ranges.
        await tx.execute(sql`
          insert into ${sql.identifier(r.month)} (tenant_id, mes, ${dims}, quantidade)
          select tenant_id, date_trunc('month', dia)::date, ${dims}, sum(quantidade)::int
          from ${sql.identifier(r.day)}
          where tenant_id = ${tenantId}
            and dia >= ${months[0]}::date
            and dia < (${months[months.length - 1]}::date + interval '1 month')
            and date_trunc('month', dia)::date = any(${monthSet})
          group by tenant_id, date_trunc('month', dia), ${dims}
          order by 2`);
      }
      // The place rollups (docs/decisions/0200) are the city rollups just rebuilt, summed per place
      // by the migration's function, which a city changing area also calls for its areas.
      await tx.execute(sql`select agregado_lugar_recalcular(${tenantId}, ${daySet}, ${monthSet})`);
      // The copy of the dual registrations (docs/decisions/0212): the chassis of those days.
      await tx.execute(sql`select emplacamento_repetido_recalcular(${tenantId}, ${daySet})`);
      // The model × dealership rollup has no day grain (docs/decisions/0124): its months are
      // recomputed from the registrations of those months.
      await tx.execute(
        sql`delete from agregado_mes_modelo where tenant_id = ${tenantId} and mes = any(${monthSet})`,
      );
      await tx.execute(sql`
        insert into agregado_mes_modelo (tenant_id, mes, ${MODEL_DIMENSIONS}, quantidade)
        select tenant_id, date_trunc('month', data_emplacamento)::date, ${MODEL_DIMENSIONS}, count(*)::int
        from emplacamento
        where tenant_id = ${tenantId}
          and data_emplacamento >= ${months[0]}::date
          and data_emplacamento < (${months[months.length - 1]}::date + interval '1 month')
          and date_trunc('month', data_emplacamento)::date = any(${monthSet})
        group by tenant_id, date_trunc('month', data_emplacamento), ${MODEL_DIMENSIONS}
        order by 2`);
    }
    const quarters = [...new Set(months.map(quarterOf))];
    await refreshOwnBrand(
      tx,
      tenantId,
      pending.length > 0 ? { dia: daySet, mes: monthSet, trimestre: dateArray(quarters) } : null,
    );
    await tx.execute(sql`
      insert into agregado_atualizacao (tenant_id, atualizado_em) values (${tenantId}, ${now})
      on conflict (tenant_id) do update set atualizado_em = excluded.atualizado_em`);
    return { dias: pending.length, atualizadoEm: now };
  });
}

/**
 * The own-brand rollups (docs/decisions/0210): per city, summed from the city rollups just rebuilt,
 * and per billing dealership and city, counted from the registrations; the pending days and their
 * months, or every day and month when they were built with another own brand than the one
 * EMP_FABRICANTE names now (or never built).
 */
async function refreshOwnBrand(tx: Db, tenantId: string, changed: Record<Grain, SQL> | null) {
  const { propria } = await brandsOf(tx, tenantId);
  const rebuild = (await ownBrandBuilt(tx, tenantId)) !== propria;
  if (!rebuild && changed === null) return;
  // The periods to recompute, or null: every one (a rebuild).
  const only = rebuild ? null : changed;
  const within = (grain: Grain, column: SQLWrapper = sql.identifier(grain)) =>
    only ? sql`and ${column} = any(${only[grain]})` : sql``;
  // The same as a range of `column`, so its (tenant, period) index is read as one.
  const spanning = (grain: Grain, column: SQLWrapper, length: string) =>
    only
      ? sql`and ${column} >= (select min(p) from unnest(${only[grain]}) p)
          and ${column} < (select max(p) from unnest(${only[grain]}) p) + ${length}::interval`
      : sql``;
  const table = (grain: Grain) => sql.identifier(`agregado_${grain}_municipio_propria`);
  for (const grain of ['dia', 'mes'] as const) {
    const column = sql.identifier(grain);
    await tx.execute(
      sql`delete from ${table(grain)} where tenant_id = ${tenantId} ${within(grain)}`,
    );
    // Grouped by position: the brand's expression holds a parameter.
    await tx.execute(sql`
      insert into ${table(grain)} (tenant_id, ${column}, municipio_id, fabricante_id, tipo_venda, quantidade)
      select tenant_id, ${column}, municipio_id,
        case when fabricante_id = ${propria}::int then fabricante_id else 0 end, tipo_venda,
        sum(quantidade)::int
      from ${sql.identifier(`agregado_${grain}_municipio`)}
      where tenant_id = ${tenantId} ${within(grain)}
      group by 1, 2, 3, 4, 5
      order by 2, 3`);
  }
  // The quarters of the changed months, from the month rows just written.
  const quarter = sql`date_trunc('quarter', mes)::date`;
  await tx.execute(
    sql`delete from ${table('trimestre')} where tenant_id = ${tenantId} ${within('trimestre')}`,
  );
  await tx.execute(sql`
    insert into ${table('trimestre')} (tenant_id, trimestre, municipio_id, fabricante_id, tipo_venda, quantidade)
    select tenant_id, ${quarter}, municipio_id, fabricante_id, tipo_venda, sum(quantidade)::int
    from ${table('mes')}
    where tenant_id = ${tenantId} ${within('trimestre', quarter)}
      ${spanning('trimestre', sql`mes`, '3 months')}
    group by 1, 2, 3, 4, 5
    order by 2, 3`);
  // The own brand's registrations per billing dealership and city (Invasao): the days from the
  // registrations (by the tenant × brand × day index), the months from the days.
  const dealer = (grain: 'dia' | 'mes') =>
    sql.identifier(`agregado_${grain}_concessionaria_municipio_propria`);
  const columns = sql`concessionaria_id, municipio_id, fabricante_id, tipo_venda`;
  await tx.execute(
    sql`delete from ${dealer('dia')} where tenant_id = ${tenantId} ${within('dia')}`,
  );
  await tx.execute(sql`
    insert into ${dealer('dia')} (tenant_id, dia, ${columns}, quantidade)
    select tenant_id, data_emplacamento, ${columns}, count(*)::int
    from emplacamento
    where tenant_id = ${tenantId} and fabricante_id = ${propria}::int
      and concessionaria_id is not null ${within('dia', sql`data_emplacamento`)}
    group by 1, 2, 3, 4, 5, 6
    order by 2`);
  await tx.execute(
    sql`delete from ${dealer('mes')} where tenant_id = ${tenantId} ${within('mes')}`,
  );
  await tx.execute(sql`
    insert into ${dealer('mes')} (tenant_id, mes, ${columns}, quantidade)
    select tenant_id, date_trunc('month', dia)::date, ${columns}, sum(quantidade)::int
    from ${dealer('dia')}
    where tenant_id = ${tenantId} ${within('mes', sql`date_trunc('month', dia)::date`)}
      ${spanning('mes', sql`dia`, '1 month')}
    group by 1, 2, 3, 4, 5, 6
    order by 2`);
  if (rebuild)
    await tx.execute(sql`
      insert into agregado_propria (tenant_id, fabricante_id) values (${tenantId}, ${propria})
      on conflict (tenant_id) do update set fabricante_id = excluded.fabricante_id`);
}

/** The own brand the own-brand city rollups of a tenant were built with (undefined: not built). */
export async function ownBrandBuilt(
  db: SqlExecutor,
  tenantId: string,
): Promise<number | null | undefined> {
  const [row] = await queryRows<{ fabricante_id: number | null }>(
    db,
    sql`select fabricante_id from agregado_propria where tenant_id = ${tenantId}`,
  );
  return row === undefined ? undefined : row.fabricante_id;
}

/** Refreshes every tenant with pending days (on start: the demo data, rows from before). */
export async function refreshAllAggregates(db: Db, now: Date): Promise<void> {
  // Each tenant in its own scope: the pending list is a tenant table.
  const tenants = await db.select({ id: tenant.id }).from(tenant);
  for (const { id } of tenants) await refreshAggregates(db, id, now);
}

/** When the tenant's rollups were last refreshed (null: never). */
export async function lastRefresh(db: Db, tenantId: string): Promise<Date | null> {
  const [row] = await queryRows<{ atualizado_em: string | Date }>(
    db,
    sql`select atualizado_em from agregado_atualizacao where tenant_id = ${tenantId}`,
  );
  return row ? new Date(row.atualizado_em) : null;
}
