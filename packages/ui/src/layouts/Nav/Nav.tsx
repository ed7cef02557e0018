import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Button,
  Header,
  Link,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Tooltip } from '../../components/Tooltip';
import * as fieldStyles from '../../theme/global.css';
import * as styles from './Nav.css';

/** One entry of the portal's menu. The app builds the list from its routes and permissions. */
export interface NavItem {
  /** Unique key. */
  id: string;
  /** Text of the entry. */
  label: string;
  /** Where it goes; navigation itself goes through the app's `RouterProvider`. */
  href: string;
  /** A Lucide icon element. @default undefined */
  icon?: ReactNode;
}

/** A titled group of entries (Cadastros, Relatórios…); a group of one entry shows the entry. */
export interface NavGroup {
  /** Unique key. */
  id: string;
  /** The group's title. */
  label: string;
  /** The group's icon, shown on the collapsed rail and in the horizontal bar. */
  icon: ReactNode;
  /** Its entries, in menu order. */
  items: readonly NavItem[];
}

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** The groups. */
  groups: readonly NavGroup[];
  /** The `id` of the current page's entry (gets `aria-current="page"`). @default undefined */
  currentId?: string;
  /** Accessible name of the landmark. */
  label: string;
  /** A rail of group icons with tooltips, each opening its entries. @default false */
  collapsed?: boolean;
  /** Called when an entry is chosen (the phone drawer closes on it). @default undefined */
  onNavigate?: () => void;
  /** Id of the `nav` element, for `aria-controls`. @default undefined */
  id?: string;
}

const holds = (group: NavGroup, id: string | undefined) =>
  id !== undefined && group.items.some((item) => item.id === id);

function EntryLink({
  item,
  currentId,
  onNavigate,
  className,
  children,
}: {
  item: NavItem;
  currentId: string | undefined;
  onNavigate: (() => void) | undefined;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={item.href}
      className={className}
      aria-current={item.id === currentId ? 'page' : undefined}
      onPress={onNavigate}
    >
      {children}
    </Link>
  );
}

/** A group's entries as a menu in a popover: the collapsed rail and the horizontal bar. */
function GroupMenu({
  group,
  currentId,
  trigger,
  placement,
}: {
  group: NavGroup;
  currentId: string | undefined;
  trigger: ReactNode;
  placement: 'end top' | 'bottom start';
}) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover
        placement={placement}
        offset={6}
        className={`${fieldStyles.popover} ${styles.flyout}`}
      >
        <Menu className={styles.flyoutMenu} aria-label={group.label}>
          <MenuSection>
            <Header className={styles.flyoutTitle}>{group.label}</Header>
            {group.items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                href={item.href}
                textValue={item.label}
                className={`${fieldStyles.listItem} ${styles.flyoutItem}`}
                aria-current={item.id === currentId ? 'page' : undefined}
              >
                {item.icon && (
                  <span className={styles.icon} aria-hidden>
                    {item.icon}
                  </span>
                )}
                {item.label}
              </MenuItem>
            ))}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function RailGroup({ group, currentId }: { group: NavGroup; currentId: string | undefined }) {
  const only = group.items.length === 1 ? group.items[0] : undefined;
  const current = holds(group, currentId) ? '' : undefined;
  if (only) {
    return (
      <Tooltip content={only.label} placement="end" delay={300}>
        <Link
          href={only.href}
          aria-label={only.label}
          className={styles.railButton}
          aria-current={only.id === currentId ? 'page' : undefined}
        >
          <span aria-hidden>{only.icon ?? group.icon}</span>
        </Link>
      </Tooltip>
    );
  }
  return (
    <GroupMenu
      group={group}
      currentId={currentId}
      placement="end top"
      trigger={
        <Tooltip content={group.label} placement="end" delay={300}>
          <Button aria-label={group.label} className={styles.railButton} data-current={current}>
            <span aria-hidden>{group.icon}</span>
          </Button>
        </Tooltip>
      }
    />
  );
}

function OpenGroup({
  group,
  currentId,
  onNavigate,
}: {
  group: NavGroup;
  currentId: string | undefined;
  onNavigate: (() => void) | undefined;
}) {
  const listId = useId();
  const [open, setOpen] = useState(() => holds(group, currentId));
  // Arriving on a page of a closed group (palette, link, back button) opens it.
  useEffect(() => {
    if (holds(group, currentId)) setOpen(true);
  }, [group, currentId]);
  const only = group.items.length === 1 ? group.items[0] : undefined;
  if (only) {
    return (
      <EntryLink item={only} currentId={currentId} onNavigate={onNavigate} className={styles.link}>
        <span className={styles.icon} aria-hidden>
          {only.icon ?? group.icon}
        </span>
        <span className={styles.label}>{only.label}</span>
      </EntryLink>
    );
  }
  return (
    <>
      <Button
        className={styles.groupButton}
        aria-expanded={open}
        aria-controls={listId}
        data-current={holds(group, currentId) ? '' : undefined}
        onPress={() => {
          setOpen(!open);
        }}
      >
        <span className={styles.icon} aria-hidden>
          {group.icon}
        </span>
        <span className={styles.label}>{group.label}</span>
        <ChevronDown size={16} aria-hidden className={styles.chevron} />
      </Button>
      <ul id={listId} className={styles.items} hidden={!open}>
        {group.items.map((item) => (
          <li key={item.id}>
            <EntryLink
              item={item}
              currentId={currentId}
              onNavigate={onNavigate}
              className={`${styles.link} ${styles.subLink}`}
            >
              <span className={styles.icon} aria-hidden>
                {item.icon}
              </span>
              <span className={styles.label}>{item.label}</span>
            </EntryLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The sidebar menu: titled groups that open and close (the current page's group open), or, when
 * collapsed, a rail of group icons whose tooltip names the group and whose menu lists its entries.
 */
export function SideNav({
  groups,
  currentId,
  label,
  collapsed = false,
  onNavigate,
  id,
}: SideNavProps) {
  return (
    <nav aria-label={label} id={id} className={styles.nav}>
      <ul className={collapsed ? styles.rail : styles.groups}>
        {groups.map((group) => (
          <li key={group.id}>
            {collapsed ? (
              <RailGroup group={group} currentId={currentId} />
            ) : (
              <OpenGroup group={group} currentId={currentId} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Props of {@link TopNav}. */
export interface TopNavProps {
  /** The groups. */
  groups: readonly NavGroup[];
  /** The `id` of the current page's entry. @default undefined */
  currentId?: string;
  /** Accessible name of the landmark. */
  label: string;
}

/** The horizontal menu: one button per group opening its entries, in one row. */
export function TopNav({ groups, currentId, label }: TopNavProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.bar}>
        {groups.map((group) => {
          const only = group.items.length === 1 ? group.items[0] : undefined;
          return (
            <li key={group.id}>
              {only ? (
                <EntryLink
                  item={only}
                  currentId={currentId}
                  onNavigate={undefined}
                  className={styles.barButton}
                >
                  <span className={styles.icon} aria-hidden>
                    {only.icon ?? group.icon}
                  </span>
                  {only.label}
                </EntryLink>
              ) : (
                <GroupMenu
                  group={group}
                  currentId={currentId}
                  placement="bottom start"
                  trigger={
                    <Button
                      className={styles.barButton}
                      data-current={holds(group, currentId) ? '' : undefined}
                    >
                      <span className={styles.icon} aria-hidden>
                        {group.icon}
                      </span>
                      {group.label}
                      <ChevronDown size={14} aria-hidden />
                    </Button>
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
