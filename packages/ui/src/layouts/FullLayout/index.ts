export { FullLayout } from './FullLayout';
export type { FullLayoutProps } from './FullLayout';
