import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@emplacamento/ui';
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
  const title = t('notifications.title');
  // The count is drawn over the bell's corner (the header does not move when it comes or goes);
  // the name says it too ("Notificações 2 não lidas").
  return (
    <IconButton
      size="md"
      label={
        unread > 0
          ? `${title} ${shown} ${t('notifications.unreadSuffix', { count: unread })}`
          : title
      }
      icon={<Bell size={18} aria-hidden />}
      badge={unread > 0 ? shown : undefined}
      onPress={onOpen}
    />
  );
}
