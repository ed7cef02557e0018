import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dialog = style({
  padding: vars.space['4'],
  outline: 'none',
  maxWidth: '22rem',
  fontSize: vars.fontSize.sm,
});
export const title = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});
