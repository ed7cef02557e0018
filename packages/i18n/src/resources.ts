import type ptBR from './locales/pt-BR.json';

/**
 * The message tree of pt-BR, the reference language: every other language must have the same
 * keys. `satisfies Messages` (messages.ts) makes a missing key a type error; a test also refuses
 * extra keys and empty values.
 */
export type Messages = typeof ptBR;

/** The languages of the product (§9); `pt` answers with pt-BR. */
export const LANGUAGES = ['pt-BR', 'en', 'fr', 'de'] as const;
/** A supported language. */
export type Language = (typeof LANGUAGES)[number];
/**
 * Each language by its own name (endonym), for the language menu: a reader looks for the name of
 * their own language, whatever language the page is in now.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = Object.freeze({
  'pt-BR': 'Português',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
});

/** The default language. */
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** The namespace every message lives in. */
export const NAMESPACE = 'translation';

// Typed keys for every `t()` of the workspace: a key that pt-BR lacks is a type error.
declare module 'i18next' {
  interface ResourceNamespaceMap {
    translation: Messages;
  }
}
