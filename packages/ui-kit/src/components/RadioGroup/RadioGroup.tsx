import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import * as fieldStyles from '../private/field.css';
import { AlertIcon } from '../private/icons';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './RadioGroup.css';

/** RadioGroup's props as data. */
export const radioGroupProps = {
  orientation: { values: ['vertical', 'horizontal'], default: 'vertical' },
} as const;

/** One radio of a RadioGroup. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A muted second line ("Arrives in 3–5 business days"). */
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Names the group (rendered as its visible label). */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Error shown under the radios; marks the group invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  orientation?: (typeof radioGroupProps.orientation.values)[number];
}

/**
 * One choice among a few, on Radix RadioGroup: Tab moves into the group, arrow keys move
 * and select, and the group is named by its label and described by its error.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  error,
  required,
  disabled,
  name,
  orientation = radioGroupProps.orientation.default,
}: RadioGroupProps) {
  useStylesheetCheck('RadioGroup', styles.group);
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.group}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </span>
      <RadixRadioGroup.Root
        className={styles.options}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        required={required}
        disabled={disabled}
        name={name}
        orientation={orientation}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.indicator} />
              </RadixRadioGroup.Item>
              <label htmlFor={optionId} className={styles.optionLabel}>
                {option.label}
                {option.hint && (
                  <span id={`${optionId}-hint`} className={fieldStyles.hint}>
                    {option.hint}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      {error && (
        <span id={errorId} className={fieldStyles.error}>
          <span className={fieldStyles.errorIcon}>
            <AlertIcon />
          </span>
          {error}
        </span>
      )}
    </div>
  );
}
