import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The asterisk after a required field's label. */
export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space['1'],
});

/** A required field's label and its mark on one line, spaced like a plain label. */
export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  marginBottom: vars.space['1'],
});

export const labelInRow = style({ marginBottom: 0 });
