export { VerticalLayout } from './VerticalLayout';
export type { VerticalLayoutProps } from './VerticalLayout';
