import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `0.125rem ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const tones = styleVariants({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
  primary: { background: vars.color.primarySubtle, color: vars.color.primaryText },
  success: { background: vars.color.successSubtle, color: vars.color.success },
  info: { background: vars.color.infoSubtle, color: vars.color.info },
  warning: { background: vars.color.warningSubtle, color: vars.color.warning },
  danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
