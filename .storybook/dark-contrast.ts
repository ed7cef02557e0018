import axe from 'axe-core';
import type { Preview } from '@storybook/react-vite';
import { themeClasses } from '@emplacamento/ui';
import type { TenantTheme } from '@emplacamento/ui';

/**
 * The axe rules whose outcome depends on colours. Everything else axe checks (names, roles,
 * structure) is the same in both skins and is checked once, by the a11y addon, in light.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Stops transitions and animations so axe reads each colour at rest, not half-way. */
const FREEZE = '*,*::before,*::after{transition:none!important;animation:none!important}';

/**
 * Checks the story's contrast in the dark skin too, after its play function, on the same page:
 * the light theme class (on `<html>` and on the provider's root) is swapped for the dark one, the
 * colour rules run, and the light class comes back for the addon's full check. A story is rendered
 * and played once instead of once per skin, which halved the Storybook run of CI (ADR 0170);
 * the final state of every play function (an open dialog, a menu, an error) is checked in dark.
 */
export const checkDarkContrast: Preview['afterEach'] = async (context) => {
  const { tenant, skin } = context.globals as { tenant?: TenantTheme; skin?: string };
  const a11y = context.parameters.a11y as { disable?: boolean; test?: string } | undefined;
  if ((skin ?? 'light') !== 'light' || context.viewMode !== 'story') return;
  if (a11y?.disable === true || a11y?.test === 'off') return;
  const classes = themeClasses[tenant ?? 'default'];
  const themed = [...document.querySelectorAll<HTMLElement>(`.${classes.light}`)];
  if (themed.length === 0) return;
  const freeze = document.createElement('style');
  freeze.textContent = FREEZE;
  document.head.append(freeze);
  for (const element of themed) {
    element.classList.replace(classes.light, classes.dark);
    if (element.dataset.skin !== undefined) element.dataset.skin = 'dark';
  }
  try {
    axe.reset();
    const result = await axe.run(
      { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs']] },
      { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] },
    );
    if (result.violations.length > 0) {
      const lines = result.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? v.help}`),
      );
      throw new Error(`Contrast in the dark skin:\n${lines.join('\n')}`);
    }
  } finally {
    for (const element of themed) {
      element.classList.replace(classes.dark, classes.light);
      if (element.dataset.skin !== undefined) element.dataset.skin = 'light';
    }
    freeze.remove();
  }
};
