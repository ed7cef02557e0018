import type { ColorTokens } from './tokens';

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

/**
 * The brand colour of each tenant the design system knows, the same as the demo tenants'
 * `cores.primaria` in `/config.json`. Everything else of the brand (hover, subtle tint, text on
 * tints, light and dark skins) is derived from it by `deriveBrandColors`, the same function the
 * portal applies at run time to a colour only the configuration knows.
 */
export const tenantPrimaries: Readonly<Record<TenantTheme, string>> = {
  default: '#7367f0',
  abracaf: '#b5121b',
  assobrav: '#001e50',
  abrac: '#d1a12b',
};

/** Neutral and status colours per skin, shared by every tenant. */
export const neutralPalettes: Record<
  Skin,
  Omit<ColorTokens, 'primary' | 'primaryHover' | 'onPrimary' | 'primarySubtle' | 'primaryText'>
> = {
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
