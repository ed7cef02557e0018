import { describe, expect, it } from 'vitest';
import { AA_TEXT, AA_UI, contrast, deriveBrandColors, parseHex } from '../src/theme/brand';
import { neutralPalettes, skins, tenantPrimaries } from '../src/theme/palettes';

/** Hue in degrees, to check a derived shade is still the brand's colour. */
function hue(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(color);
  const [r, g, b] = rgb.map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

// The demo tenants' colours, and colours that break naive theming: yellow and light grey are
// unreadable under white text, pure red is just under 4.5:1, white and black are the extremes.
const awkward = {
  yellow: '#ffff00',
  'light grey': '#d3d3d3',
  'pure red': '#ff0000',
  white: '#ffffff',
  black: '#000000',
  'short hex teal': '#0aa',
};
const cases = Object.entries({ ...tenantPrimaries, ...awkward });

describe('brand colours derived at run time', () => {
  for (const skin of skins) {
    const neutral = neutralPalettes[skin];
    for (const [name, primary] of cases) {
      it(`${name} (${primary}) keeps AA in the ${skin} skin`, () => {
        const colors = deriveBrandColors(primary, skin);
        expect(colors).not.toBeNull();
        if (!colors) return;
        // Text on the primary (buttons, the current menu entry) and on its hover.
        expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(AA_TEXT);
        expect(contrast(colors.onPrimary, colors.primaryHover)).toBeGreaterThanOrEqual(AA_TEXT);
        // Links and tinted text on every ground they sit on.
        for (const ground of [colors.primarySubtle, neutral.surface, neutral.background]) {
          expect(contrast(colors.primaryText, ground)).toBeGreaterThanOrEqual(AA_TEXT);
        }
        // The primary as a user-interface part (focused field border, selected rail entry).
        for (const ground of [neutral.surface, neutral.background, neutral.surfaceMuted]) {
          expect(contrast(colors.primary, ground)).toBeGreaterThanOrEqual(AA_UI);
        }
        // The subtle tint stays a background: the page's text stays readable on it.
        expect(contrast(neutral.text, colors.primarySubtle)).toBeGreaterThanOrEqual(AA_TEXT);
      });
    }
  }

  it('keeps the hue of a saturated brand colour (ABRAC gold stays gold, not teal)', () => {
    for (const [name, primary] of Object.entries(tenantPrimaries)) {
      for (const skin of skins) {
        const derived = deriveBrandColors(primary, skin);
        expect(derived, `${name} ${skin}`).not.toBeNull();
        expect(hueDistance(hue(derived?.primary ?? '#000'), hue(primary))).toBeLessThan(8);
      }
    }
  });

  it('leaves a colour alone when it already passes (ASSOBRAV navy in the light skin)', () => {
    expect(deriveBrandColors('#001e50', 'light')?.primary).toBe('#001e50');
  });

  it('refuses what is not a hex colour, so the prebuilt theme stays', () => {
    expect(deriveBrandColors('teal', 'light')).toBeNull();
    expect(deriveBrandColors('#12345', 'dark')).toBeNull();
  });
});
