import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';

export const options = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap' });
export const vertical = style({ flexDirection: 'column', gap: vars.space['2'] });

// Shares the label look of every choice control (theme/global.css.ts).
export const radio = style([choiceLabel]);

export const circle = style({
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  flexShrink: 0,
  transition: `border-width ${vars.motion.duration}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: 6 },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
