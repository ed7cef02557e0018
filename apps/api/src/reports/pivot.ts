// The dynamic table (EmplacamentoPivotGrid): the user picks one or two row dimensions, at most one
// column dimension from a fixed allow-list, the filters and the measure; the engine answers every
// cell, a subtotal row after each group of the first row dimension (when there are two) and the
// grand totals, all from the engine's one read, so the rollups serve what they keep and the
// registrations only what they lack (models and dealerships in partial months). The share measure
// is each cell's part of its column (a brand's share of each month) in the whole market of the
// scope: a brand filter chooses the rows shown, never the whole they are a share of, as in the other
// reports; without one every column of the totals row is 100 %. A table larger than MAX_CELLS is
// refused with a clear message instead of answered.
import { fieldError } from '../http/contract.js';
import { invalid } from '../http/problem.js';
import type { Coluna, Linha, ReportDefinition, RunContext, Shaped } from './definition.js';
import { chosenOrMonthToDate } from './periods.js';
import {
  classifiers,
  dimensionColumns,
  DIMENSIONS,
  ID_FIELDS,
  idOf,
  isDimension,
  readFor,
  type DimensionKey,
  type Value,
} from './pivot-dimensions.js';
import { share } from './read.js';
import { participacao, quantidade, text, totalCol } from './shaping.js';
import { columnTitle, compareText } from './texts.js';

/** Cells (value and total columns × rows, subtotals and totals included) a table may have. */
export const MAX_CELLS = 20_000;
const MEASURES = ['quantidade', 'participacao'] as const;
type Measure = (typeof MEASURES)[number];

/** A value of a dimension with the registrations under it, per column value and in all. */
interface Group extends Value {
  total: number;
  byColumn: Map<string, number>;
  children: Map<string, Group>;
}

const group = (v: Value): Group => ({ ...v, total: 0, byColumn: new Map(), children: new Map() });

/** Periods in calendar order; every other value by its registrations, then by label. */
const ordered = <T extends Value & { total: number }>(values: Iterable<T>): T[] =>
  [...values].sort((a, b) =>
    a.chronological
      ? a.key.localeCompare(b.key)
      : b.total - a.total || compareText(a.label, b.label),
  );

/** The request's choice, checked: 400 with the field for an unknown or repeated dimension. */
function choiceOf(ctx: RunContext): {
  first: DimensionKey;
  second: DimensionKey | null;
  column: DimensionKey | null;
  measure: Measure;
} {
  const rows =
    ctx.pedido.dimensoes && ctx.pedido.dimensoes.length > 0 ? ctx.pedido.dimensoes : ['marca'];
  const columns = ctx.pedido.colunas ?? [];
  const values = DIMENSIONS.join(', ');
  const errors = [
    ...rows.map((d, i) => ({ field: `dimensoes.${String(i)}`, d })),
    ...columns.map((d, i) => ({ field: `colunas.${String(i)}`, d })),
  ].flatMap(({ field, d }, index, all) => {
    if (!isDimension(d))
      return [fieldError(field, { code: 'campo.valores-permitidos', params: { field, values } })];
    if (all.findIndex((o) => o.d === d) < index)
      return [fieldError(field, { code: 'campo.dimensao-repetida', params: { field, value: d } })];
    return [];
  });
  if (rows.length > 2)
    errors.push(
      fieldError('dimensoes', {
        code: 'campo.dimensoes-demais',
        params: { field: 'dimensoes', max: 2 },
      }),
    );
  const medida = ctx.pedido.medida ?? 'quantidade';
  if (!(MEASURES as readonly string[]).includes(medida))
    errors.push(
      fieldError('medida', {
        code: 'campo.valores-permitidos',
        params: { field: 'medida', values: MEASURES.join(', ') },
      }),
    );
  const [first = 'marca', second = null] = rows.filter(isDimension);
  // No rollup keeps versions: they are counted from the registrations, of some models only.
  if ([...rows, ...columns].includes('versao') && ctx.scope.modelos === null)
    errors.push(
      fieldError('filtros.modeloId', {
        code: 'campo.versao-sem-modelo',
        params: { field: 'filtros.modeloId' },
      }),
    );
  if (errors.length > 0) throw invalid(errors);
  return { first, second, column: columns.find(isDimension) ?? null, measure: medida as Measure };
}

/** Adds `q` registrations under `g` in the column `column` ('' without a column dimension). */
function add(g: { total: number; byColumn: Map<string, number> }, column: string, q: number) {
  g.total += q;
  g.byColumn.set(column, (g.byColumn.get(column) ?? 0) + q);
}

