import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingRight: vars.space['1'],
});

export const dateInput = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const separator = style({ color: vars.color.textMuted, whiteSpace: 'pre' });

export const calendarPopover = style({ padding: vars.space['3'] });

export const calendar = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space['2'],
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: vars.space['1'],
});

export const cell = style({
  width: '2.25rem',
  height: '2.25rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': {
      background: vars.color.primarySubtle,
      color: vars.color.primaryText,
      borderRadius: 0,
    },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderRadius: vars.radius.md,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
