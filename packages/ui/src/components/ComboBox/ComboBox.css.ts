import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The box and input come from theme/global.css.ts (fieldGroup, fieldGroupInput).
export const listBox = style({
  outline: 'none',
  padding: `${vars.space['1']} 0`,
  maxHeight: '18rem',
});
export const empty = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
