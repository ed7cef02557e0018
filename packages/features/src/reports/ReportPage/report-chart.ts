// The chart of a report, from the same rows as its table: months down the axis for the monthly
// charts (counts, or daily averages where the report has them, as bars; shares as a line on a
// second axis); a line per row for the pivots of shares per month (brands compared over time);
// the whole market against the own brand for the period pivots of counts (per day, month or
// year); otherwise the largest rows (brands, models, dealerships, places, segments) as bars with
// the own brand in the tenant's colour, drawing the report's first measure when it is a share.
// A last month (or year) the data cover only in part is marked so, the chart drawing it apart.
import {
  carriesInformation,
  coveredUntil,
  dayAndMonth,
  isPartialPeriod,
} from '../../dashboard/KpiDashboard/chart-facts';
import type { ChartSeries, ChartSpec } from '../../dashboard/KpiDashboard/KpiChart';
import { NAME_PARTS } from '../../dashboard/KpiDashboard/kpi-format';
import { monthLabel } from './report-format';
import type { Resultado } from './report-queries';

type Row = Resultado['Linhas'][number];
const num = (v: Row[string] | undefined) => (typeof v === 'number' ? v : 0);
/** How many brands a brand chart shows: more is unreadable on a phone. */
const TOP = 12;
/** How many lines a comparison draws: the own brand and the largest others, each in its colour. */
const LINES = 4;

/** Texts the chart needs. */
export interface ChartTexts {
  allBrands: string;
  categoryLabel: string;
  /** A period's label when its data stop before its end ("dez. de 2026 (parcial)"). */
  partial?: (label: string) => string;
  /** What the tooltip of that period adds, the day its data stop written "dd/mm". */
  partialUntil?: (day: string) => string;
}

/**
 * The last day a run's data cover: the earliest of the run's last day (`Periodo.DataFinal`), the
 * data's last registration day (`DadosAte`) and `today` on the product's clock.
 */
export const runCoveredUntil = (result: Resultado, today?: string): string | null =>
  coveredUntil(result.Periodo?.DataFinal, result.DadosAte, today);

/** The period (yyyy, yyyy-MM or yyyy-MM-dd) of a period pivot's column (p2026, p202611, …). */
const periodOfKey = (key: string): string => {
  const digits = key.slice(1);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
};

/**
 * The chart with its last category marked partial where `period`, the period it stands for, is
 * covered only up to `until`: its label by `texts.partial`, its tooltip by `texts.partialUntil`.
 */
function markPartial(
  spec: ChartSpec,
  period: string | undefined,
  until: string | null,
  texts: ChartTexts,
  locale: string,
): ChartSpec {
  if (period === undefined || !until || !isPartialPeriod(period, until)) return spec;
  const last = spec.categories.length - 1;
  return {
    ...spec,
    categories: spec.categories.map((c, i) => (i === last && texts.partial ? texts.partial(c) : c)),
    ...(texts.partialUntil ? { partial: texts.partialUntil(dayAndMonth(until, locale)) } : {}),
  };
}

/** A line per row over the period columns of shares: the own brand first, then the largest. */
function sharesOverTime(result: Resultado, periods: Resultado['Colunas'], texts: ChartTexts) {
  const size = (r: Row) => num(r.quantidade ?? r.total);
  const rows = [...result.Linhas]
    .sort((a, b) => Number(b.propria === true) - Number(a.propria === true) || size(b) - size(a))
    .slice(0, LINES);
  const label = result.Colunas.find((c) => c.Tipo === 'texto');
  return {
    categoryLabel: texts.categoryLabel,
    categories: periods.map((c) => c.Titulo),
    series: rows.map((r, i): ChartSeries => ({
      name: String(label ? r[label.Chave] : i),
      kind: 'line',
      unit: 'percent',
      tone: r.propria === true ? 'primary' : 'series',
      values: periods.map((c) => num(r[c.Chave])),
    })),
  };
}

/**
 * The name of each bar: the row's first text column (brand, model, dealership, city, region,
 * segment); where two bars would share it (Invasao: a dealership invading two areas), the text
 * column that tells most of them apart is added, and so on until each bar has its own name.
 */
export function namesOf(
  rows: readonly Row[],
  columns: Resultado['Colunas'],
): { title: string; names: string[] } {
  const nameWith = (used: Resultado['Colunas']) =>
    rows.map((r) => used.map((c) => String(r[c.Chave] ?? '')).join(NAME_PARTS));
  const distinct = (names: string[]) => new Set(names).size;
  const used = columns.slice(0, 1);
  let names = nameWith(used);
  while (distinct(names) < names.length) {
    // The column that tells most bars apart, if any tells more than those used so far.
    let best: { column: Resultado['Colunas'][number]; names: string[] } | null = null;
    for (const column of columns) {
      if (used.includes(column)) continue;
      const tried = nameWith([...used, column]);
      if (distinct(tried) > distinct(best?.names ?? names)) best = { column, names: tried };
    }
    if (!best) break;
    used.push(best.column);
    names = best.names;
  }
  return { title: used.map((c) => c.Titulo).join(NAME_PARTS), names };
}

/**
 * The chart a run's page draws beside its table, or null where it would carry no information
 * (`carriesInformation`): the page shows the table alone.
 */
