// The one module that imports ECharts, loaded with import() by KpiChart only: the bar and line
// charts, the grid, tooltip and legend, and the SVG renderer (crisp at any zoom, text selectable
// for the tests), registered once. Nothing else of ECharts reaches the bundle (docs/decisions/0122).
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption, EChartsType } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** The options this product's charts use. */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** A chart drawn with SVG into `element`. */
export function createChart(element: HTMLElement): EChartsType {
  return echarts.init(element, null, { renderer: 'svg' });
}

export type { BarSeriesOption, EChartsType, LineSeriesOption };
