import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src';
import { I18nProvider, useTranslation } from '../src/react';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('routes.auth-login')}</h1>;
}

describe('I18nProvider', () => {
  it('renders in the given language, pt-BR by default', () => {
    expect(
      renderToString(
        <I18nProvider>
          <Title />
        </I18nProvider>,
      ),
    ).toBe('<h1>Entrar</h1>');
    expect(
      renderToString(
        <I18nProvider locale="en">
          <Title />
        </I18nProvider>,
      ),
    ).toBe('<h1>Sign in</h1>');
  });

  it('uses a shared instance when given one', () => {
    const instance = createI18n('fr');
    expect(
      renderToString(
        <I18nProvider instance={instance}>
          <Title />
        </I18nProvider>,
      ),
    ).toBe('<h1>Connexion</h1>');
  });
});
