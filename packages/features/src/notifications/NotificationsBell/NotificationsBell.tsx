import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, visuallyHidden } from '@emplacamento/ui';
import { useNotifications } from '../use-notifications';

/** Props of {@link NotificationsBell}. */
export interface NotificationsBellProps {
  /** Opens the notifications page (the router's navigation). */
  readonly onOpen: () => void;
}

/**
 * The bell of the shell's header: how many notifications are unread, live through the session's
 * realtime stream (shared with the notifications page), and the way to the page.
 */
export function NotificationsBell({ onOpen }: NotificationsBellProps) {
  const { t } = useTranslation();
  const { documentos } = useNotifications(100);
  const unread = (documentos ?? []).filter((item) => item.dados.lida !== true).length;
  // The list holds the newest 100: past 99 the exact number is not known, nor needed.
  const shown = unread > 99 ? '99+' : String(unread);
  // The name is read from the content ("Notificações 2 não lidas"), so the visible count is in it.
  return (
    <Button variant="ghost" size="sm" icon={<Bell size={18} aria-hidden />} onPress={onOpen}>
      <span className={visuallyHidden}>{t('notifications.title')} </span>
      {unread > 0 ? (
        <Badge tone="danger">
          {shown}
          <span className={visuallyHidden}>
            {' '}
            {t('notifications.unreadSuffix', { count: unread })}
          </span>
        </Badge>
      ) : null}
    </Button>
  );
}
