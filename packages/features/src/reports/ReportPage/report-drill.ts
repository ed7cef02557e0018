// Drill-down: a row of a report opens the level below it where the data has one. A brand of a
// brand report opens the model report of the same span filtered to that brand (the engine counts
// models there); a region of the region hierarchy opens the same report filtered to the region
// (its areas and their cities), an area filtered to the area (its cities). The filter goes into
// the address, with the report the reader came from, so the level survives a reload and its
// breadcrumb leads back up (docs/decisions/0195).
import type { Definicao, Filtros, Resultado } from './report-queries';

type Row = Resultado['Linhas'][number];

/** The brand reports and the model report one level below each (same span, same period rule). */
const MODELS_OF: Readonly<Record<string, string>> = {
  MarcaMes: 'ModeloMes',
  MarcaAno: 'ModeloAno',
  RankingMarca: 'RankingModelo',
};

/** The region hierarchy, which drills within itself. */
export const HIERARCHY = 'RegiaoAreaMunicipio';

/** The address key naming the report a drilled page was opened from. */
export const FROM_KEY = 'acima';

/**
 * Where a row leads: another report (a new page) or the same one with narrower filters; `column`
 * is the row's cell that names what opens (the brand, the region, the area).
 */
export type DrillTarget = { column: string; filtros: Filtros } & (
  { kind: 'page'; nome: string } | { kind: 'same' }
);

const idOf = (value: Row[string] | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * Where pressing `row` of report `nome` leads, or null for a row at the deepest level (a model, a
 * city, the level already shown). `allowed` says whether the reader may open a report at all.
 */
export function drillOf(
  nome: string,
  row: Row,
  filtros: Filtros,
  allowed: (nome: string) => boolean,
): DrillTarget | null {
  const models = MODELS_OF[nome];
  if (models) {
    const brand = idOf(row.fabricanteId);
    return brand !== null && allowed(models)
      ? {
          kind: 'page',
          nome: models,
          column: 'marca',
          filtros: { ...filtros, fabricanteId: [brand] },
        }
      : null;
  }
  if (nome !== HIERARCHY) return null;
  const region = idOf(row.regiaoOperacionalId);
  const area = idOf(row.areaInfluenciaId);
  // A city row has a city; a parent's row leaves the deeper levels blank.
  if (row.municipio !== '' || region === null) return null;
  if (area === null)
    return filtros.regiaoOperacionalId?.length
      ? null
      : { kind: 'same', column: 'regiao', filtros: { ...filtros, regiaoOperacionalId: [region] } };
  return filtros.areaInfluenciaId?.length
    ? null
    : {
        kind: 'same',
        column: 'areaInfluencia',
        filtros: { ...filtros, regiaoOperacionalId: [region], areaInfluenciaId: [area] },
      };
}

/** A step of the trail back up: its text and the filters (and page) it opens. */
export interface DrillCrumb {
  id: string;
  label: string;
  /** The report the step opens when it is another page. */
  nome?: string;
  filtros: Filtros;
}

const without = (filtros: Filtros, ...keys: (keyof Filtros)[]): Filtros =>
  Object.fromEntries(
    Object.entries(filtros).filter(([key]) => !keys.includes(key as keyof Filtros)),
  );

/** The first row's text in `key` among rows kept by `keep` (the name of the level shown). */
const nameIn = (rows: readonly Row[], key: string, keep: (r: Row) => boolean) => {
  const value = rows.find(keep)?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/**
 * The trail from the top level to the one shown, or an empty list on a page opened at its top.
 * `from` is the report a model page was drilled from (the address's `acima`).
 */
export function drillCrumbs(
  nome: string,
  filtros: Filtros,
  rows: readonly Row[],
  definitions: readonly Definicao[],
  from: string | null,
  allLabel: string,
): DrillCrumb[] {
  if (nome === HIERARCHY) {
    const [region] = filtros.regiaoOperacionalId ?? [];
    const [area] = filtros.areaInfluenciaId ?? [];
    if (region === undefined && area === undefined) return [];
    const crumbs: DrillCrumb[] = [
      {
        id: 'top',
        label: allLabel,
        filtros: without(filtros, 'regiaoOperacionalId', 'areaInfluenciaId'),
      },
    ];
    const regionName = nameIn(rows, 'regiao', (r) => r.regiaoOperacionalId === region);
    if (region !== undefined && regionName)
      crumbs.push({
        id: 'region',
        label: regionName,
        filtros: without(filtros, 'areaInfluenciaId'),
      });
    const areaName = nameIn(rows, 'areaInfluencia', (r) => r.areaInfluenciaId === area);
    if (area !== undefined && areaName) crumbs.push({ id: 'area', label: areaName, filtros });
    return crumbs;
  }
  const origin = definitions.find((d) => d.Nome === from && MODELS_OF[d.Nome] === nome);
  const [brand] = filtros.fabricanteId ?? [];
  if (!origin || brand === undefined) return [];
  return [
    {
      id: 'top',
      label: origin.Titulo,
      nome: origin.Nome,
      filtros: without(filtros, 'fabricanteId'),
    },
    {
      id: 'brand',
      label: nameIn(rows, 'marca', () => true) ?? String(brand),
      filtros,
    },
  ];
}
