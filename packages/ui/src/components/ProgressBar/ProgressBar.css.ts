import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
});
export const track = style({
  gridColumn: '1 / -1',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.motion.duration}`,
});
export const danger = style({ background: vars.color.danger });
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
