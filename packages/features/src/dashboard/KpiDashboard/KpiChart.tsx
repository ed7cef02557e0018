import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@emplacamento/ui';
import type { ChartOption } from './echarts';
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
  /** Which design-system colour paints it. */
  tone: 'primary' | 'info' | 'muted';
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
    legend:
      spec.series.length > 1 ? { top: 0, textStyle: { color: colors.text } } : { show: false },
    tooltip: {
      trigger: 'axis',
      backgroundColor: colors.surface,
      borderColor: colors.grid,
      textStyle: { color: colors.text },
      valueFormatter: (value) =>
        typeof value === 'number' ? formatValue(value, 'count', locale) : String(value),
    },
    xAxis: spec.horizontal ? valueAxes : categoryAxis,
    yAxis: spec.horizontal ? categoryAxis : valueAxes,
    series: spec.series.map((s) => {
      const color = colors[s.tone];
      if (s.kind === 'line')
        return {
          type: 'line' as const,
          name: s.name,
          data: [...s.values],
          color,
          yAxisIndex: s.secondAxis ? 1 : 0,
          tooltip: {
            valueFormatter: (v) =>
              typeof v === 'number' ? formatValue(v, s.unit, locale) : String(v),
          },
        };
      return {
        type: 'bar' as const,
        name: s.name,
        color,
        ...(s.stack ? { stack: s.stack } : {}),
        ...(spec.horizontal ? {} : { yAxisIndex: s.secondAxis ? 1 : 0 }),
        tooltip: {
          valueFormatter: (v) =>
            typeof v === 'number' ? formatValue(v, s.unit, locale) : String(v),
        },
        data: s.values.map((value, i) =>
          spec.highlight === undefined || s.stack
            ? value
            : { value, itemStyle: { color: i === spec.highlight ? colors.primary : colors.muted } },
        ),
      };
    }),
  };
  return option;
}

/** The ECharts build of the KPI charts, a chunk of its own. */
const loadChart = () => import('./echarts').then((module) => module.createChart);

/**
 * A chart drawn by ECharts, loaded on first use (its code is a chunk of its own), themed from the
 * design system's colours, with a description of the data for screen readers and the whole data
 * as a table they can browse. The drawing itself is hidden from them: it repeats the table.
 */
export function KpiChart({ title, spec, onPick }: KpiChartProps) {
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
    return t(first?.kind === 'line' ? 'kpi.chartLines' : 'kpi.chartBars', { title, items });
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
      {/* A table ignores the 1 px box of the hidden style; the wrapper clips it. */}
      <div className={visuallyHidden}>
        <table>
          <caption>{t('kpi.dataTable', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{spec.categoryLabel}</th>
              {spec.series.map((s) => (
                <th scope="col" key={s.name}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.categories.map((category, i) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {spec.series.map((s) => (
                  <td key={s.name}>{formatValue(s.values[i] ?? 0, s.unit, locale)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
