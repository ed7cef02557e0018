// Texts of the API in the request's language (`Accept-Language`; pt-BR by default, then en, fr,
// de). A text is a stable code plus parameters until the answer is written: the server's own
// codes come from the catalogues beside this file, field rules shared with the portal from
// @emplacamento/validators (so per-entity rules added there answer in four languages as they are).
import { catalogs, type RuleName } from '@emplacamento/validators';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { ptBR } from './pt-BR.js';
import type { ServerCatalog, ServerCode } from './types.js';

export type { ServerCode } from './types.js';

/** A language the API answers in. */
export type ServerLocale = 'pt-BR' | 'en' | 'fr' | 'de';

const server: Record<ServerLocale, ServerCatalog> = { 'pt-BR': ptBR, en, fr, de };

/** A text not yet rendered: a code of either catalogue and its placeholders' values. */
export interface Text {
  code: ServerCode | RuleName;
  params?: Readonly<Record<string, string | number>>;
}

const isServerCode = (code: string): code is ServerCode => code in ptBR;

/** The text in `locale`; placeholders without a value stay as written, so a gap shows. */
export function render(text: Text, locale: ServerLocale = 'pt-BR'): string {
  const template = isServerCode(text.code)
    ? server[locale][text.code]
    : catalogs[locale][text.code];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = text.params?.[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** Whether `code` names a text of the catalogues. */
export const isTextCode = (code: string): code is Text['code'] =>
  isServerCode(code) || code in catalogs['pt-BR'];

/**
 * The language of an `Accept-Language` header: the first supported language by the client's
 * preference (`q`), pt-BR when none is supported or the header is absent.
 */
export function localeOf(header: string | string[] | undefined): ServerLocale {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = value
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q) : 1, position };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  for (const { language } of ranked) {
    if (language === 'pt') return 'pt-BR';
    if (language === 'en' || language === 'fr' || language === 'de') return language;
  }
  return 'pt-BR';
}
