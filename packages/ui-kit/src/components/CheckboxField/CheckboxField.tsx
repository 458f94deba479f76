import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as fieldStyles from '../private/field.css';
import { box } from '../private/checkbox.css';
import { AlertIcon } from '../private/icons';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './CheckboxField.css';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** The visible label; clicking it toggles the box. It may hold a link (the terms). */
  label: ReactNode;
  /** Help under the label, read with the box. */
  hint?: ReactNode;
  /** Error shown under the box; while set the box is `aria-invalid`. */
  error?: ReactNode;
}

/**
 * A labelled checkbox for forms: a native `<input type="checkbox">`, so it posts with its
 * form and works before JavaScript loads, with a hint and an error wired by
 * `aria-describedby`, as the kit's text fields are. (`Checkbox` is the lighter one, without
 * hint or error, that filters use.)
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, hint, error, id, className, required, ...rest }, ref) {
    useStylesheetCheck('CheckboxField', styles.root);
    const autoId = useId();
    const inputId = id ?? `${autoId}-box`;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
    return (
      <div className={className ? `${styles.root} ${className}` : styles.root}>
        <div className={styles.row}>
          <input
            ref={ref}
            type="checkbox"
            id={inputId}
            className={box}
            required={required}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : undefined}
            {...rest}
          />
          <label htmlFor={inputId} className={styles.label}>
            {label}
            {required && (
              <span className={fieldStyles.required} aria-hidden="true">
                {' *'}
              </span>
            )}
          </label>
        </div>
        {(hint || error) && (
          <div className={styles.below}>
            {hint && (
              <span id={hintId} className={fieldStyles.hint}>
                {hint}
              </span>
            )}
            {error && (
              <span id={errorId} className={fieldStyles.error}>
                <span className={fieldStyles.errorIcon}>
                  <AlertIcon />
                </span>
                {error}
              </span>
            )}
          </div>
        )}
      </div>
    );
  },
);
