export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { pageSlots } from './pages';
export type { PageSlot } from './pages';
