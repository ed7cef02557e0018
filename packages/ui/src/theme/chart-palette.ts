// The colours of charts: one categorical palette per skin, and the grey of the bars that stand
// beside the highlighted one. The tenant's own brand is drawn in `color.primary` (its accent), so
// the palette holds no brand colour; `seriesColors` sets aside the palette colour nearest to the
// accent, so no series is mistaken for the own brand (docs/decisions/0261-chart-palette.md).
import { parseHex } from './brand';
import type { Skin } from './palettes';

/** The chart colours of one skin. */
export interface ChartTokens {
  /**
   * Series colours, taken by position. Okabe–Ito's eight hues, each moved in lightness until it
   * reaches 3:1 on the card and the page; seen through a simulation of protanopia, deuteranopia
   * or tritanopia (Machado 2009, full severity) any two stay at least 5 apart in OKLab ×100, the
   * first four (what most charts draw) at least 8. The eighth is a neutral (black, or near white).
   */
  series1: string;
  series2: string;
  series3: string;
  series4: string;
  series5: string;
  series6: string;
  series7: string;
  series8: string;
  /**
   * The bars beside the highlighted one (the other brands): a grey at 3:1 on the card and the
   * page. Drawn beside the accent only, never beside the series colours: to a deuteranope it is
   * close to the olive.
   */
  other: string;
}

/** How many series colours a palette has. */
export const CHART_SERIES = 8;

/** The palette of each skin. */
export const chartPalettes: Readonly<Record<Skin, ChartTokens>> = {
  light: {
    series1: '#008cdb',
    series2: '#7f3e0a',
    series3: '#188668',
    series4: '#c86fa0',
    series5: '#a97e1e',
    series6: '#2a6a8d',
    series7: '#726c12',
    series8: '#0d0d0d',
    other: '#868c96',
  },
  dark: {
    series1: '#007cc2',
    series2: '#bd5300',
    series3: '#00e0a3',
    series4: '#c28aa9',
    series5: '#ffbd29',
    series6: '#54b3e9',
    series7: '#b3aa2d',
    series8: '#c5cad3',
    other: '#757d8b',
  },
};

/** The series colours of a palette, in order. */
export const seriesOf = (tokens: ChartTokens): string[] => [
  tokens.series1,
  tokens.series2,
  tokens.series3,
  tokens.series4,
  tokens.series5,
  tokens.series6,
  tokens.series7,
  tokens.series8,
];

type Lab = readonly [number, number, number];

/** A colour in OKLab (Björn Ottosson's perceptual space), for distances as the eye sees them. */
export function oklab(color: string): Lab {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.040_45 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Lab;
  const l = Math.cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b);
  const m = Math.cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b);
  const s = Math.cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b);
  return [
    0.210_454_255_3 * l + 0.793_617_785 * m - 0.004_072_046_8 * s,
    1.977_998_495_1 * l - 2.428_592_205 * m + 0.450_593_709_9 * s,
    0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766 * s,
  ];
}

/** The perceptual distance between two colours (OKLab, ×100: about 2 is just noticeable). */
export function colorDistance(a: string, b: string): number {
  const [p, q] = [oklab(a), oklab(b)];
  return 100 * Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/**
 * The series colours to draw beside the accent (the own brand's colour): the palette in order
 * without the one colour nearest to the accent, so ABRACAF's red never meets the palette's rust
 * nor ASSOBRAV's navy its blue. A value that is not a hex colour keeps the whole palette.
 */
export function seriesColors(palette: readonly string[], accent: string): string[] {
  if (!parseHex(accent)) return [...palette];
  let nearest = -1;
  let best = Number.POSITIVE_INFINITY;
  palette.forEach((color, i) => {
    const distance = parseHex(color) ? colorDistance(color, accent) : Number.POSITIVE_INFINITY;
    if (distance < best) {
      best = distance;
      nearest = i;
    }
  });
  return palette.filter((_, i) => i !== nearest);
}
