import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** The typography scale: one recipe for headings and body text. */
export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    variant: {
      display: {
        fontSize: vars.fontSize['3xl'],
        fontWeight: vars.fontWeight.bold,
        lineHeight: vars.lineHeight.tight,
      },
      h1: {
        fontSize: vars.fontSize['2xl'],
        fontWeight: vars.fontWeight.bold,
        lineHeight: vars.lineHeight.tight,
      },
      h2: {
        fontSize: vars.fontSize.xl,
        fontWeight: vars.fontWeight.bold,
        lineHeight: vars.lineHeight.tight,
      },
      h3: {
        fontSize: vars.fontSize.lg,
        fontWeight: vars.fontWeight.medium,
        lineHeight: vars.lineHeight.tight,
      },
      body: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      small: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      caption: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
  },
  defaultVariants: { variant: 'body', tone: 'default' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
