import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_STORAGE_KEY,
  createI18n,
  detectLanguage,
  detectStoredLanguage,
  toLanguage,
} from '../src';

describe('createI18n', () => {
  it.each([
    [undefined, 'pt-BR', 'Salvar'],
    ['pt-BR', 'pt-BR', 'Salvar'],
    ['pt', 'pt-BR', 'Salvar'],
    ['pt-PT', 'pt-BR', 'Salvar'],
    ['en', 'en', 'Save'],
    ['en-US', 'en', 'Save'],
    ['fr', 'fr', 'Enregistrer'],
    ['de-AT', 'de', 'Speichern'],
    ['es', 'pt-BR', 'Salvar'],
  ])('%s → %s, ready at once', (locale, language, save) => {
    const i18n = createI18n(locale);
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe(language);
    expect(i18n.t('actions.save')).toBe(save);
  });

  it('interpolates numbers in the language convention, without escaping', () => {
    const i18n = createI18n('pt-BR');
    expect(i18n.t('pagination.showing', { from: 1, to: 10, total: 1234 })).toBe(
      'Mostrando 1 a 10 de 1.234 registros',
    );
    expect(createI18n('en').t('pagination.page', { page: 2, pages: 1500 })).toBe('Page 2 of 1,500');
    expect(i18n.t('auth.confirmCodeText', { email: 'a&b@x.com' })).toBe(
      'Digite o código enviado para a&b@x.com.',
    );
  });

  it('switches language per instance, leaving the others alone', async () => {
    const one = createI18n('pt-BR');
    const two = createI18n('pt-BR');
    await one.changeLanguage('de');
    expect(one.t('notifications.empty')).toBe('Derzeit keine Benachrichtigungen');
    expect(two.t('notifications.empty')).toBe('Nenhuma notificação disponível no momento');
  });
});

describe('language detection', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['PT', 'pt-BR'],
    ['en-GB', 'en'],
    ['FR-ca', 'fr'],
    ['de', 'de'],
    ['es', null],
    ['', null],
    [null, null],
  ])('toLanguage(%j) is %j', (tag, expected) => {
    expect(toLanguage(tag)).toBe(expected);
  });

  it('uses the stored choice, else pt-BR', () => {
    expect(detectLanguage('fr')).toBe('fr');
    expect(detectLanguage('xx')).toBe('pt-BR');
    expect(detectLanguage(undefined)).toBe('pt-BR');
    const storage = new Map([[LANGUAGE_STORAGE_KEY, 'en']]);
    expect(detectStoredLanguage({ getItem: (key) => storage.get(key) ?? null })).toBe('en');
    expect(detectStoredLanguage({ getItem: () => null })).toBe('pt-BR');
    expect(detectStoredLanguage(undefined)).toBe('pt-BR');
    const broken = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(detectStoredLanguage(broken)).toBe('pt-BR');
  });
});
