import { NotificationsPage } from '@emplacamento/features';

/** /notifications: the user's notifications, live (any signed-in user). */
export function Component() {
  return <NotificationsPage />;
}
