import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACE, createI18n, loadI18n, messages } from '../src';

describe('loadI18n', () => {
  it('fetches only the language it starts in, beside pt-BR', async () => {
    const i18n = await loadI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('routes.auth-login')).toBe('Sign in');
    const loaded = LANGUAGES.filter((language) => i18n.hasResourceBundle(language, NAMESPACE));
    expect(loaded).toEqual(['pt-BR', 'en']);
    const portuguese = await loadI18n('pt-BR');
    expect(LANGUAGES.filter((l) => portuguese.hasResourceBundle(l, NAMESPACE))).toEqual(['pt-BR']);
  });

  it('starts in pt-BR for no choice, an unknown tag or plain `pt`', async () => {
    for (const tag of [null, 'xx-YY', 'pt']) {
      const i18n = await loadI18n(tag);
      expect(i18n.t('routes.auth-login')).toBe('Entrar');
    }
  });

  it('fetches a language the user picks before switching to it', async () => {
    const i18n = await loadI18n('pt-BR');
    await i18n.changeLanguage('de');
    expect(i18n.hasResourceBundle('de', NAMESPACE)).toBe(true);
    expect(i18n.t('routes.auth-login')).toBe(messages.de.routes['auth-login']);
    // Formatting (numbers in German) is the same as the bundled instance's.
    const options = { from: 1, to: 10, total: 1200 };
    expect(i18n.t('pagination.showing', options)).toBe(
      createI18n('de').t('pagination.showing', options),
    );
  });

  it('speaks pt-BR when the chosen language cannot be fetched', async () => {
    const offline = () => Promise.reject(new Error('network down'));
    const i18n = await loadI18n('fr', { en: offline, fr: offline, de: offline });
    expect(i18n.hasResourceBundle('fr', NAMESPACE)).toBe(false);
    expect(i18n.t('routes.auth-login')).toBe('Entrar');
  });

  it('reads French from its own chunk', async () => {
    const i18n = await loadI18n('fr-CA');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('routes.auth-login')).toBe('Connexion');
  });
});
