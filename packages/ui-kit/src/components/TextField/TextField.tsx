import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../private/Field';
import * as fieldStyles from '../private/field.css';

/** TextField's props as data. */
export const textFieldProps = {
  type: { values: ['text', 'email', 'password', 'search', 'tel', 'url'], default: 'text' },
} as const;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** The visible label; also the input's accessible name. */
  label: ReactNode;
  /** Help under the label ("We'll send your receipt here"). */
  hint?: ReactNode;
  /** Error shown next to the field; while set the input is `aria-invalid`. */
  error?: ReactNode;
  type?: (typeof textFieldProps.type.values)[number];
  /** Ids of descriptions outside the field, read after its own hint and error. */
  'aria-describedby'?: string;
  /** Marks the control invalid when a surrounding group shows the error. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Class for the outer wrapper (layout in a form grid). */
  className?: string;
}

/**
 * A labelled text input with an optional hint and an error message shown next to the
 * field; hint and error are wired with `aria-describedby`, the error with `aria-invalid`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    required,
    id,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    type = textFieldProps.type.default,
    ...rest
  },
  ref,
) {
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
        <input
          ref={ref}
          type={type}
          required={required}
          className={fieldStyles.control}
          {...rest}
          {...control}
        />
      )}
    </Field>
  );
});
