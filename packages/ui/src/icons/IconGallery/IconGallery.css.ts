import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: `${vars.space['4']} 0 0`,
  padding: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.surfaceMuted}`,
  color: vars.color.text,
});

export const name = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
  wordBreak: 'break-word',
});

export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: `${vars.space['2']} 0 0`,
});
