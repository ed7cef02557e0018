import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      cursor: 'not-allowed',
      textDecoration: 'none',
    },
  },
});