/** The pivot of a run: the cells, subtotals and totals in the chosen measure. */
export async function pivot(ctx: RunContext): Promise<Shaped> {
  const { first: k0, second: k1, column: colDim, measure } = choiceOf(ctx);
  const rowDims = k1 ? [k0, k1] : [k0];
  const chosen = colDim ? [...rowDims, colDim] : rowDims;
  const { bucket, por } = readFor(chosen);
  const [sums, classify] = await Promise.all([
    ctx.read(ctx.periodo.first, ctx.periodo.last, bucket, por),
    classifiers(ctx, chosen),
  ]);
  const first = classify[k0];
  const second = k1 ? classify[k1] : null;
  const columnOf = colDim ? classify[colDim] : null;

  const groups = new Map<string, Group>();
  const columnValues = new Map<string, Value & { total: number }>();
  const grand = { total: 0, byColumn: new Map<string, number>() };
  // Every brand's registrations, the brand filter's or not: what the shares are of.
  const market = { total: 0, byColumn: new Map<string, number>() };
  for (const r of sums) {
    if (r.q === 0) continue;
    const c = columnOf ? columnOf(r) : null;
    const ck = c?.key ?? '';
    add(market, ck, r.q);
    if (ctx.scope.fabricantes && !ctx.scope.fabricantes.includes(r.fabricante_id)) continue;
    if (c) {
      const seen = columnValues.get(ck) ?? { ...c, total: 0 };
      seen.total += r.q;
      columnValues.set(ck, seen);
    }
    add(grand, ck, r.q);
    const v0 = first(r);
    const g0 = groups.get(v0.key) ?? group(v0);
    groups.set(v0.key, g0);
    add(g0, ck, r.q);
    if (second) {
      const v1 = second(r);
      const g1 = g0.children.get(v1.key) ?? group(v1);
      g0.children.set(v1.key, g1);
      add(g1, ck, r.q);
    }
  }

  const cols = ordered(columnValues.values());
  const leaves = [...groups.values()].reduce((n, g) => n + Math.max(g.children.size, 1), 0);
  const lines = leaves + (second ? groups.size : 0) + 1;
  const cells = lines * (cols.length + 1);
  if (cells > MAX_CELLS)
    throw invalid([
      fieldError('dimensoes', {
        code: 'campo.celulas-demais',
        params: { field: 'dimensoes', cells, max: MAX_CELLS },
      }),
    ]);

  const keyOf = (i: number) => `c${String(i)}`;
  const cellsOf = (g: { total: number; byColumn: Map<string, number> }): Linha => {
    const out: Linha = {};
    cols.forEach((c, i) => {
      const q = g.byColumn.get(c.key) ?? 0;
      out[keyOf(i)] = measure === 'quantidade' ? q : share(q, market.byColumn.get(c.key) ?? 0);
    });
    out.total = measure === 'quantidade' ? g.total : share(g.total, market.total);
    return out;
  };
  // The ids of a row's values, under their filters' names (what opens the level below).
  const ids = (d: DimensionKey, v: Value): Linha => {
    const field = ID_FIELDS[d];
    return field ? { [field]: idOf(v) } : {};
  };
  const linhas: Linha[] = [];
  for (const g0 of ordered(groups.values())) {
    if (!k1) {
      linhas.push({ [k0]: g0.label, ...ids(k0, g0), ...cellsOf(g0) });
      continue;
    }
    for (const g1 of ordered(g0.children.values()))
      linhas.push({
        [k0]: g0.label,
        [k1]: g1.label,
        ...ids(k0, g0),
        ...ids(k1, g1),
        ...cellsOf(g1),
      });
    linhas.push({
      [k0]: g0.label,
      ...ids(k0, g0),
      [k1]: columnTitle('subtotal', ctx.locale),
      nivel: 'subtotal',
      ...cellsOf(g0),
    });
  }
  const kind = measure === 'quantidade' ? quantidade.tipo : participacao.tipo;
  const colunas: Coluna[] = [
    ...rowDims.map((d) => text(d)),
    ...cols.map((c, i) => ({ chave: keyOf(i), tipo: kind, rotulo: c.label })),
    { ...totalCol, tipo: kind },
  ];
  return {
    colunas,
    linhas,
    totais: { ...Object.fromEntries(rowDims.map((d) => [d, null])), ...cellsOf(grand) },
  };
}

export const pivotDefinition: ReportDefinition = {
  nome: 'EmplacamentoPivotGrid',
  dimensoes: dimensionColumns,
  medidas: [quantidade, participacao],
  // The rows come grouped, each subtotal after its group: the engine keeps this order.
  ordem: [],
  ordemPropria: true,
  // Its columns are the request's dimensions, and a column dimension's values.
  colunasDaExecucao: true,
  periodo: chosenOrMonthToDate,
  shape: pivot,
};
