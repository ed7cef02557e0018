export { LeftSidebarLayout } from './LeftSidebarLayout';
export type { LeftSidebarLayoutProps } from './LeftSidebarLayout';
