import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingTop: vars.space['3'],
});

export const pages = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const page = style({
  minWidth: '2.25rem',
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const ellipsis = style({ padding: `0 ${vars.space['1']}`, color: vars.color.textMuted });

export const size = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
