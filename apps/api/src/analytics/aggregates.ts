// The refresh of the analytics rollups (docs/decisions/0120). A statement trigger on
// `emplacamento` writes each (tenant, day) a change touched into `agregado_pendente`; a refresh
// takes a tenant's pending days and recomputes them: the day rollups from the registrations of
// those days, the month rollups from the day rollups of the months those days fall in, the place
// rollups from the city ones. Background work names its tenant explicitly (no request, no
// ambient tenant), and every statement filters by it.
import { sql } from 'drizzle-orm';
import { queryRows, withTenant, type Db } from '../db/client.js';
import { tenant } from '../db/schema.js';

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
    if (pending.length > 0) {
      const days = pending.map((p) => p.dia).sort();
      const months = [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];
      const daySet = dateArray(days);
      const monthSet = dateArray(months);
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
          group by tenant_id, data_emplacamento, ${dims}`);
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
          group by tenant_id, date_trunc('month', dia), ${dims}`);
      }
      // The place rollups (docs/decisions/0200) are the city rollups just rebuilt, summed per place
      // by the migration's function, which a city changing area also calls for its areas.
      await tx.execute(sql`select agregado_lugar_recalcular(${tenantId}, ${daySet}, ${monthSet})`);
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
        group by tenant_id, date_trunc('month', data_emplacamento), ${MODEL_DIMENSIONS}`);
    }
    await tx.execute(sql`
      insert into agregado_atualizacao (tenant_id, atualizado_em) values (${tenantId}, ${now})
      on conflict (tenant_id) do update set atualizado_em = excluded.atualizado_em`);
    return { dias: pending.length, atualizadoEm: now };
  });
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
