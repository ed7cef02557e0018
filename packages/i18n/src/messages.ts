import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ptBR from './locales/pt-BR.json';
import type { Language, Messages } from './resources';

/**
 * The messages of every language, bundled: for Node (the API, tests) and Storybook, which need
 * `t` at once. The portal loads only the user's language instead (`loadI18n`, load.ts).
 */
export const messages: Readonly<Record<Language, Messages>> = /* @__PURE__ */ Object.freeze({
  'pt-BR': ptBR,
  en: en satisfies Messages,
  fr: fr satisfies Messages,
  de: de satisfies Messages,
});
