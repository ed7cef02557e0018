import type { ColorTokens, Tokens } from './tokens';
import { baseTokens } from './tokens';

/** The skins: light (the spec's default) and dark. */
export const skins = ['light', 'dark'] as const;
/** One of {@link skins}. */
export type Skin = (typeof skins)[number];

/**
 * The tenants the design system has themes for: the default tenant and the three associations
 * of the demo. Which host maps to which tenant is the portal's configuration, not ours.
 */
export const tenants = ['default', 'abracaf', 'assobrav', 'abrac'] as const;
/** One of {@link tenants}. */
export type TenantTheme = (typeof tenants)[number];

type BrandColors = Pick<
  ColorTokens,
  'primary' | 'primaryHover' | 'onPrimary' | 'primarySubtle' | 'primaryText'
>;

/** Brand colours per tenant and skin; every pair is checked by axe in Storybook. */
export const brandPalettes: Record<TenantTheme, Record<Skin, BrandColors>> = {
  default: {
    light: {
      primary: '#4338ca',
      primaryHover: '#3730a3',
      onPrimary: '#ffffff',
      primarySubtle: '#eef2ff',
      primaryText: '#3730a3',
    },
    dark: {
      primary: '#a5b4fc',
      primaryHover: '#c7d2fe',
      onPrimary: '#111827',
      primarySubtle: '#312e81',
      primaryText: '#c7d2fe',
    },
  },
  abracaf: {
    light: {
      primary: '#b91c1c',
      primaryHover: '#991b1b',
      onPrimary: '#ffffff',
      primarySubtle: '#fef2f2',
      primaryText: '#991b1b',
    },
    dark: {
      primary: '#fca5a5',
      primaryHover: '#fecaca',
      onPrimary: '#111827',
      primarySubtle: '#450a0a',
      primaryText: '#fecaca',
    },
  },
  assobrav: {
    light: {
      primary: '#1d4ed8',
      primaryHover: '#1e40af',
      onPrimary: '#ffffff',
      primarySubtle: '#eff6ff',
      primaryText: '#1e40af',
    },
    dark: {
      primary: '#93c5fd',
      primaryHover: '#bfdbfe',
      onPrimary: '#111827',
      primarySubtle: '#172554',
      primaryText: '#bfdbfe',
    },
  },
  abrac: {
    light: {
      primary: '#0f766e',
      primaryHover: '#115e59',
      onPrimary: '#ffffff',
      primarySubtle: '#f0fdfa',
      primaryText: '#115e59',
    },
    dark: {
      primary: '#5eead4',
      primaryHover: '#99f6e4',
      onPrimary: '#111827',
      primarySubtle: '#042f2e',
      primaryText: '#99f6e4',
    },
  },
};

/** Neutral and status colours per skin, shared by every tenant. */
export const neutralPalettes: Record<Skin, Omit<ColorTokens, keyof BrandColors>> = {
  light: {
    background: '#f5f5f9',
    surface: '#ffffff',
    surfaceMuted: '#f1f2f4',
    text: '#1f2937',
    textMuted: '#4b5563',
    border: '#8b919a',
    success: '#166534',
    successSubtle: '#dcfce7',
    info: '#1e40af',
    infoSubtle: '#dbeafe',
    warning: '#92400e',
    warningSubtle: '#fef3c7',
    danger: '#b91c1c',
    dangerSubtle: '#fee2e2',
    onDanger: '#ffffff',
    focus: '#2563eb',
    overlay: 'rgb(17 24 39 / 0.5)',
  },
  dark: {
    background: '#111827',
    surface: '#1f2937',
    surfaceMuted: '#2b3646',
    text: '#f3f4f6',
    textMuted: '#c4cad4',
    border: '#8b93a1',
    success: '#86efac',
    successSubtle: '#14532d',
    info: '#93c5fd',
    infoSubtle: '#1e3a8a',
    warning: '#fcd34d',
    warningSubtle: '#713f12',
    danger: '#fca5a5',
    dangerSubtle: '#7f1d1d',
    onDanger: '#111827',
    focus: '#93c5fd',
    overlay: 'rgb(0 0 0 / 0.6)',
  },
};

/** The tokens of one tenant in one skin. */
export function tokensFor(tenant: TenantTheme, skin: Skin): Tokens {
  return { ...baseTokens, color: { ...neutralPalettes[skin], ...brandPalettes[tenant][skin] } };
}
