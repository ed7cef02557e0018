import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const formError = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.danger}`,
  fontSize: vars.fontSize.sm,
  // Focused by the form after a refused submit: the keyboard user sees where the focus went.
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const formErrorIcon = style({ color: vars.color.danger, flexShrink: 0 });

export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
