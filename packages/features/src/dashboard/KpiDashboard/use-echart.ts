import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { chartPalettes, seriesColors, seriesOf, useUi, vars, type Skin } from '@emplacamento/ui';

/** The custom property behind a theme-contract variable (`var(--x)` → `--x`). */
const propertyOf = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * The design system's colours as the element inherits them (skin, tenant, brand colour), with the
 * skin's chart palette: its series colours without the one nearest to the brand colour, which
 * stays the own brand's, and the grey of the other brands (docs/decisions/0261-chart-palette.md).
 */
export function themeColors(element: HTMLElement, skin: Skin) {
  const style = getComputedStyle(element);
  const read = (variable: string) => style.getPropertyValue(propertyOf(variable)).trim();
  const primary = read(vars.color.primary);
  const palette = chartPalettes[skin];
  return {
    primary,
    series: seriesColors(seriesOf(palette), primary),
    other: palette.other,
    subtle: read(vars.color.primarySubtle),
    info: read(vars.color.info),
    muted: read(vars.color.textMuted),
    text: read(vars.color.text),
    grid: read(vars.color.border),
    surface: read(vars.color.surface),
    font: read(vars.font.body),
  };
}

/** The colours a chart's option is built from. */
export type ChartColors = ReturnType<typeof themeColors>;

/** How wide a chart is, in steps of this many pixels (an option is rebuilt per step, not per pixel). */
const WIDTH_STEP = 40;

/**
 * An ECharts instance in the returned element: its code loaded on first use by `load` (a chunk of
 * its own), resized with the element, disposed with the component, and drawn with `option` in the
 * skin's and tenant's colours and for the element's width (rounded down to a step: long labels
 * are cut to fit a phone) whenever the option (memoised by the caller), the colours or the width
 * change. The element is marked `data-drawn` once the chart has its option (what tests wait for).
 * `onPick`, when given, is called with the index of the data item clicked (a bar), whose cursor
 * is then a pointer.
 */
export function useEChart(
  load: () => Promise<(element: HTMLElement) => EChartsType>,
  option: (colors: ChartColors, width: number) => EChartsCoreOption,
  onPick?: (index: number) => void,
) {
  const { skin, tenant } = useUi();
  const element = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const [width, setWidth] = useState(0);
  // The loader of the first render: a chart is created once per mounted component.
  const loader = useRef(load);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);
  const pickable = onPick !== undefined;

  useEffect(() => {
    let disposed = false;
    let created: EChartsType | null = null;
    const observer = new ResizeObserver(() => {
      created?.resize();
      const box = element.current?.clientWidth ?? 0;
      setWidth(Math.floor(box / WIDTH_STEP) * WIDTH_STEP);
    });
    void loader.current().then((create) => {
      if (disposed || !element.current) return;
      created = create(element.current);
      observer.observe(element.current);
      setChart(created);
    });
    return () => {
      disposed = true;
      observer.disconnect();
      created?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!chart || !element.current) return;
    const box = width || Math.floor(element.current.clientWidth / WIDTH_STEP) * WIDTH_STEP;
    const drawn = option(themeColors(element.current, skin), box);
    const series = Array.isArray(drawn.series) ? (drawn.series as object[]) : [];
    chart.setOption(
      { ...drawn, series: series.map((s) => ({ ...s, cursor: pickable ? 'pointer' : 'default' })) },
      { notMerge: true },
    );
    element.current.dataset.drawn = 'true';
    // The skin and the tenant change the colours the option reads.
  }, [chart, option, skin, tenant, width, pickable]);

  useEffect(() => {
    if (!chart) return;
    const listener = (params: { dataIndex?: number }) => {
      if (typeof params.dataIndex === 'number') pick.current?.(params.dataIndex);
    };
    chart.on('click', listener);
    return () => {
      chart.off('click', listener);
    };
  }, [chart]);

  return { element, chart, width };
}
