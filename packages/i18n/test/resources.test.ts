import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_NAMES, messages, type Messages } from '../src';

/** Every leaf of a message tree as `[dotted.key, value]`. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const placeholders = (text: unknown): string[] =>
  [...String(text).matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]!).sort();

const reference = new Map(leaves(messages['pt-BR']));

describe.each(LANGUAGES)('%s messages', (language) => {
  const own = new Map(leaves(messages[language]));

  it('have exactly the keys of pt-BR', () => {
    expect([...own.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('have no empty or non-text value', () => {
    for (const [key, value] of own) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('keep the interpolation placeholders of pt-BR', () => {
    for (const [key, value] of own)
      expect(placeholders(value), key).toEqual(placeholders(reference.get(key)));
  });
});

describe('pt-BR texts of the spec', () => {
  it.each([
    ['notifications.empty', 'Nenhuma notificação disponível no momento'],
    ['errors.parametersNotLoaded', 'Os parâmetros do sistema não foram carregados corretamente!'],
    ['errors.socialLoginTitle', 'Login social'],
    [
      'errors.socialLoginText',
      'Não foi possível realizar login social, entre em contato com o administrador.',
    ],
    ['errors.logout', 'Erro no logout'],
    ['errors.underConstructionTitle', 'Em construção'],
    ['actions.loading', 'Carregando...'],
    ['actions.delete', 'Excluir'],
    ['status.active', 'Ativo'],
    ['status.inactive', 'Inativo'],
    ['status.processing', 'Processando'],
    ['groups.economic', 'Grupos econômicos'],
    ['groups.company', 'Grupos empresa'],
    ['routes.notifications', 'Notificações'],
  ])('%s is "%s"', (key, text) => {
    expect(reference.get(key)).toBe(text);
  });

  it('titles every embed page like the route that opens it', () => {
    const routes = messages['pt-BR'].routes;
    expect(routes['embed-BoletimDiario']).toBe(routes['reports-daily-report']);
    expect(routes['embed-Nomenclatura']).toBe(routes['admin-panel-vehicle-version']);
  });
});

describe('language names', () => {
  it('names each language in itself', () => {
    expect(LANGUAGES.map((language) => LANGUAGE_NAMES[language])).toEqual([
      'Português',
      'English',
      'Français',
      'Deutsch',
    ]);
  });
});

describe('typing', () => {
  it('refuses a language that misses a key (checked by tsc)', () => {
    // @ts-expect-error: `routes` and every other section are missing.
    const incomplete = { menu: messages.en.menu } satisfies Messages;
    expect(Object.keys(incomplete)).toEqual(['menu']);
  });
});
