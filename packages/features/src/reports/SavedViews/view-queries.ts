// The saved views and the stars as TanStack Query options and calls. A view is a report page's
// address in parts: the filters (without dates when its period is relative, the server resolving
// them the day it is opened), the period preset, and the rest of the address (comparison, the
// dynamic table's arrangement, the drill path) as written. These helpers cut an address into
// those parts and put an opened view back together.
import type { ApiClients, RegistrationApi } from '@emplacamento/api-client';
import { settle, unwrap } from '@emplacamento/api-client';
import { apiQueryOptions } from '@emplacamento/api-client/query';
import type { RelativePeriod } from '@emplacamento/access';
import { FILTER_ADDRESS_KEYS, filterAddress } from '../ReportPage/pivot-choice';
import type { Filtros } from '../ReportPage/report-queries';

type Schemas = RegistrationApi.components['schemas'];
/** A saved view as listed. */
export type Visao = Schemas['VisaoRelatorio'];
/** What saving a view sends. */
export type VisaoEntrada = Schemas['VisaoRelatorioEntrada'];
/** A view opened: its filters as the reader may read them today. */
export type VisaoAberta = Schemas['VisaoAberta'];
/** The user's stars. */
export type Favoritos = Schemas['Favoritos'];

export const VIEWS_PATH = '/api/Emplacamento/Visoes';
export const FAVOURITES_PATH = '/api/Emplacamento/Favoritos';

export const viewQueries = {
  list: (c: ApiClients) =>
    apiQueryOptions([VIEWS_PATH], (signal) => c.registration.GET(VIEWS_PATH, { signal })),
  favourites: (c: ApiClients) =>
    apiQueryOptions([FAVOURITES_PATH], (signal) => c.registration.GET(FAVOURITES_PATH, { signal })),
};

/** Saves a new view, or the one of `id`. */
export async function saveView(c: ApiClients, body: VisaoEntrada, id?: number): Promise<Visao> {
  return unwrap(
    await settle(
      id === undefined
        ? c.registration.POST(VIEWS_PATH, { body })
        : c.registration.PUT(`${VIEWS_PATH}/{id}`, { params: { path: { id } }, body }),
    ),
  );
}

/** Deletes a view (its owner's). */
export async function removeView(c: ApiClients, id: number): Promise<void> {
  unwrap(await settle(c.registration.DELETE(`${VIEWS_PATH}/{id}`, { params: { path: { id } } })));
}

/** A view's filters as the reader may read them today. */
export async function openView(c: ApiClients, id: number, signal?: AbortSignal) {
  return unwrap(
    await settle(
      c.registration.GET(`${VIEWS_PATH}/{id}/Abrir`, { params: { path: { id } }, signal }),
    ),
  );
}

/** What a star marks: a report (its embed name) or a view (its id). */
export type Starred = { relatorio: string } | { visao: number };

/** Stars or unstars a report or a view. */
export async function star(c: ApiClients, target: Starred, on: boolean): Promise<void> {
  const call =
    'relatorio' in target
      ? on
        ? c.registration.PUT(`${FAVOURITES_PATH}/Relatorios/{nome}`, {
            params: { path: { nome: target.relatorio } },
          })
        : c.registration.DELETE(`${FAVOURITES_PATH}/Relatorios/{nome}`, {
            params: { path: { nome: target.relatorio } },
          })
      : on
        ? c.registration.PUT(`${FAVOURITES_PATH}/Visoes/{id}`, {
            params: { path: { id: target.visao } },
          })
        : c.registration.DELETE(`${FAVOURITES_PATH}/Visoes/{id}`, {
            params: { path: { id: target.visao } },
          });
  unwrap(await settle(call));
}

/** Whether `favourites` holds `target`. */
export const isStarred = (favourites: Favoritos | undefined, target: Starred): boolean =>
  favourites !== undefined &&
  ('relatorio' in target
    ? favourites.Relatorios.includes(target.relatorio)
    : favourites.Visoes.includes(target.visao));

/** `favourites` with `target` starred or not (what the list shows before the server answers). */
export function withStar(favourites: Favoritos, target: Starred, on: boolean): Favoritos {
  if ('relatorio' in target) {
    const others = favourites.Relatorios.filter((n) => n !== target.relatorio);
    return { ...favourites, Relatorios: on ? [...others, target.relatorio] : others };
  }
  const others = favourites.Visoes.filter((id) => id !== target.visao);
  return { ...favourites, Visoes: on ? [...others, target.visao] : others };
}

/**
 * The parts of a view of the page at `search` showing `filtros`: with a relative `periodo` its
 * dates are left out (the period moves with the days), else kept as chosen.
 */
export function viewParts(
  search: string,
  filtros: Filtros,
  periodo: RelativePeriod | null,
): Pick<VisaoEntrada, 'Filtros' | 'Periodo' | 'Endereco'> {
  const rest = new URLSearchParams(search);
  for (const key of FILTER_ADDRESS_KEYS) rest.delete(key);
  const kept: Filtros = {};
  for (const [key, value] of Object.entries(filtros) as [keyof Filtros, unknown][]) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    if (periodo !== null && (key === 'dataInicial' || key === 'dataFinal')) continue;
    (kept as Record<string, unknown>)[key] = value;
  }
  return { Filtros: kept, Periodo: periodo, Endereco: rest.toString() };
}

/** The search part of an opened view: the rest of its address with its filters written in. */
export const viewAddress = (filtros: Filtros, endereco: string): string =>
  filterAddress(filtros, endereco);
