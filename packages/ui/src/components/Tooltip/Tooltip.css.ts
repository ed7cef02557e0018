import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tooltip = style({
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.fontSize.xs,
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  maxWidth: '18rem',
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.toast,
});
