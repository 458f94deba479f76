import type { ReactNode } from 'react';
import { useId } from 'react';
import { AlertIcon } from './icons';
import * as styles from './field.css';

/** Ids and ARIA wiring a field hands to its control. */
interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** What every labelled control of the kit (TextField, TextArea, Select) takes for its field. */
export interface LabelledControlProps {
  /** The visible label; also the control's accessible name. */
  label: ReactNode;
  /** Help under the label, read with the control. */
  hint?: ReactNode;
  /** Error shown next to the field; while set the control is `aria-invalid`. */
  error?: ReactNode;
  /** Ids of descriptions outside the field, read after its own hint and error. */
  'aria-describedby'?: string;
  /** Marks the control invalid when a surrounding group shows the error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Class for the outer wrapper (layout in a form grid). */
  className?: string;
}

/**
 * A control's props split in two: what its `Field` takes, and the rest for the element
 * itself (`required` goes to both: the field shows the marker, the element validates).
 */
export function splitFieldProps<
  P extends LabelledControlProps & { required?: boolean; id?: string },
>(props: P) {
  const {
    label,
    hint,
    error,
    required,
    id,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  } = props;
  const field = {
    label,
    hint,
    error,
    required,
    id,
    describedBy,
    invalid: ariaInvalid === true || ariaInvalid === 'true',
    className,
  } satisfies Omit<FieldProps, 'children'>;
  return { field, rest };
}

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** Error shown next to the control; marks it invalid. */
  error?: ReactNode;
  /** Shows a required marker (decorative: the control carries aria-required). */
  required?: boolean;
  id?: string;
  /** Ids of further descriptions outside the field (a group's hint or error). */
  describedBy?: string;
  /** Marks the control invalid without an error of its own (its group shows the error). */
  invalid?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around one control, with the ids wired: the label names it,
 * `aria-describedby` points at the hint and the error, `aria-invalid` is set while an
 * error shows. TextField, TextArea, Select, PhoneField and ZipField all use it.
 */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  describedBy: extraDescribedBy,
  invalid,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, extraDescribedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <span id={errorId} className={styles.error}>
          <span className={styles.errorIcon}>
            <AlertIcon />
          </span>
          {error}
        </span>
      )}
    </div>
  );
}
