import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  zIndex: vars.zIndex.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration}` } },
});

export const modal = style({
  width: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const sizes = {
  sm: style({ maxWidth: '26rem' }),
  md: style({ maxWidth: '36rem' }),
  lg: style({ maxWidth: '52rem' }),
};

export const dialog = style({ outline: 'none', padding: vars.space['6'], position: 'relative' });

export const heading = style({
  margin: 0,
  marginBottom: vars.space['3'],
  paddingRight: vars.space['8'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const close = style({ position: 'absolute', top: vars.space['3'], right: vars.space['3'] });

export const body = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: vars.space['6'],
});
