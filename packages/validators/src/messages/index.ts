import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { ptBR } from './pt-BR';
import type { MessageCatalog, RuleName } from './types';

/** A language of the messages. `'pt'` is read as `'pt-BR'`, the default. */
export type Locale = 'pt-BR' | 'pt' | 'en' | 'fr' | 'de';

/** The message catalogues by locale (`pt` shares `pt-BR`'s). */
export const catalogs: Readonly<Record<Locale, MessageCatalog>> = {
  'pt-BR': ptBR,
  pt: ptBR,
  en,
  fr,
  de,
};

/**
 * The supported locale for a language tag such as an `Accept-Language` entry or
 * `navigator.language`: `en-US` → `en`, `pt`/`pt-PT` → `pt-BR`, `de-AT` → `de`; anything else (or
 * nothing) → `pt-BR`, the portal's default.
 *
 * @example resolveLocale('fr-CA') // 'fr'
 */
export function resolveLocale(tag: string | null | undefined): Locale {
  const language = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return language === 'en' || language === 'fr' || language === 'de' ? language : 'pt-BR';
}

/**
 * The message of `rule` in `locale` with its placeholders replaced by `params`; a placeholder
 * without a parameter stays as written so a missing parameter is visible, not silently blank.
 *
 * @example formatMessage('required', { field: 'Nome' }) // 'O campo Nome precisa ser informado'
 */
export function formatMessage(
  rule: RuleName,
  params: Readonly<Record<string, string | number>> = {},
  locale: Locale = 'pt-BR',
): string {
  // `?? ptBR`: JavaScript callers may pass a tag we do not have; they get the default language.
  const catalog = (catalogs as Partial<Record<string, MessageCatalog>>)[locale] ?? ptBR;
  return catalog[rule].replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
