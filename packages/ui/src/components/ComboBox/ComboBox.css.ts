import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingTop: 0,
  paddingBottom: 0,
});
export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  minHeight: '2.25rem',
});
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
