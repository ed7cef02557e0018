import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  color: vars.color.textMuted,
});

export const icon = style({
  display: 'flex',
  padding: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, maxWidth: '32rem' });
