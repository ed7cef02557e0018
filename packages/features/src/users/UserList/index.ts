export { UserList, userFilters } from './UserList';
