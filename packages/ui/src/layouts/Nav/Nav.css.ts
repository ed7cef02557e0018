import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const nav = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'flex' } as const;

export const groups = style({ ...list, flexDirection: 'column', gap: vars.space['1'] });
export const rail = style({
  ...list,
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
});
export const items = style({
  ...list,
  flexDirection: 'column',
  gap: '2px',
  margin: `${vars.space['1']} 0 ${vars.space['2']}`,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const bar = style({
  ...list,
  flexDirection: 'row',
  gap: vars.space['1'],
  flexWrap: 'nowrap',
});

const entry = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: '2.25rem',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
} as const;

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' };

export const link = style({
  ...entry,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.primarySubtle,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focus,
  },
});

/** Entries under a group title sit one icon step in, so the group reads as a tree. */
export const subLink = style({ paddingLeft: vars.space['5'] });

export const groupButton = style({
  ...entry,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-current]': { color: vars.color.primaryText },
    '&[data-focus-visible]': focus,
  },
});

export const chevron = style({
  marginLeft: 'auto',
  flexShrink: 0,
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${groupButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

/** Long entry names wrap inside the column instead of being clipped or widening it. */
export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const railButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-current], &[aria-current="page"]': {
      background: vars.color.primarySubtle,
      color: vars.color.primaryText,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focus,
  },
});

export const barButton = style({
  ...entry,
  width: 'auto',
  gap: vars.space['2'],
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted },
    '&[data-current], &[aria-current="page"]': {
      color: vars.color.primaryText,
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
      borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
    },
    '&[data-focus-visible]': focus,
  },
});

export const flyout = style({ maxHeight: 'min(32rem, calc(100vh - 2rem))', minWidth: '16rem' });
export const flyoutMenu = style({ outline: 'none', padding: `${vars.space['1']} 0` });
export const flyoutTitle = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const flyoutItem = style({
  textDecoration: 'none',
  color: vars.color.text,
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, color: vars.color.primaryText },
  },
});
