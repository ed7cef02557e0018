import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const group = style({ display: 'contents' });

export const label = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const tag = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    maxWidth: '100%',
    minHeight: '2rem',
    padding: `0 ${vars.space['1']} 0 ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.primarySubtle,
    color: vars.color.primaryText,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'default',
  },
]);

export const text = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '22rem',
});

export const remove = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '1.5rem',
    height: '1.5rem',
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { background: vars.color.surfaceMuted } },
  },
]);
