import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginBottom: vars.space['6'],
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  outline: 'none',
  scrollMarginTop: '7rem',
});

export const actions = style({ marginLeft: 'auto', display: 'flex', gap: vars.space['2'] });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
