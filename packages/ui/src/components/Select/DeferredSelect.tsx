import { ChevronDown } from 'lucide-react';
import { Suspense, lazy, useId, useState, type KeyboardEvent } from 'react';
import * as fieldStyles from '../../theme/global.css';
import type { SelectProps } from './Select';
import * as styles from './Select.css';

const loadSelect = () => import('./Select');
const LazySelect = lazy(async () => ({ default: (await loadSelect()).Select }));

/** Props of {@link DeferredSelect}: a {@link Select} with its choice given. */
export interface DeferredSelectProps extends Omit<SelectProps, 'defaultOpen' | 'isOpen'> {
  /** The chosen option's id. */
  value: NonNullable<SelectProps['value']>;
}

/**
 * A {@link Select} whose list comes on demand: until the user reaches for it, the page shows its
 * closed look (the same label, box, value and chevron, a button named like the Select's), and the
 * Select's code (its popover, list box and their interactions, about 40 kB gzip) is fetched on the
 * first hover, focus or press; the press opens the real Select in its place. For pages that must
 * load little, such as the sign-in page's language switch (ADR 0216); elsewhere use Select.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const { label, options, value, className } = props;
  const [wanted, setWanted] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const closed = (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={fieldStyles.fieldLabel}>
        {label}
      </span>
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        className={`${fieldStyles.fieldInput} ${styles.trigger}`}
        onPointerEnter={() => void loadSelect()}
        onFocus={() => void loadSelect()}
        onClick={() => {
          setWanted(true);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          // As the Select's own button: the arrows open the list too.
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setWanted(true);
          }
        }}
      >
        <span id={valueId} className={styles.value}>
          {options.find((option) => option.id === value)?.label}
        </span>
        <ChevronDown size={16} aria-hidden />
      </button>
    </div>
  );
  if (!wanted) return closed;
  return (
    <Suspense fallback={closed}>
      {/* The user pressed the box: the focus stays with it as the real Select takes its place. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <LazySelect {...props} defaultOpen autoFocus />
    </Suspense>
  );
}
