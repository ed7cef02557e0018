import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const container = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { paddingInline: vars.space['6'] },
  },
});

export const widths = {
  md: style({ maxWidth: breakpoints.md }),
  lg: style({ maxWidth: breakpoints.lg }),
  xl: style({ maxWidth: breakpoints.xl }),
  full: style({ maxWidth: 'none' }),
};
