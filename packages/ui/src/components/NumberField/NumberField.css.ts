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
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
