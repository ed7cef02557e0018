export { VerticalLayout, mainContentId } from './VerticalLayout';
export type { VerticalLayoutProps } from './VerticalLayout';
