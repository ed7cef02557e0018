/**
 * The typed design tokens. Every theme (tenant × skin) is one value of {@link Tokens};
 * `vars.css.ts` turns the shape into the one theme contract components read.
 */
export interface ColorTokens {
  /** Page background. */
  background: string;
  /** Raised surfaces: cards, menus, dialogs. */
  surface: string;
  /** Subtle surface: table header, hovered rows, skeletons. */
  surfaceMuted: string;
  /** Main text. */
  text: string;
  /** Secondary text, at least 4.5:1 on `surface`. */
  textMuted: string;
  /** Borders of fields and cards. */
  border: string;
  /** The tenant's brand colour, used for primary actions. */
  primary: string;
  /** Hovered/pressed primary. */
  primaryHover: string;
  /** Text on `primary`. */
  onPrimary: string;
  /** Tinted background for selected items. */
  primarySubtle: string;
  /** Text on `primarySubtle` and links. */
  primaryText: string;
  success: string;
  successSubtle: string;
  info: string;
  infoSubtle: string;
  warning: string;
  warningSubtle: string;
  danger: string;
  dangerSubtle: string;
  /** Text on `danger` (destructive buttons). */
  onDanger: string;
  /** The focus ring. */
  focus: string;
  /** Modal underlay. */
  overlay: string;
}

/** Every token of one theme. */
export interface Tokens {
  color: ColorTokens;
  space: Record<'0' | '1' | '2' | '3' | '4' | '5' | '6' | '8' | '10' | '12', string>;
  radius: Record<'sm' | 'md' | 'lg' | 'full', string>;
  font: { body: string; mono: string };
  fontSize: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl', string>;
  lineHeight: Record<'tight' | 'normal', string>;
  fontWeight: Record<'regular' | 'medium' | 'bold', string>;
  shadow: Record<'sm' | 'md' | 'lg', string>;
  motion: { duration: string; easing: string };
  zIndex: Record<'sticky' | 'overlay' | 'toast', string>;
}

/** The spec's breakpoints, in px (min-width). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;

/** Tokens shared by every theme; only colours change per tenant and skin. */
export const baseTokens: Omit<Tokens, 'color'> = {
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
  },
  radius: { sm: '0.25rem', md: '0.375rem', lg: '0.5rem', full: '9999px' },
  font: {
    body: "'Public Sans', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  lineHeight: { tight: '1.25', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.08)',
    md: '0 4px 12px rgb(0 0 0 / 0.12)',
    lg: '0 12px 32px rgb(0 0 0 / 0.2)',
  },
  motion: { duration: '150ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { sticky: '10', overlay: '100', toast: '200' },
};
