export { ShareMap } from './ShareMap';
export type { MapState, ShareMapProps } from './ShareMap';
