import type { i18n } from 'i18next';
import { I18nProvider } from '@emplacamento/i18n/react';
import { UiProvider } from '@emplacamento/ui';
import { ErrorScreen } from './ErrorScreen';

/** Shown when `/config.json` cannot be read: the portal cannot know its tenant or services. */
export function StartupError({ i18n }: { readonly i18n: i18n }) {
  return (
    <I18nProvider instance={i18n}>
      <UiProvider>
        <ErrorScreen />
      </UiProvider>
    </I18nProvider>
  );
}
