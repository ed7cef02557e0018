import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nProvider } from '@emplacamento/i18n/react';
import { LANGUAGE_STORAGE_KEY, toLanguage, type Language } from '@emplacamento/i18n';
import { UiProvider, type Skin, type TenantTheme } from '@emplacamento/ui';

/** The two menu layouts a user picks from (§2). */
export type MenuLayout = 'vertical' | 'horizontal';

/** Storage keys of the user's display choices. */
export const preferenceKeys = {
  skin: 'emplacamento.skin',
  layout: 'emplacamento.layout',
  language: LANGUAGE_STORAGE_KEY,
} as const;

interface PreferencesValue {
  readonly skin: Skin;
  readonly layout: MenuLayout;
  readonly language: Language;
  readonly setSkin: (skin: Skin) => void;
  readonly setLayout: (layout: MenuLayout) => void;
  readonly setLanguage: (language: Language) => void;
}

const PreferencesContext = createContext<PreferencesValue | null>(null);

/** A stored display choice; null when none, or when the storage refuses (private mode). */
export function readPreference(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Remembers a display choice; a storage that refuses only costs remembering it. */
export function writePreference(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // A storage that refuses (private mode) only costs remembering the choice.
  }
}

/** The stored skin: dark only when the user chose it. */
export function storedSkin(storage: Storage): Skin {
  return readPreference(storage, preferenceKeys.skin) === 'dark' ? 'dark' : 'light';
}

/** Props of {@link PreferencesProvider}. */
export interface PreferencesProviderProps {
  /** The i18next instance of the app (`loadI18n`, or `createI18n` in tests). */
  readonly i18n: i18n;
  /** Theme of the tenant picked from the host name. */
  readonly tenant: TenantTheme;
  /** The tenant's brand colour from the configuration (shades derived at run time). */
  readonly brandColor?: string;
  /** The tenant's logo. */
  readonly logo?: ReactNode;
  /** Where the choices are remembered. @default localStorage */
  readonly storage?: Storage;
  readonly children: ReactNode;
}

/**
 * The user's display choices, remembered: skin (light by default, §9), menu layout (vertical by
 * default) and language (pt-BR by default). Wraps the translations and the themed UI root.
 */
export function PreferencesProvider({
  i18n,
  tenant,
  brandColor,
  logo,
  storage = localStorage,
  children,
}: PreferencesProviderProps) {
  const [skin, setSkinState] = useState<Skin>(() => storedSkin(storage));
  const [layout, setLayoutState] = useState<MenuLayout>(() =>
    readPreference(storage, preferenceKeys.layout) === 'horizontal' ? 'horizontal' : 'vertical',
  );
  const [language, setLanguageState] = useState<Language>(
    () => toLanguage(i18n.language) ?? 'pt-BR',
  );
  const setSkin = useCallback(
    (next: Skin) => {
      writePreference(storage, preferenceKeys.skin, next);
      setSkinState(next);
    },
    [storage],
  );
  const setLayout = useCallback(
    (next: MenuLayout) => {
      writePreference(storage, preferenceKeys.layout, next);
      setLayoutState(next);
    },
    [storage],
  );
  const setLanguage = useCallback(
    (next: Language) => {
      writePreference(storage, preferenceKeys.language, next);
      // The portal fetches a language's messages on first use: switch once they are in, so the
      // page never shows the new language's formats beside the old language's words.
      void i18n.changeLanguage(next).then(() => {
        document.documentElement.lang = next;
        setLanguageState(next);
      });
    },
    [i18n, storage],
  );
  const value = useMemo(
    () => ({ skin, layout, language, setSkin, setLayout, setLanguage }),
    [skin, layout, language, setSkin, setLayout, setLanguage],
  );
  return (
    <PreferencesContext.Provider value={value}>
      <I18nProvider instance={i18n}>
        <UiProvider
          tenant={tenant}
          skin={skin}
          locale={language}
          logo={logo}
          {...(brandColor ? { brandColor } : {})}
        >
          {children}
        </UiProvider>
      </I18nProvider>
    </PreferencesContext.Provider>
  );
}

/** The user's display choices and their setters. */
export function usePreferences(): PreferencesValue {
  const value = useContext(PreferencesContext);
  if (value === null) throw new Error('PreferencesProvider is missing above this widget.');
  return value;
}
