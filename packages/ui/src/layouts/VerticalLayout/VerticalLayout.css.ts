import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
});

export const sidebar = style({
  flexShrink: 0,
  width: '16rem',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.surfaceMuted}`,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  overflowX: 'hidden',
  transition: `width ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&[data-collapsed]': { width: '4.25rem' } },
  '@media': {
    [`screen and (max-width: ${breakpoints.md - 1}px)`]: {
      selectors: { '&[data-collapsed]': { display: 'none' } },
    },
  },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space['2']}`,
  overflow: 'hidden',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primaryText,
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  minHeight: '3.5rem',
});

export const headerEnd = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const main = style({ flex: 1, padding: vars.space['6'], minWidth: 0, outline: 'none' });
