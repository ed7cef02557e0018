export { PendingBanner } from './PendingBanner';
