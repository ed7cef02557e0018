import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@emplacamento/ui';
import { carriesInformation } from './chart-facts';
import type { BarSeriesOption, ChartOption, LineSeriesOption } from './echarts';
import { barLabel, formatValue, labelChars, labelLines, type Unit } from './kpi-format';
import * as styles from './kpi-styles';
import { useEChart, type ChartColors } from './use-echart';

/** One series of a chart: a bar or a line over the chart's categories. */
export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: readonly number[];
  unit: Unit;
  /** Bars of one stack pile up. @default none */
  stack?: string;
  /** The second value axis (a share beside counts). @default false */
  secondAxis?: boolean;
  /**
   * What paints it: `primary` the tenant's colour (the own brand's figures), `muted` the grey of
   * the rest of the market, `series` the skin's chart palette, the next colour in order.
   */
  tone: 'primary' | 'series' | 'muted';
}

/** What a chart shows; its data table and its description come from the same data. */
export interface ChartSpec {
  /** The categories (brands, months, days), already written for the reader. */
  categories: readonly string[];
  /** The header of the categories' column in the data table. */
  categoryLabel: string;
  series: readonly ChartSeries[];
  /** Bars along the vertical axis (long brand names). @default false */
  horizontal?: boolean;
  /** The category drawn in the tenant's colour (its own brand). @default none */
  highlight?: number;
  /**
   * The last category is a period the data cover only in part (the month in progress): its bar is
   * drawn hatched, the line up to it dashed, and its tooltip adds this line ("Parcial: dados até
   * 02/12"). Its label says so already ("dez. de 2026 (parcial)"). @default none
   */
  partial?: string;
}

/** Props of {@link KpiChart}. */
export interface KpiChartProps {
  /** What the chart is about; names its description and its table. */
  title: string;
  spec: ChartSpec;
  /**
   * Called with the index of the category whose bar is clicked (a report's row opens the level
   * below); without it the bars are not clickable. @default none
   */
  onPick?: (index: number) => void;
}

