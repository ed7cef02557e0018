import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const list = style({
  listStyle: 'none',
  margin: `${vars.space['3']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
});

export const file = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.surfaceMuted}`,
});

export const error = style({
  gridColumn: '1 / -1',
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
});
