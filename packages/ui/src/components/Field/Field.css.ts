import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The asterisk after a required field's label. */
export const requiredMark = style({
  color: vars.color.danger,
  marginInlineStart: vars.space['1'],
});
