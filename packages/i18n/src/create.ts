import { createInstance, type i18n } from 'i18next';
import { messages } from './messages';
import { baseOptions } from './options';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACE } from './resources';

/**
 * A ready i18next instance for a language (any tag: `pt` and `pt-PT` answer pt-BR, unknown
 * tags pt-BR). Every language is bundled, so the instance is initialised synchronously and
 * `t` works on return, in Node and in the browser. Missing keys fall back to pt-BR.
 */
export function createI18n(locale?: string | null): i18n {
  const instance = createInstance();
  void instance.init({
    ...baseOptions(locale),
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [language, { [NAMESPACE]: messages[language] }]),
    ),
    fallbackLng: { pt: [DEFAULT_LANGUAGE], default: [DEFAULT_LANGUAGE] },
    initAsync: false,
  });
  return instance;
}
