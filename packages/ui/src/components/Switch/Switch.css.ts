import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';

// Shares the label look of every choice control (theme/global.css.ts).
export const root = style([choiceLabel]);

export const track = style({
  width: '2.25rem',
  height: '1.25rem',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  padding: 2,
  transition: `background-color ${vars.motion.duration}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    [`${root}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

export const thumb = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${root}[data-selected] &`]: { transform: 'translateX(1rem)' } },
});
