// The route titles live in @emplacamento/i18n, which this package may not import (both sit at the
// bottom of the import graph). The test reads its pt-BR resource file instead, so a route without
// a title, or a title for a route that no longer exists, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU_GROUPS, createRouteTable, groupTitleKey, reportCatalogue } from '../src';

type Resource = Record<string, Record<string, unknown>>;
const read = (language: string): Resource =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Resource;
const languages = ['pt-BR', 'en', 'fr', 'de'] as const;
const resources = Object.fromEntries(languages.map((language) => [language, read(language)]));
const ptBR = read('pt-BR');
const lookupIn = (resource: Resource, key: string): string | undefined => {
  const [section = '', name = ''] = key.split(/\.(.*)/s);
  const value = resource[section]?.[name];
  return typeof value === 'string' ? value : undefined;
};
const lookup = (key: string): string | undefined => lookupIn(ptBR, key);

/** A name as a reader tells names apart: case, and a word's plural, make no difference. */
const sameName = (title: string): string =>
  title
    .toLocaleLowerCase('pt-BR')
    .split(/\s+/)
    .map((word) => word.replace(/(e?s|n)$/u, ''))
    .join(' ');

// Proper nouns keep their capital inside a sentence-case title (acronyms such as KPI or DVR are
// all capitals and pass anyway). German is left out: it capitalises every noun.
const properNouns = new Set(['Emplacamento']);
/** The words after the first that start with a capital and are neither acronyms nor proper nouns. */
const titleCased = (title: string): string[] =>
  title
    .split(/[\s(]+/)
    .slice(1)
    .filter(
      (word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNouns.has(word.replace(/[^\p{L}]/gu, '')),
    );

describe('i18n keys of access', () => {
  const table = createRouteTable({ associacaoGrupoEconomico: null });

  it('has a pt-BR title for every route and no title for a route that does not exist', () => {
    for (const route of table) expect(lookup(route.titleKey), route.titleKey).toBeTruthy();
    expect(Object.keys(ptBR.routes ?? {}).sort()).toEqual(table.map((route) => route.name).sort());
  });

  it('has a title for every menu group and both group titles', () => {
    expect(Object.keys(ptBR.menu ?? {}).sort()).toEqual([...MENU_GROUPS].sort());
    expect(lookup(groupTitleKey('N'))).toBe('Grupos econômicos');
    expect(lookup(groupTitleKey('S'))).toBe('Grupos empresa');
  });

  // §3 names the business groups "Grupo Econômico" where EMP_ASSOCIACAO_GRUPO_ECONOMICO is N; the
  // economic-group list is a menu entry too: the two must never read as the same name (ADR 0250).
  it.each(['N', 'S', 'Abracaf', null])(
    'gives no two menu entries the same name (parameter %s), in every language',
    (parameter) => {
      const entries = createRouteTable({ associacaoGrupoEconomico: parameter }).filter(
        (route) => route.menu !== null,
      );
      for (const language of languages) {
        const names = entries.map((route) => lookupIn(resources[language] ?? {}, route.titleKey));
        const seen = new Map<string, string>();
        for (const name of names) {
          expect(name, language).toBeTruthy();
          const key = sameName(name ?? '');
          expect(seen.get(key), `${language}: "${name ?? ''}"`).toBeUndefined();
          seen.set(key, name ?? '');
        }
      }
    },
  );

  it('writes titles, menu entries and group names in sentence case (pt-BR, en, fr)', () => {
    const sections = ['routes', 'menu', 'groups'] as const;
    for (const language of ['pt-BR', 'en', 'fr'] as const) {
      for (const section of sections) {
        for (const [key, title] of Object.entries(resources[language]?.[section] ?? {})) {
          if (typeof title !== 'string') continue;
          expect(titleCased(title), `${language} ${section}.${key}: "${title}"`).toEqual([]);
        }
      }
    }
  });

  it('has a pt-BR title for every report and chart of the catalogue, and no other', () => {
    for (const entry of reportCatalogue)
      expect(lookup(entry.titleKey), entry.titleKey).toBeTruthy();
    expect(Object.keys(ptBR.reportTitles ?? {}).sort()).toEqual(
      reportCatalogue.map((entry) => entry.name).sort(),
    );
  });
});
