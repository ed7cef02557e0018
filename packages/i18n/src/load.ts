import { createInstance, type BackendModule, type i18n } from 'i18next';
import ptBR from './locales/pt-BR.json';
import { toLanguage } from './languages';
import { baseOptions } from './options';
import { DEFAULT_LANGUAGE, NAMESPACE, type Language, type Messages } from './resources';

/** How each language other than pt-BR is fetched. */
export type LanguageLoaders = Readonly<
  Record<Exclude<Language, 'pt-BR'>, () => Promise<{ default: Messages }>>
>;

/** The other languages' messages, each a chunk of its own fetched when that language is needed. */
const chunkLoaders: LanguageLoaders = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
};

/** An i18next back end that reads a language from its chunk. */
const chunks = (loaders: LanguageLoaders): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (tag, _namespace, done) => {
    const language = toLanguage(tag);
    if (language === null || language === 'pt-BR') {
      done(null, ptBR);
      return;
    }
    loaders[language]().then(
      (module) => {
        done(null, module.default);
      },
      (error: unknown) => {
        done(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
});

/**
 * The portal's i18next instance. pt-BR, the default language, is in the entry; another language
 * is fetched before the first render when it is the user's stored choice, or when the user picks
 * it (`changeLanguage` waits for its chunk). Should that chunk fail to arrive, the page still
 * speaks pt-BR, the fallback, rather than showing keys. `loaders` replaces the chunks (tests).
 */
export async function loadI18n(
  locale?: string | null,
  loaders: LanguageLoaders = chunkLoaders,
): Promise<i18n> {
  const instance = createInstance();
  await instance.use(chunks(loaders)).init({
    ...baseOptions(locale),
    resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: ptBR } },
    partialBundledLanguages: true,
    // One more try after a failed fetch (i18next's default is five, up to seconds of blank page).
    maxRetries: 1,
    fallbackLng: { pt: [DEFAULT_LANGUAGE], default: [DEFAULT_LANGUAGE] },
  });
  return instance;
}
