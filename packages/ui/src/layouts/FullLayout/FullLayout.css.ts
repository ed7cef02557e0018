import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const main = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
  padding: vars.space['6'],
  background: vars.color.background,
});

export const logo = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.primaryText,
});
export const content = style({ width: '100%', maxWidth: '28rem' });
