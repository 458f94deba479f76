import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../private/icons';
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

/** A labelled checkbox on Radix's accessible primitive. */
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
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  return (
    <div className={styles.root}>
      <RadixCheckbox.unstable_CheckboxProvider
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        disabled={disabled}
        name={name}
        value={value}
      >
        <RadixCheckbox.unstable_CheckboxTrigger id={boxId} className={styles.box}>
          <RadixCheckbox.Indicator>
            <CheckIcon />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.unstable_CheckboxTrigger>
        {/* The hidden native input that carries the value into a form's data, for a box with
            a name only: Radix's Root renders one for every box on the server, an element and
            ~230 bytes each of a listing's 34 filters. */}
        {name !== undefined && <RadixCheckbox.unstable_CheckboxBubbleInput />}
      </RadixCheckbox.unstable_CheckboxProvider>
      <label htmlFor={boxId} className={styles.label}>
        {label}
        {count !== undefined && (
          <>
            {' '}
            <span className={styles.count}>({count})</span>
          </>
        )}
      </label>
    </div>
  );
}
