import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The floating button's size: IconButton `lg`. */
const size = '2.875rem';

export const root = style({
  position: 'fixed',
  right: vars.space['6'],
  bottom: vars.space['6'],
  width: size,
  height: size,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.md,
});

/**
 * The room a page leaves under its last content so that, scrolled to the end, nothing of it (a
 * form's Save button) stays under the floating button: its offset, its size and a gap.
 */
export const scrollToTopClearance = `calc(${vars.space['6']} + ${size} + ${vars.space['4']})`;
