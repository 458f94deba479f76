import { forwardRef, type InputHTMLAttributes } from 'react';
import { Field, splitFieldProps, type LabelledControlProps } from '../private/Field';
import * as fieldStyles from '../private/field.css';

/** TextField's props as data. */
export const textFieldProps = {
  type: { values: ['text', 'email', 'password', 'search', 'tel', 'url'], default: 'text' },
} as const;

export interface TextFieldProps
  extends
    LabelledControlProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | keyof LabelledControlProps> {
  type?: (typeof textFieldProps.type.values)[number];
}

/**
 * A labelled text input with an optional hint and an error message shown next to the
 * field; hint and error are wired with `aria-describedby`, the error with `aria-invalid`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { type = textFieldProps.type.default, ...props },
  ref,
) {
  const { field, rest } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          ref={ref}
          type={type}
          required={field.required}
          className={fieldStyles.control}
          {...rest}
          {...control}
        />
      )}
    </Field>
  );
});
