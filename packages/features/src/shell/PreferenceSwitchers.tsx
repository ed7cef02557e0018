import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage } from '@emplacamento/i18n';
import { Inline, Select, Switch } from '@emplacamento/ui';
import { usePreferences } from './preferences';

/** Props of {@link PreferenceSwitchers}. */
export interface PreferenceSwitchersProps {
  /** Also offer the vertical/horizontal menu choice (menu layouts only). @default false */
  readonly withLayout?: boolean;
}

/** The language switcher (pt-BR, en, fr, de), the dark-skin switch and the menu layout choice. */
export function PreferenceSwitchers({ withLayout = false }: PreferenceSwitchersProps) {
  const { t } = useTranslation();
  const { language, setLanguage, skin, setSkin, layout, setLayout } = usePreferences();
  return (
    // The switch sits level with the select boxes, not with their labels above them.
    <Inline gap="4" flexWrap="wrap" alignItems="flex-end">
      <Select
        label={t('preferences.language')}
        options={LANGUAGES.map((id) => ({ id, label: LANGUAGE_NAMES[id] }))}
        value={language}
        onChange={(key) => {
          const next = toLanguage(String(key));
          if (next) setLanguage(next);
        }}
      />
      {withLayout ? (
        <Select
          label={t('preferences.layout')}
          options={[
            { id: 'vertical', label: t('preferences.layoutVertical') },
            { id: 'horizontal', label: t('preferences.layoutHorizontal') },
          ]}
          value={layout}
          onChange={(key) => {
            setLayout(key === 'horizontal' ? 'horizontal' : 'vertical');
          }}
        />
      ) : null}
      <div style={{ display: 'flex', alignItems: 'center', minHeight: '2.375rem' }}>
        <Switch
          isSelected={skin === 'dark'}
          onChange={(dark) => {
            setSkin(dark ? 'dark' : 'light');
          }}
        >
          {t('preferences.darkSkin')}
        </Switch>
      </div>
    </Inline>
  );
}
