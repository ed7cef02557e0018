export { ProfileList, type ProfileListProps } from './ProfileList';