export function chartSpecOf(
  result: Resultado,
  texts: ChartTexts,
  locale: string,
  /** The report's first measure: a share there is what its chart draws. */
  firstMeasure?: string,
  /** Today in São Paulo (yyyy-MM-dd): no data reach past it. @default none */
  today?: string,
): ChartSpec | null {
  const spec = drawnSpecOf(result, texts, locale, firstMeasure);
  if (!spec || !carriesInformation(spec)) return null;
  const until = runCoveredUntil(result, today);
  const [first] = result.Colunas;
  if (first?.Chave === 'mes') return markPartial(spec, lastMonth(result), until, texts, locale);
  const periods = result.Colunas.filter((c) => /^p\d+$/.test(c.Chave));
  const lastKey = periods.at(-1)?.Chave;
  return markPartial(spec, lastKey ? periodOfKey(lastKey) : undefined, until, texts, locale);
}

/** The month of a monthly report's last row. */
const lastMonth = (result: Resultado): string | undefined => {
  const month = result.Linhas.at(-1)?.mes;
  return typeof month === 'string' ? month : undefined;
};

/**
 * The rows a chart of the largest rows draws, one bar each in its order, with the measure they
 * are drawn by (the count the rows are about, or the report's first measure when it is a share).
 */
export function barRowsOf(
  result: Resultado,
  firstMeasure?: string,
): { measure: Resultado['Colunas'][number]; share: boolean; rows: Row[] } | null {
  const share = result.Colunas.find((c) => c.Chave === firstMeasure && c.Tipo === 'percentual');
  const measure =
    share ??
    result.Colunas.find((c) => ['quantidade', 'todas', 'total'].includes(c.Chave)) ??
    result.Colunas.find((c) => c.Tipo === 'inteiro' && c.Chave !== 'posicao');
  if (!measure) return null;
  const rows = [...result.Linhas]
    .sort((a, b) => num(b[measure.Chave]) - num(a[measure.Chave]))
    .slice(0, TOP);
  return { measure, share: share !== undefined, rows };
}

/** The chart of a run before {@link carriesInformation} has its say. */
function drawnSpecOf(
  result: Resultado,
  texts: ChartTexts,
  locale: string,
  firstMeasure?: string,
): ChartSpec | null {
  const [first] = result.Colunas;
  if (!first || result.Linhas.length === 0) return null;
  if (first.Chave === 'mes') {
    const all = result.Colunas.filter((c) => c.Chave !== 'mes' && c.Chave !== 'total');
    // Daily averages, where a report has them, stand for its counts (a month's count depends on
    // how many days it had).
    const averages = all.some((c) => c.Tipo === 'decimal');
    const measures = all.filter((c) =>
      averages ? c.Tipo === 'decimal' || c.Tipo === 'percentual' : c.Tipo !== 'decimal',
    );
    const counts = measures.filter((c) => c.Tipo === 'inteiro');
    const bars = measures.filter((c) => c.Tipo !== 'percentual');
    const series: ChartSeries[] = measures.map((c) => ({
      name: c.Titulo,
      kind: c.Tipo === 'percentual' ? 'line' : 'bar',
      unit: c.Tipo === 'percentual' ? 'percent' : 'count',
      tone: c.Tipo === 'percentual' ? 'primary' : 'series',
      values: result.Linhas.map((r) => num(r[c.Chave])),
      ...(c.Tipo === 'percentual' ? { secondAxis: bars.length > 0 } : {}),
      ...(c.Tipo === 'inteiro' && counts.length > 1 ? { stack: 'total' } : {}),
    }));
    const categories = result.Linhas.map((r) => monthLabel(String(r.mes), locale));
    return { categoryLabel: first.Titulo, categories, series };
  }
  const periods = result.Colunas.filter((c) => /^p\d+$/.test(c.Chave));
  if (periods.some((c) => c.Tipo === 'percentual')) return sharesOverTime(result, periods, texts);
  if (periods.length > 0) {
    // The own brand's line: its row in a brand pivot, the sum of its models' rows in a model pivot.
    const ownRows = result.Linhas.filter((r) => r.propria === true);
    const own = ownRows[0];
    const series: ChartSeries[] = [
      {
        name: texts.allBrands,
        kind: 'bar',
        unit: 'count',
        tone: 'muted',
        values: periods.map((c) => num(result.Totais?.[c.Chave])),
      },
    ];
    if (own)
      series.push({
        name: String(own.marca),
        kind: 'line',
        unit: 'count',
        tone: 'primary',
        values: periods.map((c) => ownRows.reduce((sum, r) => sum + num(r[c.Chave]), 0)),
      });
    return { categoryLabel: texts.categoryLabel, categories: periods.map((c) => c.Titulo), series };
  }
  // The count the rows are about (registrations, all brands of a place), else the first count.
  const bars = barRowsOf(result, firstMeasure);
  const textColumns = result.Colunas.filter((c) => c.Tipo === 'texto');
  if (!bars || textColumns.length === 0) return null;
  const { measure, share, rows: top } = bars;
  const own = top.findIndex((r) => r.propria === true);
  const labels = namesOf(top, textColumns);
  return {
    categoryLabel: labels.title,
    categories: labels.names,
    horizontal: true,
    ...(own >= 0 ? { highlight: own } : {}),
    series: [
      {
        name: measure.Titulo,
        kind: 'bar',
        unit: share ? 'percent' : 'count',
        tone: 'muted',
        values: top.map((r) => num(r[measure.Chave])),
      },
    ],
  };
}
