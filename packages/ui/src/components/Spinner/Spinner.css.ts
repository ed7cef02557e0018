import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    // Slowed rather than stopped so that the busy state still reads as busy.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});

export const sizes = {
  sm: style({ width: '1rem', height: '1rem' }),
  md: style({ width: '1.5rem', height: '1.5rem' }),
  lg: style({ width: '2.5rem', height: '2.5rem', borderWidth: 3 }),
};

export const pageLoader = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background,
  color: vars.color.primaryText,
  zIndex: vars.zIndex.toast,
  transition: `opacity ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&[data-hidden]': { opacity: 0, pointerEvents: 'none' } },
});

export const pageLoaderLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
