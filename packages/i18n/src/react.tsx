import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { createI18n } from './create';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** Language tag; ignored when `instance` is given. @default the stored choice or pt-BR */
  readonly locale?: string | null;
  /** An instance made by `createI18n`, to share one with code outside React. */
  readonly instance?: i18n;
  readonly children: ReactNode;
}

/**
 * Provides the product's translations to React (`react-i18next`). A separate entry
 * (`@emplacamento/i18n/react`) so the API and other Node code never load React.
 */
export function I18nProvider({ locale, instance, children }: I18nProviderProps) {
  const i18next = useMemo(() => instance ?? createI18n(locale), [instance, locale]);
  return <I18nextProvider i18n={i18next}>{children}</I18nextProvider>;
}

export { useTranslation };
