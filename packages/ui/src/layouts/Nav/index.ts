export { Nav } from './Nav';
export type { NavItem, NavProps } from './Nav';
