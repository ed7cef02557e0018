import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space['1'],
});
export const vertical = style({ flexDirection: 'column' });
export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

// In a sidebar a long entry wraps instead of widening the column (which showed a horizontal
// scrollbar); the horizontal bar keeps one line per entry.
globalStyle(`${vertical} ${link}`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
export const iconOnlyLabel = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
