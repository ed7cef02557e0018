import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The box and input come from theme/global.css.ts (fieldGroup, fieldGroupInput).
/** Hides the browser's own clear button: ours is labelled and themed. */
export const input = style({
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});
export const icon = style({ color: vars.color.textMuted, flexShrink: 0 });
export const clear = style({ selectors: { '[data-empty] &': { visibility: 'hidden' } } });
