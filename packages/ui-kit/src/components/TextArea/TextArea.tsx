import { clsx } from 'clsx';
import { forwardRef, useId, useState, type ChangeEvent, type TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type LabelledControlProps } from '../private/Field';
import * as fieldStyles from '../private/field.css';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './TextArea.css';

/** TextArea's props as data. */
export const textAreaProps = {
  rows: { default: 4 },
  resize: { values: ['vertical', 'none'], default: 'vertical' },
  /** Characters left at or below which the count is announced. */
  announceRemainingAt: { default: 20 },
} as const;

/** English text of the character count; pass translated functions through `labels`. */
export const textAreaLabels = {
  /** The visible count under the box ("20 of 250 characters"). */
  characterCount: (used: number, max: number) => `${used} of ${max} characters`,
  /** Announced politely once few characters are left ("10 characters left"). */
  charactersLeft: (left: number) => `${left} characters left`,
};

export type TextAreaLabels = typeof textAreaLabels;

export interface TextAreaProps
  extends
    LabelledControlProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'children' | 'value' | 'defaultValue' | keyof LabelledControlProps
    > {
  value?: string;
  defaultValue?: string;
  /** The most characters the box takes; shows a running count under it. */
  maxLength?: number;
  /** Visible lines of text. */
  rows?: number;
  resize?: (typeof textAreaProps.resize.values)[number];
  /**
   * With `maxLength`: once this many characters or fewer are left, the number left is
   * announced politely, so a screen reader is not interrupted on every key before that.
   */
  announceRemainingAt?: number;
  labels?: Partial<TextAreaLabels>;
}

/**
 * A labelled multi-line text box, wired like TextField: hint and error by
 * `aria-describedby`, the error with `aria-invalid`. With `maxLength` it stops at the
 * limit and shows "n of max characters" (read with the box), and announces the characters
 * left politely once few remain.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    value,
    defaultValue,
    maxLength,
    onChange,
    rows = textAreaProps.rows.default,
    resize = textAreaProps.resize.default,
    announceRemainingAt = textAreaProps.announceRemainingAt.default,
    labels,
    ...props
  },
  ref,
) {
  useStylesheetCheck('TextArea', styles.control);
  const { field, rest } = splitFieldProps(props);
  const autoId = useId();
  const controlId = field.id ?? `${autoId}-control`;
  const countId = `${controlId}-count`;
  // Uncontrolled boxes still need the length for the count.
  const [typedLength, setTypedLength] = useState(() => (defaultValue ?? '').length);
  const length = value !== undefined ? value.length : typedLength;
  const counted = maxLength !== undefined && maxLength >= 0;
  const left = counted ? Math.max(0, maxLength - length) : 0;
  const text = { ...textAreaLabels, ...labels };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <Field
      {...field}
      id={controlId}
      describedBy={
        [counted ? countId : null, field.describedBy].filter(Boolean).join(' ') || undefined
      }
    >
      {(control) => (
        <>
          <textarea
            ref={ref}
            rows={rows}
            required={field.required}
            maxLength={maxLength}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            className={clsx(fieldStyles.control, styles.control, styles.resize[resize])}
            {...rest}
            {...control}
          />
          {counted && (
            <span className={styles.countRow}>
              <span id={countId} data-character-count>
                {text.characterCount(length, maxLength)}
              </span>
              <span aria-live="polite" aria-atomic="true" data-characters-left>
                {left <= announceRemainingAt ? text.charactersLeft(left) : ''}
              </span>
            </span>
          )}
        </>
      )}
    </Field>
  );
});
