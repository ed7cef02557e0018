export { HorizontalLayout } from './HorizontalLayout';
export type { HorizontalLayoutProps } from './HorizontalLayout';
