import { createTheme, globalStyle } from '@vanilla-extract/css';
import type { Skin, TenantTheme } from './palettes';
import { tokensFor } from './brand';
import { skins, tenants } from './palettes';
import { vars } from './vars.css';

/**
 * One class per tenant × skin, each `createTheme(vars, tokens)`. Putting one of them on a root
 * element themes everything under it; swapping it switches theme at run time without reload.
 */
export const themeClasses = Object.fromEntries(
  tenants.map((tenant) => [
    tenant,
    Object.fromEntries(
      skins.map((skin) => [skin, createTheme(vars, tokensFor(tenant, skin), `${tenant}-${skin}`)]),
    ),
  ]),
) as Record<TenantTheme, Record<Skin, string>>;

for (const tenant of tenants) {
  for (const skin of skins) {
    const selector = `.${themeClasses[tenant][skin]}`;
    globalStyle(selector, {
      colorScheme: skin,
      backgroundColor: vars.color.background,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      // Users who ask for less motion get none: every transition reads this duration.
      '@media': {
        '(prefers-reduced-motion: reduce)': { vars: { [vars.motion.duration]: '0ms' } },
      },
    });
  }
}
