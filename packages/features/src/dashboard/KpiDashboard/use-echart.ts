import { useEffect, useRef, useState } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useUi, vars } from '@emplacamento/ui';

/** The custom property behind a theme-contract variable (`var(--x)` → `--x`). */
const propertyOf = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

/** The design system's colours as the element inherits them (skin, tenant, brand colour). */
export function themeColors(element: HTMLElement) {
  const style = getComputedStyle(element);
  const read = (variable: string) => style.getPropertyValue(propertyOf(variable)).trim();
  return {
    primary: read(vars.color.primary),
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

/**
 * An ECharts instance in the returned element: its code loaded on first use by `load` (a chunk of
 * its own), resized with the element, disposed with the component, and drawn with `option` in the
 * skin's and tenant's colours whenever the option (memoised by the caller) or the colours change.
 * The element is marked `data-drawn` once the chart has its option (what tests wait for).
 */
export function useEChart(
  load: () => Promise<(element: HTMLElement) => EChartsType>,
  option: (colors: ChartColors) => EChartsCoreOption,
) {
  const { skin, tenant } = useUi();
  const element = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  // The loader of the first render: a chart is created once per mounted component.
  const loader = useRef(load);

  useEffect(() => {
    let disposed = false;
    let created: EChartsType | null = null;
    const observer = new ResizeObserver(() => created?.resize());
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
    chart.setOption(option(themeColors(element.current)), { notMerge: true });
    element.current.dataset.drawn = 'true';
    // The skin and the tenant change the colours the option reads.
  }, [chart, option, skin, tenant]);

  return { element, chart };
}
