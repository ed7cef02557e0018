import { style } from '@vanilla-extract/css';
import { scrollToTopClearance } from '../../components/ScrollToTop/ScrollToTop.css';
import { vars } from '../../theme/vars.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  // The page's own title, figures and tables are what a print keeps (global.css.ts).
  '@media': { print: { display: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  minHeight: '3.5rem',
});

export const logo = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const end = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
export const navRow = style({
  padding: `${vars.space['1']} ${vars.space['4']} 0`,
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  // One row always: on a narrow window the groups scroll sideways instead of wrapping.
  overflowX: 'auto',
});
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['6']} ${scrollToTopClearance}`,
  minWidth: 0,
  outline: 'none',
});
