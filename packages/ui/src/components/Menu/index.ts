export { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
export type { MenuProps, MenuItemProps, MenuSectionProps } from './Menu';
