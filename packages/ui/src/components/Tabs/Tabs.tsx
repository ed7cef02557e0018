import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import type { Key, TabsProps as AriaTabsProps } from 'react-aria-components';
import * as styles from './Tabs.css';

/** One tab of {@link Tabs}. */
export interface TabItem {
  /** Key. */
  id: Key;
  /** Tab text. */
  label: string;
  /** The panel. */
  content: ReactNode;
  /** Not selectable. @default false */
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'children'> {
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs. */
  items: readonly TabItem[];
}

/** Tabs: arrow keys move between tabs, Tab goes into the panel. */
export function Tabs({ label, items, ...props }: TabsProps) {
  const disabledKeys = items.filter((item) => item.disabled).map((item) => item.id);
  return (
    <AriaTabs {...props} disabledKeys={disabledKeys}>
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <AriaTab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </AriaTab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
