export { PendingUserList } from './PendingUserList';
