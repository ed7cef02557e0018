// The chart palette's claims, measured: 3:1 on the card and the page of each skin, the series apart
// from each other for readers with a colour-vision deficiency, and the colour nearest the tenant's
// accent set aside.
import { describe, expect, it } from 'vitest';
import { AA_UI, contrast, deriveBrandColors, parseHex } from '../src/theme/brand';
import {
  CHART_SERIES,
  chartPalettes,
  colorDistance,
  seriesColors,
  seriesOf,
} from '../src/theme/chart-palette';
import { neutralPalettes, skins, tenantPrimaries } from '../src/theme/palettes';

type Vector = [number, number, number];
type Matrix = [Vector, Vector, Vector];

/** Machado, Oliveira & Fernandes (2009), severity 1, applied to linear RGB. */
const deficiencies: Record<string, Matrix> = {
  protanopia: [
    [0.152_286, 1.052_583, -0.204_868],
    [0.114_503, 0.786_281, 0.099_216],
    [-0.003_882, -0.048_116, 1.051_998],
  ],
  deuteranopia: [
    [0.367_322, 0.860_646, -0.227_968],
    [0.280_085, 0.672_501, 0.047_413],
    [-0.011_82, 0.042_94, 0.968_881],
  ],
  tritanopia: [
    [1.255_528, -0.076_749, -0.178_779],
    [-0.078_411, 0.930_809, 0.147_602],
    [0.004_733, 0.691_367, 0.3039],
  ],
};

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.040_45 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (v: number) => {
  const c = Math.min(1, Math.max(0, v));
  return Math.round(255 * (c <= 0.003_130_8 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055));
};

/** The colour as a reader with the deficiency sees it, as a hex colour again. */
function simulate(color: string, matrix: Matrix): string {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(color);
  const linear = rgb.map(toLinear) as Vector;
  return `#${matrix
    .map((row) => toSrgb(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The smallest distance between two of `colors` as seen through `matrix`. */
function nearestPair(colors: readonly string[], matrix: Matrix): number {
  const seen = colors.map((c) => simulate(c, matrix));
  let least = Number.POSITIVE_INFINITY;
  seen.forEach((a, i) => {
    seen.slice(i + 1).forEach((b) => {
      least = Math.min(least, colorDistance(a, b));
    });
  });
  return least;
}

describe('chart palette', () => {
  for (const skin of skins) {
    const palette = chartPalettes[skin];
    const series = seriesOf(palette);
    const { surface, background } = neutralPalettes[skin];

    it(`has ${String(CHART_SERIES)} series colours in the ${skin} skin, each at 3:1 on the card and the page`, () => {
      expect(series).toHaveLength(CHART_SERIES);
      expect(new Set(series).size).toBe(CHART_SERIES);
      for (const color of [...series, palette.other]) {
        expect(contrast(color, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(AA_UI);
        expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(
          AA_UI,
        );
      }
    });

    for (const [deficiency, matrix] of Object.entries(deficiencies))
      it(`keeps the ${skin} series apart with ${deficiency}`, () => {
        expect(nearestPair(series, matrix)).toBeGreaterThanOrEqual(5);
        expect(nearestPair(series.slice(0, 4), matrix)).toBeGreaterThanOrEqual(8);
      });

    it(`keeps the ${skin} series apart for every reader`, () => {
      expect(
        nearestPair(series, [
          [1, 0, 0],
          [0, 1, 0],
          [0, 0, 1],
        ]),
      ).toBeGreaterThanOrEqual(10);
    });

    for (const [tenant, primary] of Object.entries(tenantPrimaries))
      it(`sets aside the ${skin} colour nearest to ${tenant}'s accent, and only that one`, () => {
        const accent = deriveBrandColors(primary, skin)?.primary ?? primary;
        const kept = seriesColors(series, accent);
        expect(kept).toHaveLength(CHART_SERIES - 1);
        const [removed] = series.filter((c) => !kept.includes(c));
        expect(removed).toBeDefined();
        for (const color of kept)
          expect(colorDistance(color, accent)).toBeGreaterThanOrEqual(
            colorDistance(removed ?? '', accent),
          );
        // The order of the rest is the palette's.
        expect(kept).toEqual(series.filter((c) => c !== removed));
      });
  }

  it('keeps the whole palette beside an accent that is not a hex colour', () => {
    const series = seriesOf(chartPalettes.light);
    expect(seriesColors(series, 'var(--brand)')).toEqual(series);
  });

  it('measures OKLab distances: none between a colour and itself, about 100 black to white', () => {
    expect(colorDistance('#008cdb', '#008cdb')).toBe(0);
    expect(colorDistance('#000000', '#ffffff')).toBeCloseTo(100, 0);
  });
});
