import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'fixed',
  right: vars.space['6'],
  bottom: vars.space['6'],
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.md,
});
