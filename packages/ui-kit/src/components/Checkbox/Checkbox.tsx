import type { ReactNode } from 'react';
import { box } from '../private/checkbox.css';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Shown after the label, muted, e.g. the number of products a filter matches. */
  count?: number;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  value?: string;
  id?: string;
}

/**
 * A labelled checkbox: a native `<input type="checkbox">` inside its label, so the label
 * toggles it, it posts with its form and it works before JavaScript loads. Three elements
 * with a count (a listing shows dozens of them as filters), two without.
 */
export function Checkbox({
  label,
  count,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  name,
  value,
  id,
}: CheckboxProps) {
  useStylesheetCheck('Checkbox', styles.root);
  return (
    <label className={styles.root}>
      <input
        type="checkbox"
        className={box}
        id={id}
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        disabled={disabled}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      />
      {label}
      {/* One text node: `({count})` would render three, and React's markers between them. */}
      {count !== undefined && <span className={styles.count}>{`(${count})`}</span>}
    </label>
  );
}
