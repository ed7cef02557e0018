import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';

// Shares the label look of every choice control (theme/global.css.ts).
export const checkbox = style([choiceLabel]);

export const box = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.motion.duration}`,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
