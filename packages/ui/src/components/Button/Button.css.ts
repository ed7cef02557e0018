import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    outline: 'none',
    transition: `background-color ${vars.motion.duration} ${vars.motion.easing}, transform ${vars.motion.duration}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primaryText,
        borderColor: vars.color.primaryText,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.primarySubtle } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { '&[data-hovered], &[data-pressed]': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      sm: {
        fontSize: vars.fontSize.xs,
        padding: `${vars.space['1']} ${vars.space['3']}`,
        minHeight: '2rem',
      },
      md: {
        fontSize: vars.fontSize.sm,
        padding: `${vars.space['2']} ${vars.space['4']}`,
        minHeight: '2.375rem',
      },
      lg: {
        fontSize: vars.fontSize.md,
        padding: `${vars.space['3']} ${vars.space['5']}`,
        minHeight: '2.875rem',
      },
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1', borderRadius: vars.radius.full },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** An icon button carrying a corner badge: the badge is placed against it. */
export const withBadge = style({ position: 'relative' });

/**
 * The corner badge of an icon button: out of the flow (the button keeps its size), ringed in
 * the surface colour so it reads apart from the icon under it; the brand's colour, not the
 * danger red: unread is news, not an alarm.
 */
export const cornerBadge = style({
  position: 'absolute',
  top: '-0.25rem',
  insetInlineEnd: '-0.25rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: `0 ${vars.space['1']}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
