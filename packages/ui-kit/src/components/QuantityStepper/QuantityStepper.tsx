import { useId, useState } from 'react';
import { useControllableState } from '../private/useControllableState';
import { IconButton } from '../IconButton/IconButton';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  /** Current quantity (controlled). */
  value?: number;
  /** Starting quantity when uncontrolled. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Smallest quantity; 1 by default. */
  min?: number;
  /** Largest quantity, e.g. the stock available. */
  max?: number;
  disabled?: boolean;
  /** Accessible name of the number field. */
  label?: string;
  /** The field's name in a form, so a form posted without scripts carries the quantity. */
  name?: string;
  /** The id of the form the field belongs to, when that form is elsewhere in the page. */
  form?: string;
  decreaseLabel?: string;
  increaseLabel?: string;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * A quantity field with − and + buttons. Typing is allowed; the value is clamped to
 * `min`..`max` when the field loses focus, and the buttons disable at the bounds. The buttons
 * need scripts; each carries `data-step` (`decrease`, `increase`) so that a page served to a
 * browser without them can hide them, leaving a field that takes a typed quantity.
 */
export function QuantityStepper({
  value,
  defaultValue = 1,
  onChange,
  min = 1,
  max = 99,
  disabled = false,
  label = 'Quantity',
  name,
  form,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
}: QuantityStepperProps) {
  useStylesheetCheck('QuantityStepper', styles.root);
  const [quantity, setQuantity] = useControllableState(value, defaultValue, onChange);
  // What the user is typing, kept apart so a half-typed number is not clamped mid-way.
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const commit = (n: number) => {
    const next = clamp(Number.isFinite(n) ? Math.round(n) : quantity, min, max);
    setDraft(null);
    if (next !== quantity) setQuantity(next);
  };
  return (
    <div className={styles.root} role="group" aria-labelledby={id}>
      <IconButton
        size="small"
        label={decreaseLabel}
        icon={null}
        className={styles.decrease}
        data-step="decrease"
        disabled={disabled || quantity <= min}
        onClick={() => commit(quantity - 1)}
      />
      <input
        className={styles.input}
        id={id}
        aria-label={label}
        name={name}
        form={form}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        disabled={disabled}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => draft !== null && commit(parseInt(draft, 10))}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) commit(parseInt(draft, 10));
        }}
      />
      <IconButton
        size="small"
        label={increaseLabel}
        icon={null}
        className={styles.increase}
        data-step="increase"
        disabled={disabled || quantity >= max}
        onClick={() => commit(quantity + 1)}
      />
    </div>
  );
}
