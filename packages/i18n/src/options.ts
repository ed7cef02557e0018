import type { InitOptions } from 'i18next';
import { detectLanguage } from './languages';
import { LANGUAGES, NAMESPACE } from './resources';

/** What every i18next instance of the product shares, bundled or loaded. */
export function baseOptions(locale: string | null | undefined): InitOptions {
  return {
    lng: detectLanguage(locale),
    supportedLngs: [...LANGUAGES, 'pt'],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // React escapes output itself; the server sends these strings as JSON or plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
