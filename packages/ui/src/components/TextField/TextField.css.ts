import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Inputs share `fieldInput` (theme/global.css.ts) so fields line up in forms; only what is
// particular to text fields lives here.

/** Multi-line input: grows by dragging down only, so the form's columns keep their width. */
export const textArea = style({
  resize: 'vertical',
  minHeight: '5rem',
  lineHeight: vars.lineHeight.normal,
});

/** Masked values are codes: tabular digits keep separators in place while typing. */
export const masked = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.01em' });
