// Drill-down: a row of a report opens the level below it where the data has one, always with the
// same days and the row's id as a filter, so the level's figures add up to the row's
// (docs/decisions/0262). Brands open their models (the model report of the same span, or the
// dynamic table by model for a free period), a model its versions (the dynamic table by version:
// no report lists them), a segment its models; a region its areas, an area its cities, a city its
// dealerships (the dynamic table by dealership, whose "not given" row holds what no dealership
// billed). The dynamic table drills within itself a dimension at a time, the parent kept as its
// first row dimension. The trail back up is in the address (drill-trail.ts).
import { PIVOT_REPORT } from './pivot-choice';
import { type DrillKey, type Level, type Step } from './drill-trail';
import type { Definicao, Filtros, Resultado } from './report-queries';

export { FROM_KEY, readTrail, writeTrail, type Level, type Step } from './drill-trail';

type Row = Resultado['Linhas'][number];
/** The days a run covered. */
export interface Span {
  dataInicial?: string;
  dataFinal?: string;
}

/** The region hierarchy, which drills within itself. */
export const HIERARCHY = 'RegiaoAreaMunicipio';

/** A way down: the level it opens, the filter the row's id goes into, the cell naming the row. */
interface Edge {
  to: Level;
  key: DrillKey;
  column: string;
  /** The level below reads both dates where this one reads only the end: it gets the run's days. */
  span?: true;
}

const pivotBy = (parent: string, child: string): Level => ({
  nome: PIVOT_REPORT,
  linhas: [parent, child],
});
const VERSIONS: Edge = {
  to: pivotBy('modelo', 'versao'),
  key: 'modeloId',
  column: 'modelo',
  span: true,
};
const DEALERSHIPS: Edge = {
  to: pivotBy('municipio', 'concessionaria'),
  key: 'municipioId',
  column: 'municipio',
  span: true,
};

/** The reports whose every row opens one level below (the hierarchy and the table aside). */
const EDGES: Readonly<Record<string, Edge>> = {
  Marca: { to: pivotBy('marca', 'modelo'), key: 'fabricanteId', column: 'marca', span: true },
  BoletimDiario: {
    to: pivotBy('marca', 'modelo'),
    key: 'fabricanteId',
    column: 'marca',
    span: true,
  },
  MarcaMes: { to: { nome: 'ModeloMes' }, key: 'fabricanteId', column: 'marca' },
  MarcaAno: { to: { nome: 'ModeloAno' }, key: 'fabricanteId', column: 'marca' },
  RankingMarca: { to: { nome: 'RankingModelo' }, key: 'fabricanteId', column: 'marca' },
  ModeloMes: VERSIONS,
  ModeloAno: VERSIONS,
  RankingModelo: VERSIONS,
  SegmentoMes: { to: { nome: 'ModeloMes' }, key: 'segmentoId', column: 'segmento' },
  SegmentoAcumulado: { to: { nome: 'RankingModelo' }, key: 'segmentoId', column: 'segmento' },
  Regiao: { to: { nome: 'AreaInfluencia' }, key: 'regiaoOperacionalId', column: 'regiao' },
  AreaInfluencia: {
    to: { nome: 'CidadeConcessionaria' },
    key: 'areaInfluenciaId',
    column: 'areaInfluencia',
  },
  CidadeConcessionaria: DEALERSHIPS,
  RankingCidade: DEALERSHIPS,
};

/** The dynamic table's dimension below each, and the filter its rows' ids go into. */
const PIVOT_CHILD: Readonly<Record<string, { child: string; key: DrillKey }>> = {
  marca: { child: 'modelo', key: 'fabricanteId' },
  modelo: { child: 'versao', key: 'modeloId' },
  segmento: { child: 'modelo', key: 'segmentoId' },
  regiao: { child: 'areaInfluencia', key: 'regiaoOperacionalId' },
  areaInfluencia: { child: 'municipio', key: 'areaInfluenciaId' },
  municipio: { child: 'concessionaria', key: 'municipioId' },
};

/**
 * Where a row leads: a level (`same`: the level shown, narrower; else another report's page), the
 * filters it opens with, the filter the row set and the cell that names the row (its link).
 */
