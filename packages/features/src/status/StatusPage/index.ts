export { StatusPage } from './StatusPage';
export type { StatusKind, StatusPageProps } from './StatusPage';
