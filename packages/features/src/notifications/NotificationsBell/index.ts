export { NotificationsBell, type NotificationsBellProps } from './NotificationsBell';
