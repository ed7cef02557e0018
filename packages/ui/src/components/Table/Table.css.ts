import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  position: 'relative',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  justifyContent: 'flex-end',
  marginBottom: vars.space['2'],
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const column = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space['3']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const sortIcon = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginLeft: vars.space['1'],
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const cell = style({
  verticalAlign: 'middle',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const selectionCell = style({ width: '2.5rem' });

export const cellText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const cellLine = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cellSecondary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
