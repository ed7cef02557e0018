import { keyframes, style } from '@vanilla-extract/css';
import { scrollToTopClearance } from '../../components/ScrollToTop/ScrollToTop.css';
import { vars } from '../../theme/vars.css';

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.background,
});

export const sidebar = style({
  flexShrink: 0,
  width: '17rem',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.surfaceMuted}`,
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  position: 'sticky',
  top: 0,
  height: '100vh',
  overflowY: 'auto',
  overflowX: 'hidden',
  selectors: { '&[data-collapsed]': { width: '4.5rem', alignItems: 'center' } },
  // The page's own title, figures and tables are what a print keeps (global.css.ts).
  '@media': { print: { display: 'none' } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  padding: `0 ${vars.space['1']}`,
  minWidth: 0,
});

export const column = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
  minHeight: '3.5rem',
  // The page's own title, figures and tables are what a print keeps (global.css.ts).
  '@media': { print: { display: 'none' } },
});

export const headerMark = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const headerEnd = style({
  marginLeft: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['6']} ${scrollToTopClearance}`,
  minWidth: 0,
  outline: 'none',
  '@media': {
    'screen and (max-width: 575px)': {
      padding: `${vars.space['4']} ${vars.space['4']} ${scrollToTopClearance}`,
    },
  },
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(20rem, 86vw)',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.duration} ${vars.motion.easing}` },
  },
});

export const drawerDialog = style({
  outline: 'none',
  padding: vars.space['3'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const drawerTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});
