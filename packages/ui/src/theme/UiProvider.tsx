import { createContext, useContext, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { deriveBrandColors } from './brand';
import type { UiLocale, UiMessages } from './messages';
import { uiMessages } from './messages';
import type { Skin, TenantTheme } from './palettes';
import { themeClasses } from './themes.css';
import { vars } from './vars.css';

interface UiContextValue {
  tenant: TenantTheme;
  skin: Skin;
  locale: string;
  messages: UiMessages;
  logo: ReactNode;
}

const UiContext = createContext<UiContextValue>({
  tenant: 'default',
  skin: 'light',
  locale: 'pt-BR',
  messages: uiMessages['pt-BR'],
  logo: null,
});

/** Props of {@link UiProvider}. */
export interface UiProviderProps {
  /** Which tenant's colours to use. @default 'default' */
  tenant?: TenantTheme;
  /** Light or dark skin. @default 'light' */
  skin?: Skin;
  /** BCP 47 locale for dates, numbers and built-in texts. @default 'pt-BR' */
  locale?: string;
  /** Overrides of built-in texts (e.g. from the app's i18n). @default undefined */
  messages?: Partial<UiMessages>;
  /**
   * The tenant's brand colour (`#rrggbb`) from its configuration: the brand shades of the skin
   * are derived from it at run time with AA contrast kept, over the `tenant` theme. Not a hex
   * colour, or absent: the `tenant` theme's own brand colours. @default undefined
   */
  brandColor?: string;
  /** The tenant's logo, shown by the layouts' logo slot. @default null */
  logo?: ReactNode;
  /**
   * Also put the theme class on `<html>`, so overlays portalled to `<body>` (popovers, dialogs,
   * toasts) are themed too. Turn off when several themed subtrees share a page. @default true
   */
  themeDocument?: boolean;
  children: ReactNode;
}

function baseMessages(locale: string): UiMessages {
  if (locale in uiMessages) return uiMessages[locale as UiLocale];
  const language = locale.split('-')[0] ?? '';
  return language in uiMessages ? uiMessages[language as UiLocale] : uiMessages['pt-BR'];
}

/**
 * The root of every themed tree: theme class (tenant × skin), react-aria locale and the built-in
 * texts. Changing `tenant` or `skin` swaps one class: no reload, no re-mount.
 */
export function UiProvider({
  tenant = 'default',
  skin = 'light',
  locale = 'pt-BR',
  messages,
  brandColor,
  logo = null,
  themeDocument = true,
  children,
}: UiProviderProps) {
  const className = themeClasses[tenant][skin];
  const brandVars = useMemo(() => {
    const brand = brandColor === undefined ? null : deriveBrandColors(brandColor, skin);
    return brand
      ? assignInlineVars({
          [vars.color.primary]: brand.primary,
          [vars.color.primaryHover]: brand.primaryHover,
          [vars.color.onPrimary]: brand.onPrimary,
          [vars.color.primarySubtle]: brand.primarySubtle,
          [vars.color.primaryText]: brand.primaryText,
        })
      : undefined;
  }, [brandColor, skin]);
  useLayoutEffect(() => {
    if (!themeDocument) return undefined;
    const root = document.documentElement;
    root.classList.add(className);
    root.dataset.skin = skin;
    // Overlays portalled to <body> read the brand from <html>, like the theme class.
    const names = Object.keys(brandVars ?? {});
    for (const name of names) root.style.setProperty(name, brandVars?.[name] ?? null);
    return () => {
      root.classList.remove(className);
      for (const name of names) root.style.removeProperty(name);
    };
  }, [className, skin, themeDocument, brandVars]);
  const value = useMemo(
    () => ({ tenant, skin, locale, logo, messages: { ...baseMessages(locale), ...messages } }),
    [tenant, skin, locale, logo, messages],
  );
  return (
    <UiContext.Provider value={value}>
      <I18nProvider locale={locale}>
        <div className={className} style={brandVars} data-skin={skin} data-tenant={tenant}>
          {children}
        </div>
      </I18nProvider>
    </UiContext.Provider>
  );
}

/** The current tenant, skin, locale, logo and built-in texts. */
export function useUi(): UiContextValue {
  return useContext(UiContext);
}

/** The built-in texts of the current locale. */
export function useUiMessages(): UiMessages {
  return useContext(UiContext).messages;
}
