import { CornerDownLeft, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { useUiMessages } from '../../theme/UiProvider';
import * as fieldStyles from '../../theme/global.css';
import * as styles from './CommandPalette.css';

/** One place the palette can jump to. */
export interface CommandItem {
  /** Unique key. */
  id: string;
  /** Its name, searched by the field. */
  label: string;
  /** Where it goes (through the app's `RouterProvider`). */
  href: string;
  /** A Lucide icon element. @default undefined */
  icon?: ReactNode;
}

/** A titled set of items (the menu group they belong to). */
export interface CommandGroup {
  /** Unique key. */
  id: string;
  /** Title of the section. */
  label: string;
  /** Its items. */
  items: readonly CommandItem[];
}

/** Props of {@link CommandPalette}. */
export interface CommandPaletteProps {
  /** Everything the user may open, by group. */
  groups: readonly CommandGroup[];
  /** Whether it is open (controlled: the app opens it with Ctrl/⌘-K or a button). */
  isOpen: boolean;
  /** Called when it opens or closes (Escape, a click outside, a chosen item). */
  onOpenChange: (isOpen: boolean) => void;
  /** Label of the search field. @default messages.commandSearch ("Ir para uma página") */
  label?: string;
}

/**
 * Search-to-jump: a modal with a search field over every route the user may open; arrows move,
 * Enter opens, Escape closes. Matching ignores case and accents ("relatorio" finds
 * "Relatórios"), and words match anywhere in the name.
 */
export function CommandPalette({ groups, isOpen, onOpenChange, label }: CommandPaletteProps) {
  const messages = useUiMessages();
  const { contains } = useFilter({ sensitivity: 'base' });
  const title = label ?? messages.commandSearch;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={title}>
          <Autocomplete
            filter={(text, input) =>
              input
                .trim()
                .split(/\s+/)
                .every((word) => contains(text, word))
            }
          >
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the palette exists to be typed into: the field takes the focus when it opens (the dialog would otherwise focus itself) */}
            <SearchField aria-label={title} autoFocus className={styles.field}>
              <Search size={18} aria-hidden className={styles.fieldIcon} />
              <Input placeholder={title} className={styles.input} />
            </SearchField>
            <Menu
              className={styles.results}
              onAction={() => {
                onOpenChange(false);
              }}
              renderEmptyState={() => <p className={styles.empty}>{messages.commandEmpty}</p>}
            >
              {groups.map((group) => (
                <MenuSection key={group.id} id={group.id} className={styles.section}>
                  <Header className={styles.sectionTitle}>{group.label}</Header>
                  {group.items.map((item) => (
                    <MenuItem
                      key={item.id}
                      id={item.id}
                      href={item.href}
                      textValue={item.label}
                      className={`${fieldStyles.listItem} ${styles.item}`}
                    >
                      {item.icon && (
                        <span aria-hidden className={styles.itemIcon}>
                          {item.icon}
                        </span>
                      )}
                      <span className={styles.itemLabel}>{item.label}</span>
                      <CornerDownLeft size={14} aria-hidden className={styles.enter} />
                    </MenuItem>
                  ))}
                </MenuSection>
              ))}
            </Menu>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
