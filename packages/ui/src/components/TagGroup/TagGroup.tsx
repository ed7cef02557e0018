import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Label,
  Tag,
  TagGroup as AriaTagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { useUiMessages } from '../../theme/UiProvider';
import * as styles from './TagGroup.css';

/** One tag of a {@link TagGroup}. */
export interface TagItem {
  id: Key;
  /** What the tag says ("Marca: FIAT"). */
  label: string;
}

/** Props of {@link TagGroup}. */
export interface TagGroupProps {
  /** Names the group for readers (visible only when `showLabel`). */
  label: string;
  /** @default false */
  showLabel?: boolean;
  items: readonly TagItem[];
  /** Removes a tag; without it the tags cannot be removed. */
  onRemove?: (id: Key) => void;
  /** After the tags, in the same line ("Limpar filtros"). @default none */
  children?: ReactNode;
}

/**
 * A row of short tags, each removable with its × button or, focused, with Backspace or Delete
 * (the filters in force on a report). Arrow keys move between tags; the row wraps.
 */
export function TagGroup({ label, showLabel = false, items, onRemove, children }: TagGroupProps) {
  const messages = useUiMessages();
  return (
    <div className={styles.row}>
      <AriaTagGroup
        className={styles.group}
        aria-label={showLabel ? undefined : label}
        {...(onRemove
          ? {
              onRemove: (keys: Set<Key>) => {
                for (const key of keys) onRemove(key);
              },
            }
          : {})}
      >
        {showLabel && <Label className={styles.label}>{label}</Label>}
        <TagList items={items} className={styles.list}>
          {(item) => (
            <Tag id={item.id} textValue={item.label} className={styles.tag}>
              {({ allowsRemoving }) => (
                <>
                  <span className={styles.text}>{item.label}</span>
                  {allowsRemoving && (
                    // Named "Remover" and by its tag: "Remover Marca: FIAT".
                    <Button
                      slot="remove"
                      className={styles.remove}
                      aria-label={messages.removeFile}
                    >
                      <X size={14} aria-hidden />
                    </Button>
                  )}
                </>
              )}
            </Tag>
          )}
        </TagList>
      </AriaTagGroup>
      {children}
    </div>
  );
}
