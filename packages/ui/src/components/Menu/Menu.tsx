import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import type {
  MenuItemProps as AriaMenuItemProps,
  MenuProps as AriaMenuProps,
  MenuSectionProps as AriaMenuSectionProps,
  MenuTriggerProps,
} from 'react-aria-components';
import * as fieldStyles from '../../theme/global.css';
import * as styles from './Menu.css';

/** Props of {@link Menu}. */
export interface MenuProps<T extends object>
  extends Omit<AriaMenuProps<T>, 'className'>, Omit<MenuTriggerProps, 'children' | 'trigger'> {
  /** The button that opens the menu (a `Button` or `IconButton`). */
  trigger: ReactNode;
  /** Where the menu opens. @default 'bottom end' */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** A menu of actions behind a button: arrow keys, type-ahead, Escape, focus return. */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom end',
  isOpen,
  defaultOpen,
  onOpenChange,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Popover placement={placement} className={fieldStyles.popover}>
        <AriaMenu {...props} className={styles.menu} />
      </Popover>
    </MenuTrigger>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className'> {
  /** An icon before the text. @default undefined */
  icon?: ReactNode;
  /** Destructive action (red). @default false */
  danger?: boolean;
}

/** One action of a {@link Menu}. */
export function MenuItem({ icon, danger = false, children, textValue, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={danger ? `${fieldStyles.listItem} ${styles.danger}` : fieldStyles.listItem}
    >
      {(renderProps) => (
        <>
          {icon}
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.selectionMode !== 'none' && (
            <Check
              size={16}
              aria-hidden
              style={{
                marginLeft: 'auto',
                visibility: renderProps.isSelected ? 'visible' : 'hidden',
              }}
            />
          )}
        </>
      )}
    </AriaMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

/** Props of {@link MenuSection}. */
export interface MenuSectionProps<T extends object> extends Omit<
  AriaMenuSectionProps<T>,
  'className' | 'children'
> {
  /** The section's title, shown above its items. @default undefined */
  title?: ReactNode;
  /** Its `MenuItem`s. */
  children: ReactNode;
}

/**
 * A titled group of items; with `selectionMode="single"` its items are choices (language, skin)
 * and the chosen one shows a check.
 */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props} className={styles.section}>
      {title !== undefined && <Header className={styles.sectionTitle}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}
