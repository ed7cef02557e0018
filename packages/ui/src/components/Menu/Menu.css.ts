import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const menu = style({ outline: 'none', padding: `${vars.space['1']} 0`, minWidth: '12rem' });

export const danger = style({
  color: vars.color.danger,
  selectors: { '&[data-focused]': { background: vars.color.dangerSubtle, color: vars.color.text } },
});

export const separator = style({
  height: 1,
  margin: `${vars.space['1']} 0`,
  background: vars.color.border,
  border: 0,
});

export const section = style({ padding: `${vars.space['1']} 0` });

export const sectionTitle = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
