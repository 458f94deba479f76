import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { ChevronDownIcon } from '../private/icons';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'multiple'
> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ("Select a state"); the field starts on it when no value is given. */
  placeholder?: string;
  hint?: ReactNode;
  /** Error shown next to the field; while set the select is `aria-invalid`. */
  error?: ReactNode;
  /** Ids of descriptions outside the field, read after its own hint and error. */
  'aria-describedby'?: string;
  /** Marks the control invalid when a surrounding group shows the error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Class for the outer wrapper. */
  className?: string;
}

/**
 * A labelled native select. Native on purpose: it gets the platform's picker on phones,
 * type-ahead and screen-reader support for free, and works before JavaScript loads.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error,
    required,
    id,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const withPlaceholder =
    placeholder !== undefined && rest.value === undefined && rest.defaultValue === undefined
      ? { defaultValue: '' }
      : {};
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      describedBy={describedBy}
      invalid={ariaInvalid === true || ariaInvalid === 'true'}
      className={className}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select
            ref={ref}
            required={required}
            className={clsx(fieldStyles.control, styles.select)}
            {...withPlaceholder}
            {...rest}
            {...control}
          >
            {placeholder !== undefined && (
              <option value="" disabled={required}>
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
