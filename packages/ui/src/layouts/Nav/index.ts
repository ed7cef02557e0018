export { SideNav, TopNav } from './Nav';
export type { NavGroup, NavItem, SideNavProps, TopNavProps } from './Nav';
