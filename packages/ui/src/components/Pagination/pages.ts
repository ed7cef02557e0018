/** A page number or a gap in the list of page buttons. */
export type PageSlot = number | 'gap';

/**
 * The page buttons to show: always the first and last, the current one and `siblings` on each
 * side, gaps elsewhere, so the row keeps the same width while paging through thousands of pages.
 */
export function pageSlots(page: number, pageCount: number, siblings = 1): PageSlot[] {
  const total = Math.max(1, pageCount);
  const windowSize = siblings * 2 + 5;
  if (total <= windowSize) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - siblings, total - siblings * 2 - 2));
  const end = Math.min(total - 1, Math.max(page + siblings, siblings * 2 + 3));
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap');
  for (let index = start; index <= end; index++) slots.push(index);
  if (end < total - 1) slots.push('gap');
  slots.push(total);
  return slots;
}
