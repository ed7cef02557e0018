import { createContext, useContext, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { UiLocale, UiMessages } from './messages';
import { uiMessages } from './messages';
import type { Skin, TenantTheme } from './palettes';
import { themeClasses } from './themes.css';

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
  logo = null,
  themeDocument = true,
  children,
}: UiProviderProps) {
  const className = themeClasses[tenant][skin];
  useLayoutEffect(() => {
    if (!themeDocument) return undefined;
    const root = document.documentElement;
    root.classList.add(className);
    root.dataset.skin = skin;
    return () => {
      root.classList.remove(className);
    };
  }, [className, skin, themeDocument]);
  const value = useMemo(
    () => ({ tenant, skin, locale, logo, messages: { ...baseMessages(locale), ...messages } }),
    [tenant, skin, locale, logo, messages],
  );
  return (
    <UiContext.Provider value={value}>
      <I18nProvider locale={locale}>
        <div className={className} data-skin={skin} data-tenant={tenant}>
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
