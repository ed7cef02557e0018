export { ScrollToTop, SCROLL_TO_TOP_THRESHOLD } from './ScrollToTop';
export type { ScrollToTopProps } from './ScrollToTop';
