import { Bell, ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage } from '@emplacamento/i18n';
import {
  Avatar,
  Button,
  Menu,
  MenuItem,
  MenuSection,
  useMediaQuery,
  visuallyHidden,
  wideScreenQuery,
} from '@emplacamento/ui';
import { usePreferences } from '../preferences';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in user's name (the button shows it beside the initials). */
  readonly fullName: string;
  /** The user's profile (role), shown as the menu's title. */
  readonly role: string;
  /** Where "Meu perfil" goes. */
  readonly profileHref: string;
  /** Where "Notificações" goes. */
  readonly notificationsHref: string;
  /** Signs out. */
  readonly onLogout: () => void;
}

/**
 * Everything about the user in one menu: the profile page, the language, the skin, the menu
 * layout (only on screens wide enough for a choice: phones always get the drawer), and sign out.
 * Keeps the header one row on phones.
 */
export function UserMenu({
  fullName,
  role,
  profileHref,
  notificationsHref,
  onLogout,
}: UserMenuProps) {
  const { t } = useTranslation();
  const { language, setLanguage, skin, setSkin, layout, setLayout } = usePreferences();
  const wide = useMediaQuery(wideScreenQuery);
  const firstName = fullName.split(/\s+/)[0] ?? fullName;
  return (
    <Menu
      aria-label={t('shell.userMenu')}
      trigger={
        <Button variant="ghost" size="sm">
          {/* The name is read once, from the text: the initials are decoration here. */}
          <span aria-hidden style={{ display: 'inline-flex' }}>
            <Avatar name={fullName} size="sm" />
          </span>
          <span className={wide ? undefined : visuallyHidden}>{firstName}</span>
          <span className={visuallyHidden}> · {t('shell.userMenu')}</span>
          <ChevronDown size={14} aria-hidden />
        </Button>
      }
    >
      <MenuSection title={`${fullName} · ${role}`}>
        <MenuItem id="profile" href={profileHref} icon={<UserRound size={16} aria-hidden />}>
          {t('routes.admin-panel-profile-settings')}
        </MenuItem>
        <MenuItem id="notifications" href={notificationsHref} icon={<Bell size={16} aria-hidden />}>
          {t('notifications.title')}
        </MenuItem>
      </MenuSection>
      <MenuSection
        title={t('preferences.language')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[language]}
        onSelectionChange={(keys) => {
          const next = keys === 'all' ? undefined : toLanguage(String([...keys][0]));
          if (next) setLanguage(next);
        }}
      >
        {LANGUAGES.map((id) => (
          <MenuItem key={id} id={id} textValue={LANGUAGE_NAMES[id]}>
            <span lang={id}>{LANGUAGE_NAMES[id]}</span>
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSection
        title={t('shell.appearance')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[skin]}
        onSelectionChange={(keys) => {
          if (keys !== 'all') setSkin([...keys][0] === 'dark' ? 'dark' : 'light');
        }}
      >
        <MenuItem id="light">{t('shell.skinLight')}</MenuItem>
        <MenuItem id="dark">{t('shell.skinDark')}</MenuItem>
      </MenuSection>
      {wide ? (
        <MenuSection
          title={t('preferences.layout')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[layout]}
          onSelectionChange={(keys) => {
            if (keys !== 'all')
              setLayout([...keys][0] === 'horizontal' ? 'horizontal' : 'vertical');
          }}
        >
          <MenuItem id="vertical">{t('preferences.layoutVertical')}</MenuItem>
          <MenuItem id="horizontal">{t('preferences.layoutHorizontal')}</MenuItem>
        </MenuSection>
      ) : null}
      <MenuSection>
        <MenuItem id="logout" icon={<LogOut size={16} aria-hidden />} onAction={onLogout}>
          {t('auth.logout')}
        </MenuItem>
      </MenuSection>
    </Menu>
  );
}
