export { Menu, MenuItem, MenuSeparator } from './Menu';
export type { MenuProps, MenuItemProps } from './Menu';
