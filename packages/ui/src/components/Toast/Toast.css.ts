import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const region = style({
  position: 'fixed',
  top: vars.space['4'],
  right: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  zIndex: vars.zIndex.toast,
  outline: 'none',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  borderLeft: '4px solid',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const tones = styleVariants({
  success: { borderLeftColor: vars.color.success },
  info: { borderLeftColor: vars.color.info },
  warning: { borderLeftColor: vars.color.warning },
  danger: { borderLeftColor: vars.color.danger },
});

export const icons = styleVariants({
  success: { color: vars.color.success },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});

export const content = style({ flex: 1, minWidth: 0, fontSize: vars.fontSize.sm });
export const title = style({ fontWeight: vars.fontWeight.bold, display: 'block' });
export const description = style({ color: vars.color.textMuted, display: 'block' });
