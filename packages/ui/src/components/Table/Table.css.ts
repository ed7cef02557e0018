import { style } from '@vanilla-extract/css';
import { stickyTopProperty } from '../../layouts/sticky-top';
import { vars } from '../../theme/vars.css';

export const wrapper = style({
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  position: 'relative',
  // A print has no scroll box: every row goes to paper.
  '@media': { print: { overflow: 'visible', maxHeight: 'none' } },
});

/**
 * The page-scroll wrapper: no scroll box of its own, so the header sticks under the shell's header
 * as the page scrolls; it scrolls sideways only when the table is wider than the page (a phone),
 * and then the header scrolls with the rows.
 */
export const pageWrapper = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  position: 'relative',
  // Its width is the page's, never the table's: a table wider than the page overflows it, which
  // is what turns the sideways scroll on.
  contain: 'inline-size',
  // Clipping makes no scroll box (the header still sticks to the page): a table a few pixels too
  // wide loses only some of its last cell's padding.
  overflowX: 'clip',
  selectors: { '&[data-overflowing]': { overflowX: 'auto' } },
  '@media': {
    print: {
      overflowX: 'visible',
      contain: 'none',
      selectors: { '&[data-overflowing]': { overflowX: 'visible' } },
    },
  },
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
    [`${pageWrapper} &`]: { top: `var(${stickyTopProperty}, 0px)` },
    // A wrapper that scrolls sideways is the scroll box the header sticks in: at its own top,
    // not the shell header's height below it (over the first row).
    [`${pageWrapper}[data-overflowing] &`]: { top: 0 },
  },
});

/** A header over numbers: its text at the end, over them. */
export const end = style({ textAlign: 'right' });

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

/** The cells of a row kept in view at the bottom while the page scrolls (a report's totals). */
export const stickyLastCell = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const cellText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const cellLine = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const cellSecondary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
