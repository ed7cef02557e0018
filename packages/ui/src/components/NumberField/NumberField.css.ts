import { style } from '@vanilla-extract/css';

// The box and input come from theme/global.css.ts (fieldGroup, fieldGroupInput).
/** Figures align right and keep their width, as in the reports. */
export const input = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
