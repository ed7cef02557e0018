export { StatusPanel } from './StatusPanel';
export type { StatusPanelProps } from './StatusPanel';
