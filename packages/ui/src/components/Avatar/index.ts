export { Avatar, initials } from './Avatar';
export type { AvatarProps } from './Avatar';
