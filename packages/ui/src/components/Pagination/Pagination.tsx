import { ChevronLeft, ChevronRight } from 'lucide-react';
import { format } from '../../theme/messages';
import { useUiMessages } from '../../theme/UiProvider';
import { Button, IconButton } from '../Button';
import { Select } from '../Select';
import { pageSlots } from './pages';
import * as styles from './Pagination.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages (from the server's total). */
  pageCount: number;
  /** Called with the page to load. */
  onPageChange: (page: number) => void;
  /** Rows per page; shows the size picker with `onPageSizeChange`. @default undefined */
  pageSize?: number;
  /** Choosable page sizes. @default [10, 25, 50, 100] */
  pageSizes?: readonly number[];
  /** Called with the new page size. @default undefined */
  onPageSizeChange?: (size: number) => void;
  /** Accessible name of the landmark. @default messages.pagination ("Paginação") */
  label?: string;
}

/** Server-side paging: previous, numbered pages with gaps, next, and rows per page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  pageSizes = [10, 25, 50, 100],
  onPageSizeChange,
  label,
}: PaginationProps) {
  const messages = useUiMessages();
  const total = Math.max(1, pageCount);
  return (
    <nav aria-label={label ?? messages.pagination} className={styles.root}>
      <span aria-live="polite">{format(messages.pageOf, { page, total })}</span>
      <ul className={styles.pages}>
        <li>
          <IconButton
            label={messages.previousPage}
            icon={<ChevronLeft size={18} aria-hidden />}
            isDisabled={page <= 1}
            onPress={() => {
              onPageChange(page - 1);
            }}
          />
        </li>
        {pageSlots(page, total).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${String(index)}`} className={styles.ellipsis} aria-hidden>
              …
            </li>
          ) : (
            <li key={slot}>
              <Button
                size="sm"
                variant={slot === page ? 'primary' : 'ghost'}
                className={styles.page}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={format(messages.pageOf, { page: slot, total })}
                onPress={() => {
                  onPageChange(slot);
                }}
              >
                {slot}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton
            label={messages.nextPage}
            icon={<ChevronRight size={18} aria-hidden />}
            isDisabled={page >= total}
            onPress={() => {
              onPageChange(page + 1);
            }}
          />
        </li>
      </ul>
      {pageSize !== undefined && onPageSizeChange && (
        <div className={styles.size}>
          <Select
            label={messages.rowsPerPage}
            options={pageSizes.map((size) => ({ id: size, label: String(size) }))}
            value={pageSize}
            onChange={(value) => {
              if (typeof value === 'number') onPageSizeChange(value);
            }}
          />
        </div>
      )}
    </nav>
  );
}
