import { LANGUAGES, LANGUAGE_NAMES, toLanguage, type Language } from '@emplacamento/i18n';
import { DeferredSelect, Inline, Switch, type Skin } from '@emplacamento/ui/basics';
import { useTexts } from '../../texts';

/** Props of {@link SignInPreferences}. */
export interface SignInPreferencesProps {
  readonly language: Language;
  readonly onLanguage: (language: Language) => void;
  readonly skin: Skin;
  readonly onSkin: (skin: Skin) => void;
}

/**
 * The language switcher and the dark-skin switch under the sign-in card, as PreferenceSwitchers
 * shows them in the app, with the choices passed in: the sign-in page's own entry keeps them
 * without the app's preferences provider and i18next (ADR 0216). The language list's code comes
 * when the user reaches for it (DeferredSelect): nobody needs it to sign in.
 */
export function SignInPreferences({ language, onLanguage, skin, onSkin }: SignInPreferencesProps) {
  const t = useTexts();
  return (
    // The switch sits level with the select box, not with its label above it.
    <Inline gap="4" flexWrap="wrap" alignItems="flex-end">
      <DeferredSelect
        label={t('preferences.language')}
        options={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
        value={language}
        onChange={(key) => {
          const next = toLanguage(String(key));
          if (next) onLanguage(next);
        }}
      />
      <div style={{ display: 'flex', alignItems: 'center', minHeight: '2.375rem' }}>
        <Switch
          isSelected={skin === 'dark'}
          onChange={(dark) => {
            onSkin(dark ? 'dark' : 'light');
          }}
        >
          {t('preferences.darkSkin')}
        </Switch>
      </div>
    </Inline>
  );
}
