import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { UiProvider, skins, tenants, uiLocales } from '@emplacamento/ui';
import type { Skin, TenantTheme } from '@emplacamento/ui';

// findBy* and waitFor give up after 1 s by default: on CI's two cores, with the API suite and the
// e2e journeys running beside the stories, a popover once took longer than that to open, and at
// load 18 a debounced list search once took longer than 5 s to show its page. Only a failing wait
// pays the longer limit.
configure({ asyncUtilTimeout: 15_000 });

/** Wraps every story in the theme root; the toolbars drive tenant, skin and locale. */
const withUi: Decorator = (Story, context) => {
  const { tenant, skin, locale } = context.globals as {
    tenant?: TenantTheme;
    skin?: Skin;
    locale?: string;
  };
  return (
    <UiProvider tenant={tenant ?? 'default'} skin={skin ?? 'light'} locale={locale ?? 'pt-BR'}>
      <Story />
    </UiProvider>
  );
};

/**
 * Empties react-aria's live announcer before each story. It is one `div[data-live-announcer]` in
 * `document.body` for the whole page, and a pending `Button` that has focus announces itself by
 * reference (`<div role="img" aria-labelledby="<button id>">`, kept 7 s). When the next story
 * replaces the previous one, that reference points at nothing and axe flags `role-img-alt` on a
 * story that never rendered it. react-aria's own `clearAnnouncer` is not a public export, so the
 * logs are emptied through the DOM; the announcer itself stays and keeps working.
 */
function clearLiveAnnouncer(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

/**
 * Undoes what a previous story left on the page outside its canvas: react-aria's announcements
 * and the `<html lang>` the language switcher sets (the next story would be checked in English).
 */
const isolateStory: Preview['beforeEach'] = (context) => {
  clearLiveAnnouncer();
  const { locale } = context.globals as { locale?: string };
  document.documentElement.lang = locale ?? 'pt-BR';
};

const preview: Preview = {
  decorators: [withUi],
  beforeEach: isolateStory,
  // Mock Service Worker: each story's `parameters.msw` handlers answer the API.
  loaders: [mswLoader()],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Every story fails its test on any axe violation, in each skin (see ADR 0032).
    a11y: { test: 'error' },
  },
  initialGlobals: { tenant: 'default', skin: 'light', locale: 'pt-BR' },
  globalTypes: {
    tenant: {
      description: 'Tenant theme',
      toolbar: { title: 'Tenant', icon: 'paintbrush', items: [...tenants], dynamicTitle: true },
    },
    skin: {
      description: 'Light or dark skin',
      toolbar: { title: 'Skin', icon: 'contrast', items: [...skins], dynamicTitle: true },
    },
    locale: {
      description: 'Locale',
      toolbar: { title: 'Locale', icon: 'globe', items: [...uiLocales], dynamicTitle: true },
    },
  },
};

export default preview;
