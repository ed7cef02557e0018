import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src';
import { I18nProvider, useTranslation } from '../src/react';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('routes.auth-login')}</h1>;
}

describe('I18nProvider', () => {
  it('renders in the language of the instance it is given', () => {
    for (const [language, title] of [
      ['pt-BR', 'Entrar'],
      ['en', 'Sign in'],
      ['fr', 'Connexion'],
    ] as const) {
      expect(
        renderToString(
          <I18nProvider instance={createI18n(language)}>
            <Title />
          </I18nProvider>,
        ),
      ).toBe(`<h1>${title}</h1>`);
    }
  });
});
