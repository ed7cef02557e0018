import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.surfaceMuted}`,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['5']} 0`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
/** A card that titles its page (login, recovery) uses the type scale's page-title step. */
export const pageTitle = style({ fontSize: vars.fontSize['2xl'] });
export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const body = style({ padding: vars.space['5'], flex: 1 });
export const footer = style({
  padding: `${vars.space['3']} ${vars.space['5']}`,
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
