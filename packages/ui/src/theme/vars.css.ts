import { createThemeContract } from '@vanilla-extract/css';
import type { Tokens } from './tokens';
import { baseTokens } from './tokens';

const nullColors = {
  background: null,
  surface: null,
  surfaceMuted: null,
  text: null,
  textMuted: null,
  border: null,
  primary: null,
  primaryHover: null,
  onPrimary: null,
  primarySubtle: null,
  primaryText: null,
  success: null,
  successSubtle: null,
  info: null,
  infoSubtle: null,
  warning: null,
  warningSubtle: null,
  danger: null,
  dangerSubtle: null,
  onDanger: null,
  focus: null,
  overlay: null,
} satisfies Record<keyof Tokens['color'], null>;

function nulls<T extends Record<string, unknown>>(shape: T): Record<keyof T, null> {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, null])) as Record<keyof T, null>;
}

/**
 * The one theme contract: CSS custom properties every component reads. Each tenant × skin
 * theme fills it with `createTheme(vars, tokens)` (see `themes.css.ts`).
 */
export const vars = createThemeContract({
  color: nullColors,
  space: nulls(baseTokens.space),
  radius: nulls(baseTokens.radius),
  font: nulls(baseTokens.font),
  fontSize: nulls(baseTokens.fontSize),
  lineHeight: nulls(baseTokens.lineHeight),
  fontWeight: nulls(baseTokens.fontWeight),
  shadow: nulls(baseTokens.shadow),
  motion: nulls(baseTokens.motion),
  zIndex: nulls(baseTokens.zIndex),
});
