import { createInstance, type i18n } from 'i18next';
import { detectLanguage } from './languages';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACE, messages } from './resources';

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, { [NAMESPACE]: messages[language] }]),
);

/**
 * A ready i18next instance for a language (any tag: `pt` and `pt-PT` answer pt-BR, unknown
 * tags pt-BR). The resources are bundled, so the instance is initialised synchronously and
 * `t` works on return, in Node and in the browser. Missing keys fall back to pt-BR.
 */
export function createI18n(locale?: string | null): i18n {
  const instance = createInstance();
  void instance.init({
    resources,
    lng: detectLanguage(locale),
    fallbackLng: { pt: [DEFAULT_LANGUAGE], default: [DEFAULT_LANGUAGE] },
    supportedLngs: [...LANGUAGES, 'pt'],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    initAsync: false,
    // React escapes output itself; the server sends these strings as JSON or plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
