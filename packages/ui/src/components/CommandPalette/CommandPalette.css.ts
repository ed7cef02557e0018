import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `12vh ${vars.space['4']} ${vars.space['4']}`,
});

export const modal = style({
  width: '100%',
  maxWidth: '40rem',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'hidden',
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

export const fieldIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const results = style({
  maxHeight: 'min(26rem, 60vh)',
  overflowY: 'auto',
  padding: `${vars.space['1']} 0 ${vars.space['2']}`,
  outline: 'none',
});

export const section = style({ padding: `${vars.space['1']} 0` });

export const sectionTitle = style({
  padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const item = style({
  paddingLeft: vars.space['4'],
  paddingRight: vars.space['4'],
  textDecoration: 'none',
  color: vars.color.text,
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });
export const itemLabel = style({ flex: 1, minWidth: 0 });

export const enter = style({
  visibility: 'hidden',
  selectors: { [`${item}[data-focused] &`]: { visibility: 'visible' } },
});

export const empty = style({
  margin: 0,
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
