import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Tabs.css';

/** One tab and its panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers ("Product details"). */
  label: string;
  items: readonly TabItem[];
  value?: string;
  /** The tab open at first; the first item when not given. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * Tabs on Radix Tabs (WAI-ARIA tabs pattern): Tab reaches the selected tab, the arrow keys
 * move between tabs and select them, Home and End jump to the ends, and the arrows follow
 * the reading direction.
 */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  useStylesheetCheck('Tabs', styles.root);
  return (
    <RadixTabs.Root
      className={styles.root}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
