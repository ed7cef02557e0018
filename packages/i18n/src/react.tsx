import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /**
   * The instance to provide: `loadI18n` in the portal (only the user's language is fetched),
   * `createI18n` where every language is bundled (tests, Storybook).
   */
  readonly instance: i18n;
  readonly children: ReactNode;
}

/**
 * Provides the product's translations to React (`react-i18next`). A separate entry
 * (`@emplacamento/i18n/react`) so the API and other Node code never load React.
 */
export function I18nProvider({ instance, children }: I18nProviderProps) {
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

export { useTranslation };