export interface DrillTarget {
  level: Level;
  filtros: Filtros;
  key: DrillKey;
  column: string;
  /** The row's name, the trail's step. */
  label: string;
}

const idOf = (value: Row[string] | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/** The edge a row of the hierarchy takes: a region's, an area's, a city's (parents leave theirs blank). */
function hierarchyEdge(row: Row, filtros: Filtros): Edge | null {
  if (typeof row.municipio === 'string' && row.municipio !== '') return DEALERSHIPS;
  if (idOf(row.areaInfluenciaId) !== null)
    return filtros.areaInfluenciaId?.length
      ? null
      : { to: { nome: HIERARCHY }, key: 'areaInfluenciaId', column: 'areaInfluencia' };
  return filtros.regiaoOperacionalId?.length
    ? null
    : { to: { nome: HIERARCHY }, key: 'regiaoOperacionalId', column: 'regiao' };
}

/** The edge a row of the dynamic table takes: its last row dimension's, one level down. */
function pivotEdge(linhas: readonly string[], row: Row): Edge | null {
  const last = linhas.at(-1);
  const below = last === undefined ? undefined : PIVOT_CHILD[last];
  if (!last || !below || row.nivel === 'subtotal') return null;
  return { to: pivotBy(last, below.child), key: below.key, column: last };
}

/**
 * Where pressing `row` of `level` leads, or null for a row at the deepest level, a row without the
 * id the level below needs, or a level the reader may not open (`allowed`). `span` is the run's
 * days, which a report reading only the end date hands to a level that reads both.
 */
export function drillOf(
  level: Level,
  row: Row,
  filtros: Filtros,
  allowed: (nome: string) => boolean,
  span: Span = filtros,
): DrillTarget | null {
  const edge =
    level.nome === PIVOT_REPORT
      ? pivotEdge(level.linhas ?? [], row)
      : level.nome === HIERARCHY
        ? hierarchyEdge(row, filtros)
        : (EDGES[level.nome] ?? null);
  if (!edge || !allowed(edge.to.nome)) return null;
  const id = idOf(row[edge.key]);
  const name = row[edge.column];
  if (id === null) return null;
  return {
    level: edge.to,
    key: edge.key,
    column: edge.column,
    label: typeof name === 'string' && name !== '' ? name : String(id),
    filtros: {
      ...filtros,
      ...(edge.span ? { dataInicial: span.dataInicial, dataFinal: span.dataFinal } : {}),
      [edge.key]: [id],
    },
  };
}

/** Whether two levels are the same page in the same arrangement. */
export const sameLevel = (a: Level, b: Level) =>
  a.nome === b.nome && (a.linhas ?? []).join() === (b.linhas ?? []).join();

/** A step of the trail back up: its text, the level it opens, its filters and its own trail. */
export interface DrillCrumb {
  id: string;
  label: string;
  level: Level;
  filtros: Filtros;
  trail: Step[];
}

const without = (filtros: Filtros, keys: readonly DrillKey[]): Filtros =>
  Object.fromEntries(
    Object.entries(filtros).filter(([key]) => !(keys as readonly string[]).includes(key)),
  );

/**
 * The trail from the top level to the one shown (`level`, the last crumb), or an empty list on a
 * page opened at its top. Each crumb opens its level with the filters of the steps above it; the
 * top one is named by its report's title ("every region" for the hierarchy).
 */
export function drillCrumbs(
  level: Level,
  filtros: Filtros,
  trail: readonly Step[],
  definitions: readonly Definicao[],
  allLabel: string,
): DrillCrumb[] {
  const [top] = trail;
  if (!top) return [];
  const title =
    top.level.nome === HIERARCHY
      ? allLabel
      : (definitions.find((d) => d.Nome === top.level.nome)?.Titulo ?? top.level.nome);
  const keysBelow = (i: number) => trail.slice(i).map((s) => s.key);
  return [
    { id: '0', label: title, level: top.level, filtros: without(filtros, keysBelow(0)), trail: [] },
    ...trail.map((step, i) => ({
      id: String(i + 1),
      label: step.label,
      level: trail[i + 1]?.level ?? level,
      filtros: without(filtros, keysBelow(i + 1)),
      trail: trail.slice(0, i + 1),
    })),
  ];
}
