import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.primarySubtle,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  flexShrink: 0,
});

export const sizes = {
  sm: style({ width: '1.75rem', height: '1.75rem', fontSize: vars.fontSize.xs }),
  md: style({ width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm }),
  lg: style({ width: '3.5rem', height: '3.5rem', fontSize: vars.fontSize.lg }),
};

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
