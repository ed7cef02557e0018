import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [`screen and (min-width: ${breakpoints.lg}px)`]: {
      gridTemplateColumns: '18rem minmax(0, 1fr)',
    },
  },
});

export const sidebar = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  padding: vars.space['3'],
  alignSelf: 'start',
});

export const content = style({ minWidth: 0 });
