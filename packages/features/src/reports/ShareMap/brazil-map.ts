// The one module that draws the map of Brazil, loaded with import() by ShareMap only: ECharts'
// map series, its colour scale and tooltip, the SVG renderer, and the outlines of the 27 states
// (@svg-maps/brazil, CC BY 4.0, about 23 kB gzip). The outlines ship inside the bundle: the map
// needs no network when it draws, and the chunk is fetched only by a page that shows the map
// (docs/decisions/0194).
import brazil from '@svg-maps/brazil';
import { MapChart } from 'echarts/charts';
import type { MapSeriesOption } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent } from 'echarts/components';
import type { TooltipComponentOption, VisualMapComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { ComposeOption, EChartsType } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([MapChart, TooltipComponent, VisualMapComponent, SVGRenderer]);

/** The name the map is registered under. */
export const BRAZIL = 'brasil';

// ECharts names an SVG map's regions by their `name` attribute: each state's is its UF in capitals
// (`SP`), as the report's rows name it. The package's ids are the UFs in lower case.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brazil.viewBox}">${brazil.locations
  .map((l) => `<path name="${l.id.toUpperCase()}" d="${l.path}"/>`)
  .join('')}</svg>`;
echarts.registerMap(BRAZIL, { svg });

/** The options the map uses. */
export type MapOption = ComposeOption<
  MapSeriesOption | TooltipComponentOption | VisualMapComponentOption
>;

/** A map drawn with SVG into `element`. */
export function createMap(element: HTMLElement): EChartsType {
  return echarts.init(element, null, { renderer: 'svg' });
}

export type { EChartsType };
