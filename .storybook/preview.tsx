import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider, skins, tenants, uiLocales } from '@emplacamento/ui';
import type { Skin, TenantTheme } from '@emplacamento/ui';

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

const preview: Preview = {
  decorators: [withUi],
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
