// A saved view opened (abrirVisao): its relative period resolved on São Paulo's today, and its
// filters narrowed to what the reader may read today, on the server (docs/decisions/0265). A view
// shared by an administrator keeps every dealership it was saved with; a dealership user opening
// it gets its own among them, as the filter options would offer it, and is told which filters
// lost ids. Ids that no longer exist go too, and filters the report no longer allows.
import { relativePeriod, reportEntry, type Filtro } from '@emplacamento/access';
import { sql } from 'drizzle-orm';
import { todayInSaoPaulo } from '../analytics/period.js';
import { idArray } from '../analytics/scope.js';
import type { Session } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/client.js';
import type { ServerLocale } from '../http/messages/index.js';
import type { ResponseOf } from '../http/route.js';
import { allowedDefinition } from '../reports/engine.js';
import { ID_FILTERS, existingIds, type Filtros, type IdFilter } from '../reports/filters.js';
import { offeredPlaces, type OfferedRows, type PlaceFilter } from '../reports/options.js';
import { visaoOf, visibleView } from './views.js';

type Aberta = ResponseOf<'abrirVisao', 200>;

const isIdFilter = (key: string): key is IdFilter =>
  (ID_FILTERS as readonly string[]).includes(key);

/** The place filters, whose ids the user's scope narrows (the others must only still exist). */
const PLACES: Readonly<Record<PlaceFilter, true>> = {
  regiaoOperacionalId: true,
  areaInfluenciaId: true,
  municipioId: true,
  grupoEmpresaId: true,
  empresaId: true,
};
const isPlaceFilter = (key: string): key is PlaceFilter => Object.hasOwn(PLACES, key);

/** The ids of the list among a place filter's rows offered to the user. */
async function offeredIds(db: Db, rows: OfferedRows, ids: readonly number[]) {
  const found = await queryRows<{ id: number }>(
    db,
    sql`select ${rows.id} as id from ${rows.from}
        where ${rows.where} and ${rows.id} = any(${idArray(ids)})`,
  );
  return new Set(found.map((row) => row.id));
}

/**
 * The filters `filtros` as `session` may read them for a report allowing `allowed`, and the
 * filters that lost ids (all or some) or went because the report no longer allows them.
 */
export async function narrowFilters(
  db: Db,
  session: Session,
  allowed: readonly Filtro[],
  filtros: Filtros,
): Promise<{ filtros: Filtros; removidos: string[] }> {
  const kept: Record<string, unknown> = {};
  const removidos: string[] = [];
  // The user's scope is read once, and only for a view with a place filter.
  let places: Promise<Record<PlaceFilter, OfferedRows>> | undefined;
  for (const [key, value] of Object.entries(filtros)) {
    const empty = Array.isArray(value) && value.length === 0;
    if (key === 'dataInicial' || key === 'dataFinal') {
      kept[key] = value;
    } else if (!allowed.includes(key as Filtro)) {
      if (!empty) removidos.push(key);
    } else if (isIdFilter(key) && Array.isArray(value)) {
      if (empty) continue;
      const ids = [...new Set(value)];
      const readable = isPlaceFilter(key)
        ? await offeredIds(db, (await (places ??= offeredPlaces(db, session)))[key], ids)
        : await existingIds(db, session.tenantId, key, ids);
      const left = ids.filter((id) => readable.has(id));
      if (left.length < ids.length) removidos.push(key);
      if (left.length > 0) kept[key] = left;
    } else {
      kept[key] = value;
    }
  }
  return { filtros: kept, removidos };
}

/**
 * abrirVisao: a view the user sees (404 otherwise) of a report it may still open (403), with the
 * filters it opens on today.
 */
export async function openView(
  db: Db,
  session: Session,
  id: number,
  locale: ServerLocale,
  now: Date,
): Promise<Aberta> {
  const row = await visibleView(db, session, id);
  const definition = allowedDefinition(session, row.relatorio);
  const { filtros, removidos } = await narrowFilters(
    db,
    session,
    reportEntry(definition.nome).filters,
    row.filtros,
  );
  const dates = row.periodo === null ? {} : relativePeriod(row.periodo, todayInSaoPaulo(now));
  return {
    Visao: visaoOf(row, session, locale),
    Filtros: { ...filtros, ...dates },
    Removidos: removidos,
  };
}
