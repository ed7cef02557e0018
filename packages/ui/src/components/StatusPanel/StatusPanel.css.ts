import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

const phone = `screen and (max-width: ${String(breakpoints.sm - 1)}px)`;

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['4'],
  padding: `${vars.space['10']} ${vars.space['8']} ${vars.space['8']}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  boxShadow: vars.shadow.md,
  '@media': { [phone]: { padding: `${vars.space['8']} ${vars.space['5']} ${vars.space['6']}` } },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: vars.radius.full,
  marginBottom: vars.space['1'],
});

/** The icon's disc: a subtle fill of the tone, the glyph in the tone itself. */
export const tone = styleVariants({
  neutral: { background: vars.color.primarySubtle, color: vars.color.primaryText },
  info: { background: vars.color.infoSubtle, color: vars.color.info },
  warning: { background: vars.color.warningSubtle, color: vars.color.warning },
  danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  textWrap: 'balance',
});

export const subTitle = style([title, { fontSize: vars.fontSize.xl }]);

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '26rem',
  textWrap: 'pretty',
});

export const hint = style([
  description,
  { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
  width: '100%',
  '@media': {
    // One action under the other, each the full width: a thumb's target on a phone.
    [phone]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const footer = style({
  alignSelf: 'stretch',
  marginTop: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
