export { ToastQueue, ToastRegion, TOAST_TIMEOUT_MS } from './Toast';
export type { ToastContent, ToastRegionProps, ToastTone } from './Toast';
