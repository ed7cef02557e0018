import type { ColorTokens, Tokens } from './tokens';
import { baseTokens } from './tokens';
import { neutralPalettes, skins, tenantPrimaries, tenants } from './palettes';
import type { Skin, TenantTheme } from './palettes';

/** The colours a tenant's brand decides; every other colour is the skin's. */
export type BrandColors = Pick<
  ColorTokens,
  'primary' | 'primaryHover' | 'onPrimary' | 'primarySubtle' | 'primaryText'
>;

/** WCAG AA: normal text needs 4.5:1; user-interface parts (borders, icons, focus) need 3:1. */
export const AA_TEXT = 4.5;
/** WCAG AA for non-text parts of the interface. */
export const AA_UI = 3;

type Rgb = readonly [number, number, number];
interface Hsl {
  readonly h: number;
  readonly s: number;
  readonly l: number;
}

/** `#rgb` or `#rrggbb` (case-insensitive) to 0–255 channels; null for anything else. */
export function parseHex(value: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const short = match[1];
  const hex = short.length === 3 ? short.replace(/./g, (c) => c + c) : short;
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance of a colour. */
export function luminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function toHsl([r, g, b]: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h / 6, s, l };
}

function fromHsl({ h, s, l }: Hsl): string {
  if (s === 0) return toHex([l * 255, l * 255, l * 255]);
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return toHex([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

/**
 * The colour of the same hue and saturation, moved in lightness (darker or lighter) just far
 * enough to reach `ratio` against every colour of `against`. Keeps the brand recognisable
 * (ABRAC's gold becomes a deeper gold, not teal) while meeting the contrast.
 */
export function shadeFor(
  color: string,
  against: readonly string[],
  ratio: number,
  direction: 'darker' | 'lighter',
): string {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const hsl = toHsl(rgb);
  const passes = (candidate: string) => against.every((c) => contrast(candidate, c) >= ratio);
  const step = direction === 'darker' ? -0.01 : 0.01;
  for (let l = hsl.l; l >= 0 && l <= 1; l += step) {
    const candidate = fromHsl({ ...hsl, l });
    if (passes(candidate)) return candidate;
  }
  return direction === 'darker' ? '#000000' : '#ffffff';
}

/** The same hue and saturation, `delta` (−1 to 1) lighter; clamped to black and white. */
export function stepLightness(color: string, delta: number): string {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  const hsl = toHsl(rgb);
  return fromHsl({ ...hsl, l: Math.min(1, Math.max(0, hsl.l + delta)) });
}

/** `amount` (0–1) of `color` over `base`: tints for selected rows and subtle backgrounds. */
export function mix(color: string, base: string, amount: number): string {
  const a = parseHex(color);
  const b = parseHex(base);
  if (!a || !b) throw new Error(`Not hex colours: ${color}, ${base}`);
  return toHex([
    a[0] * amount + b[0] * (1 - amount),
    a[1] * amount + b[1] * (1 - amount),
    a[2] * amount + b[2] * (1 - amount),
  ]);
}

/**
 * The brand colours of a skin derived at run time from one primary colour (the tenant's
 * `cores.primaria` in `/config.json`), so a tenant the build never heard of still gets its colour
 * with AA contrast kept:
 * - light skin: the primary darkened until white text on it and it on the page reach 4.5:1;
 * - dark skin: lightened until it reaches 4.5:1 on the dark surfaces, with dark text on it;
 * - hover one visible step further, a subtle tint of the hue, and a text shade readable on that
 *   tint and on the page.
 * Returns null for a value that is not a hex colour (the prebuilt theme stays).
 */
export function deriveBrandColors(primary: string, skin: Skin): BrandColors | null {
  if (!parseHex(primary)) return null;
  const neutral = neutralPalettes[skin];
  const grounds = [neutral.surface, neutral.background, neutral.surfaceMuted];
  if (skin === 'light') {
    const onPrimary = '#ffffff';
    const base = shadeFor(primary, [onPrimary, ...grounds], AA_TEXT, 'darker');
    // Hover is a visible step darker, which only raises the contrast with white text.
    const primaryHover = stepLightness(base, -0.08);
    const primarySubtle = mix(base, neutral.surface, 0.08);
    const primaryText = shadeFor(base, [primarySubtle, ...grounds], AA_TEXT, 'darker');
    return { primary: base, primaryHover, onPrimary, primarySubtle, primaryText };
  }
  const onPrimary = '#111827';
  const base = shadeFor(primary, [onPrimary, ...grounds], AA_TEXT, 'lighter');
  // Hover is a visible step lighter, which only raises the contrast with dark text.
  const primaryHover = stepLightness(base, 0.08);
  // A faint tint: stronger, a red brand's unread rows read as alerts on the dark surface.
  const primarySubtle = mix(base, neutral.surface, 0.12);
  const primaryText = shadeFor(base, [primarySubtle, ...grounds], AA_TEXT, 'lighter');
  return { primary: base, primaryHover, onPrimary, primarySubtle, primaryText };
}

function required(colors: BrandColors | null, tenant: string): BrandColors {
  if (!colors) throw new Error(`The brand colour of ${tenant} is not a hex colour.`);
  return colors;
}

function derivePalettes(): Record<TenantTheme, Record<Skin, BrandColors>> {
  return Object.fromEntries(
    tenants.map((tenant) => [
      tenant,
      Object.fromEntries(
        skins.map((skin) => [
          skin,
          required(deriveBrandColors(tenantPrimaries[tenant], skin), tenant),
        ]),
      ),
    ]),
  ) as Record<TenantTheme, Record<Skin, BrandColors>>;
}

/**
 * Brand colours per tenant and skin, derived from {@link tenantPrimaries}. Pure, so a bundle that
 * does not read it (every page of the portal: the themes are CSS written at build time) drops the
 * eight derivations, which took about 10 ms of each page's start (ADR 0219).
 */
export const brandPalettes: Readonly<Record<TenantTheme, Readonly<Record<Skin, BrandColors>>>> =
  /* @__PURE__ */ derivePalettes();

/** The tokens of one tenant in one skin. */
export function tokensFor(tenant: TenantTheme, skin: Skin): Tokens {
  return { ...baseTokens, color: { ...neutralPalettes[skin], ...brandPalettes[tenant][skin] } };
}
