import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const listBox = style({
  outline: 'none',
  padding: `${vars.space['1']} 0`,
  maxHeight: '18rem',
});

/** The list's line while its options load, or when there are none. */
export const empty = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The place of a multiple choice's check mark, kept when unchecked so the labels align. */
export const check = style({
  display: 'inline-flex',
  width: '1rem',
  flexShrink: 0,
  justifyContent: 'center',
});
