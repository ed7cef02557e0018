import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './resources';

/** The key under which the portal stores the user's choice of language. */
export const LANGUAGE_STORAGE_KEY = 'emplacamento.language';

/**
 * The supported language a tag stands for, or null: exact tags first (`pt-BR`), then the base
 * language (`pt`, `pt-PT` → pt-BR; `en-US` → en; `de-AT` → de), case and `_` tolerated.
 */
export function toLanguage(tag: string | null | undefined): Language | null {
  const cleaned = (tag ?? '').trim().replace('_', '-').toLowerCase();
  if (cleaned === '') return null;
  const exact = LANGUAGES.find((language) => language.toLowerCase() === cleaned);
  if (exact !== undefined) return exact;
  const base = cleaned.split('-')[0];
  return LANGUAGES.find((language) => language.split('-')[0] === base) ?? null;
}

/**
 * The language to start with: the stored choice when it is a supported language, else pt-BR.
 * The browser's language is deliberately not consulted (§9: the product speaks Brazilian
 * Portuguese by default; the user picks another language in the menu and that choice is stored).
 */
export function detectLanguage(stored: string | null | undefined): Language {
  return toLanguage(stored) ?? DEFAULT_LANGUAGE;
}

/** Reads the stored choice from a Storage (localStorage); missing or failing storage → pt-BR. */
export function detectStoredLanguage(
  storage: { getItem(key: string): string | null } | undefined,
): Language {
  try {
    return detectLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage throws in private modes and sandboxed iframes: fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}