/** `text` safe inside the tooltip's HTML (names come from the data). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** A hex colour at `alpha` (the hatching of a partial bar over its own colour). */
function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${String(r)}, ${String(g)}, ${String(b)}, ${String(alpha)})`;
}

/** The colour of each series: the tenant's, the grey, or the palette's next. */
function seriesPaint(spec: ChartSpec, colors: ChartColors): string[] {
  let next = 0;
  return spec.series.map((s) => {
    if (s.tone === 'primary') return colors.primary;
    if (s.tone === 'muted') return colors.other;
    const color = colors.series[next % colors.series.length] ?? colors.primary;
    next += 1;
    return color;
  });
}

/** What ECharts hands the tooltip's formatter for each series at the axis pointer. */
interface AxisParam {
  seriesIndex?: number;
  seriesName?: string;
  dataIndex?: number;
  axisValueLabel?: string;
  marker?: unknown;
  value?: unknown;
}

/** The number an item holds, whether given as such or as `{ value }`. */
const numberOf = (value: unknown): number | null => {
  const v = typeof value === 'object' && value !== null && 'value' in value ? value.value : value;
  return typeof v === 'number' ? v : null;
};

function optionOf(spec: ChartSpec, colors: ChartColors, locale: string, width: number) {
  const axisLabel = { color: colors.muted, fontFamily: colors.font, hideOverlap: true };
  const categoryAxis = {
    type: 'category' as const,
    data: [...spec.categories],
    // Names beside horizontal bars take at most about two fifths of the chart (the tooltip and
    // the data table give them whole): on a phone the bars keep their room. Measured in
    // characters, about 6.5 px each in the chart's 12 px font, so the component knows how many
    // lines they take and makes the chart as tall as they need.
    axisLabel: spec.horizontal
      ? {
          ...axisLabel,
          lineHeight: 15,
          formatter: (name: string) => barLabel(name, labelChars(width)),
        }
      : axisLabel,
    axisLine: { lineStyle: { color: colors.grid } },
    inverse: spec.horizontal === true,
  };
  const valueAxis = (unit: Unit) => ({
    type: 'value' as const,
    // Counts never tick between whole numbers; labels that would overlap on a phone are dropped.
    ...(unit === 'count' ? { minInterval: 1 } : {}),
    axisLabel: {
      ...axisLabel,
      hideOverlap: true,
      formatter: (v: number) => formatValue(v, unit, locale),
    },
    splitLine: { lineStyle: { color: colors.grid } },
  });
  const units = [spec.series.find((s) => s.secondAxis !== true)?.unit ?? 'count'];
  const second = spec.series.find((s) => s.secondAxis === true);
  const valueAxes = second
    ? [valueAxis(units[0] ?? 'count'), valueAxis(second.unit)]
    : [valueAxis(units[0] ?? 'count')];
  const paint = seriesPaint(spec, colors);
  const last = spec.categories.length - 1;
  const partial = spec.partial !== undefined && last >= 1;
  // A partial bar keeps its colour's outline, dashed, over a lighter fill hatched with the card's
  // colour: visibly not a whole period, in any colour and for a reader who sees no colour.
  const partialBar = (color: string) => ({
    color: withAlpha(color, 0.55),
    borderColor: color,
    borderWidth: 1.5,
    borderType: 'dashed' as const,
    decal: {
      symbol: 'rect',
      symbolSize: 1,
      color: withAlpha(colors.surface, 0.6),
      dashArrayX: [1, 0],
      dashArrayY: [3, 3],
      rotation: -Math.PI / 4,
    },
  });
  // The tooltip in the reader's language: the category (and how far a partial one goes), then
  // each series once (a partial line is drawn as two) with its value in its own unit.
  const tooltipOf = (params: AxisParam | AxisParam[]) => {
    const items = Array.isArray(params) ? params : [params];
    const index = items[0]?.dataIndex ?? 0;
    const head = escapeHtml(items[0]?.axisValueLabel ?? spec.categories[index] ?? '');
    const note = partial && index === last ? `<br/>${escapeHtml(spec.partial ?? '')}` : '';
    const seen = new Set<string>();
    const lines = items.flatMap((item) => {
      const name = item.seriesName ?? '';
      const value = numberOf(item.value);
      const series = spec.series.find((s) => s.name === name);
      if (seen.has(name) || value === null || !series) return [];
      seen.add(name);
      const marker = typeof item.marker === 'string' ? item.marker : '';
      return [
        `${marker}${escapeHtml(name)}&nbsp;&nbsp;<strong>${escapeHtml(formatValue(value, series.unit, locale))}</strong>`,
      ];
    });
    return `<strong>${head}</strong>${note}<br/>${lines.join('<br/>')}`;
  };
  const option: ChartOption = {
    animation: false,
    textStyle: { fontFamily: colors.font, color: colors.text },
    // ECharts 6's way of keeping the axis labels inside the drawing area (was containLabel).
    grid: {
      left: 8,
      right: 16,
      top: 32,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    // One line, paged where the names do not fit (a phone): a wrapped second line would fall on
    // the plot, whose top is set for one.
    legend:
      spec.series.length > 1
        ? {
            type: 'scroll',
            top: 0,
            textStyle: { color: colors.text },
            pageTextStyle: { color: colors.text },
            pageIconColor: colors.text,
            pageIconInactiveColor: colors.grid,
          }
        : { show: false },
    tooltip: {
      trigger: 'axis',
      backgroundColor: colors.surface,
      borderColor: colors.grid,
      textStyle: { color: colors.text },
      formatter: (params) => tooltipOf(params),
    },
    xAxis: spec.horizontal ? valueAxes : categoryAxis,
    yAxis: spec.horizontal ? categoryAxis : valueAxes,
    series: spec.series.flatMap((s, k): (BarSeriesOption | LineSeriesOption)[] => {
      const color = paint[k] ?? colors.primary;
      if (s.kind === 'line') {
        const line = {
          type: 'line' as const,
          name: s.name,
          color,
          yAxisIndex: s.secondAxis ? 1 : 0,
        };
        if (!partial) return [{ ...line, data: [...s.values] }];
        // The line up to the last whole period, then a dashed stretch to the partial one, its
        // point hollow: one legend entry (the same name), one tooltip line.
        return [
          { ...line, data: s.values.map((v, i) => (i < last ? v : '-')) },
          {
            ...line,
            data: s.values.map((v, i) => (i >= last - 1 ? v : '-')),
            // The stretch in the line's colour: ECharts otherwise strokes it in the (hollow)
            // points' fill, the card's own colour.
            lineStyle: { type: 'dashed' as const, color },
            itemStyle: { color: colors.surface, borderColor: color, borderWidth: 2 },
            symbol: 'circle',
            showSymbol: true,
          },
        ];
      }
      const highlighted = spec.highlight !== undefined && !s.stack;
      return [
        {
          type: 'bar' as const,
          name: s.name,
          color,
          ...(s.stack ? { stack: s.stack } : {}),
          ...(spec.horizontal ? {} : { yAxisIndex: s.secondAxis ? 1 : 0 }),
          data: s.values.map((value, i) => {
            const fill = highlighted
              ? i === spec.highlight
                ? colors.primary
                : colors.other
              : color;
            if (partial && i === last) return { value, itemStyle: partialBar(fill) };
            return highlighted ? { value, itemStyle: { color: fill } } : value;
          }),
        },
      ];
    }),
  };
  return option;
}

/** The ECharts build of the KPI charts, a chunk of its own. */
const loadChart = () => import('./echarts').then((module) => module.createChart);

/** The chart's whole data as a table: for screen readers beside the drawing, or in its place. */
function ChartTable({ title, spec, shown }: { title: string; spec: ChartSpec; shown: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const table = (
    <table style={shown ? styles.table : undefined}>
      {/* Shown in place of a chart, the table sits under the card's title, which names it. */}
      <caption className={shown ? visuallyHidden : undefined}>
        {t('kpi.dataTable', { title })}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={shown ? styles.cell(true, true) : undefined}>
            {spec.categoryLabel}
          </th>
          {spec.series.map((s) => (
            <th scope="col" key={s.name} style={shown ? styles.cell(false, true) : undefined}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.categories.map((category, i) => (
          <tr key={category}>
            <th scope="row" style={shown ? styles.cell(true) : undefined}>
              {category}
            </th>
            {spec.series.map((s) => (
              <td key={s.name} style={shown ? styles.cell(false) : undefined}>
                {formatValue(s.values[i] ?? 0, s.unit, locale)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // A table ignores the 1 px box of the hidden style; the wrapper clips it.
  return shown ? (
    <div style={styles.scroll} data-testid="kpi-chart-table">
      {table}
    </div>
  ) : (
    <div className={visuallyHidden}>{table}</div>
  );
}

/**
 * A chart drawn by ECharts, loaded on first use (its code is a chunk of its own), themed from the
 * design system's colours and the skin's chart palette, with a description of the data for screen
 * readers and the whole data as a table they can browse. The drawing itself is hidden from them:
 * it repeats the table. Where a drawing would tell nothing the table does not (one bar, or every
 * bar alike) the table shows alone, and ECharts is not loaded.
 */
export function KpiChart(props: KpiChartProps) {
  return carriesInformation(props.spec) ? (
    <DrawnChart {...props} />
  ) : (
    <ChartTable title={props.title} spec={props.spec} shown />
  );
}

function DrawnChart({ title, spec, onPick }: KpiChartProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const descriptionId = useId();
  const option = useCallback(
    (colors: ChartColors, width: number) => optionOf(spec, colors, locale, width),
    [spec, locale],
  );
  const { element, width } = useEChart(loadChart, option, onPick);
  // Bar names on two lines (a phone) need taller rows: about 1.1 rem a line per bar.
  const lines = spec.horizontal ? labelLines(spec.categories, labelChars(width)) : 1;
  const box =
    lines > 1
      ? {
          ...styles.chart,
          height: `${String(Math.max(18, spec.categories.length * lines * 1.1 + 4))}rem`,
        }
      : styles.chart;

  const first = spec.series[0];
  const description = useMemo(() => {
    const items = spec.categories
      .map(
        (category, i) =>
          `${category} ${first ? formatValue(first.values[i] ?? 0, first.unit, locale) : ''}`,
      )
      .join('; ');
    const text = t(first?.kind === 'line' ? 'kpi.chartLines' : 'kpi.chartBars', { title, items });
    return spec.partial ? `${text} ${spec.partial}.` : text;
  }, [spec, first, locale, t, title]);

  return (
    <figure style={{ margin: 0 }}>
      <div
        ref={element}
        style={box}
        role="img"
        aria-labelledby={descriptionId}
        data-testid="kpi-chart"
      />
      <figcaption id={descriptionId} className={visuallyHidden}>
        {description}
      </figcaption>
      <ChartTable title={title} spec={spec} shown={false} />
    </figure>
  );
}
