import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const main = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  // Top-aligned, not centred: a message appearing in the form grows the page downwards
  // instead of moving the whole block up under the pointer.
  justifyContent: 'flex-start',
  gap: vars.space['6'],
  padding: `max(${vars.space['8']}, 10vh) ${vars.space['4']} ${vars.space['8']}`,
  background: vars.color.background,
  outline: 'none',
});

export const logo = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryText,
});
export const content = style({ width: '100%', maxWidth: '28rem' });
