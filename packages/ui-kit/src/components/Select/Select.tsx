import { clsx } from 'clsx';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type LabelledControlProps } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { ChevronDownIcon } from '../private/icons';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    LabelledControlProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'children' | 'multiple' | keyof LabelledControlProps
    > {
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a state"); the field starts on it when no value is given. */
  placeholder?: string;
}

/**
 * A labelled native select. Native on purpose: it gets the platform's picker on phones,
 * type-ahead and screen-reader support for free, and works before JavaScript loads.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, ...props },
  ref,
) {
  useStylesheetCheck('Select', styles.wrapper);
  const { field, rest } = splitFieldProps(props);
  const withPlaceholder =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined
      ? { defaultValue: '' }
      : {};
  return (
    <Field {...field}>
      {(control) => (
        <div className={styles.wrapper}>
          <select
            ref={ref}
            required={field.required}
            className={clsx(fieldStyles.control, styles.select)}
            {...withPlaceholder}
            {...rest}
            {...control}
          >
            {placeholder !== undefined && (
              <option value="" disabled={field.required}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </div>
      )}
    </Field>
  );
});
